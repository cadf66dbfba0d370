import { describe, expect, it } from 'vitest';
import { isMenuSearchTermLongEnough } from '../../../shared/menu/menu-schemas.ts';
import { isTooShortSearch } from '../../lib/links/link-target.ts';
import {
  formFromItem,
  itemFromForm,
  serverErrorsByItem,
  targetFromForm,
  validateLinkForm,
  validateMenu,
  type LinkForm,
} from './menu-link.ts';
import { normalize, type MenuItem } from './menu-tree.ts';

const form = (patch: Partial<LinkForm>): LinkForm => ({ ...formFromItem(null), label: 'Link', ...patch });
const page = { id: 7, title: 'About', url: '/about', published: true };

describe('menu link types', () => {
  it('composes the target per link type (SPEC 2.7)', () => {
    expect(targetFromForm(form({ type: 'external', url: ' https://x.org/a ' }))).toBe('https://x.org/a');
    expect(targetFromForm(form({ type: 'anchor', anchorName: 'contact' }))).toBe('#contact');
    expect(targetFromForm(form({ type: 'anchor', anchorName: '#contact' }))).toBe('#contact');
    expect(targetFromForm(form({ type: 'mail', email: 'info@x.org' }))).toBe('mailto:info@x.org');
    expect(targetFromForm(form({ type: 'mail', email: 'mailto:info@x.org' }))).toBe('mailto:info@x.org');
    expect(targetFromForm(form({ type: 'phone', phone: '+31 20 123 4567' }))).toBe('tel:+31201234567');
    expect(targetFromForm(form({ type: 'internal', internalAnchor: '' }))).toBe('');
    expect(targetFromForm(form({ type: 'internal', internalAnchor: 'team' }))).toBe('#team');
  });

  it('reads the form back from a stored item', () => {
    const stored = itemFromForm(form({ type: 'mail', email: 'a@b.nl', openInNewTab: true }), { key: 'k', parentKey: null });
    expect(formFromItem(stored)).toMatchObject({ type: 'mail', email: 'a@b.nl', openInNewTab: true, label: 'Link' });
    const internal = itemFromForm(form({ type: 'internal', page, internalAnchor: 'x' }), { key: 'k', parentKey: 'p' });
    expect(internal).toMatchObject({ pageId: 7, target: '#x', parentKey: 'p', page });
    expect(itemFromForm(form({ type: 'external', page, url: 'https://a.b' }), { key: 'k', parentKey: null }).pageId).toBeNull();
  });

  it('maps schema errors to the field of the chosen link type', () => {
    expect(validateLinkForm(form({ type: 'external', url: 'example.com' }))).toEqual([{ code: 'V_13', property: 'url' }]);
    expect(validateLinkForm(form({ type: 'anchor', anchorName: 'has space' }))).toEqual([{ code: 'V_12', property: 'anchorName' }]);
    expect(validateLinkForm(form({ type: 'mail', email: 'nope' }))).toEqual([{ code: 'V_12', property: 'email' }]);
    expect(validateLinkForm(form({ type: 'phone', phone: 'call me' }))).toEqual([{ code: 'V_12', property: 'phone' }]);
    expect(validateLinkForm(form({ type: 'internal' }))).toEqual([{ code: 'V_01', property: 'page' }]);
    expect(validateLinkForm(form({ type: 'internal', page }))).toEqual([]);
    expect(validateLinkForm(form({ label: ' ', type: 'external', url: 'https://a.b' }))).toEqual([{ code: 'V_01', property: 'label' }]);
    expect(validateLinkForm(form({ label: 'x'.repeat(101), type: 'external', url: 'https://a.b' }))).toEqual([
      { code: 'V_14', property: 'label' },
    ]);
  });

  it('checks a whole menu and maps server errors back to item keys', () => {
    const ok: MenuItem = itemFromForm(form({ url: 'https://a.b' }), { key: 'a', parentKey: null });
    const bad: MenuItem = { ...ok, key: 'b', target: 'nope' };
    const errors = validateMenu(normalize([ok, bad]));
    expect([...errors.keys()]).toEqual(['b']);
    const { byKey, general } = serverErrorsByItem(
      [{ code: 'V_13', property: 'items.1.target' }, { code: 'V_07', property: 'items.0.parentKey' }, { code: 'G_01' }],
      [ok, bad],
    );
    expect(byKey.get('b')).toEqual([{ code: 'V_13', property: 'target' }]);
    expect(byKey.get('a')).toEqual([{ code: 'V_07', property: 'parentKey' }]);
    expect(general).toEqual([{ code: 'G_01' }]);
  });
});

describe('page search term (SPEC 5: 3 or more characters)', () => {
  it('searches only with 3 characters or more, spaces not counted, like the server', () => {
    expect(isMenuSearchTermLongEnough('ab')).toBe(false);
    expect(isMenuSearchTermLongEnough('  ab  ')).toBe(false);
    expect(isMenuSearchTermLongEnough('')).toBe(false);
    expect(isMenuSearchTermLongEnough('abc')).toBe(true);
    expect(isMenuSearchTermLongEnough(' a c ')).toBe(true);
  });

  it('recognises the server refusing a too short term (V_12 on searchTerm)', () => {
    expect(isTooShortSearch([{ code: 'V_12', property: 'searchTerm' }])).toBe(true);
    expect(isTooShortSearch([{ code: 'V_14', property: 'searchTerm' }])).toBe(false);
    expect(isTooShortSearch([{ code: 'G_01' }])).toBe(false);
  });
});
