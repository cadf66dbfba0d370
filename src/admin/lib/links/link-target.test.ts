import { describe, expect, it } from 'vitest';
import { isSafeLink } from '../../../shared/blocks/block-fields.ts';
import { emptyLinkTarget, formFromHref, hrefFromForm, linkTextFromForm, validateLinkTarget, type LinkTargetForm } from './link-target.ts';

const about = { id: 7, title: 'About us', url: '/en-gb/about', published: true };
const form = (patch: Partial<LinkTargetForm>): LinkTargetForm => ({ ...emptyLinkTarget(), ...patch });

describe('link href per type (SPEC 2.7)', () => {
  it('writes a phone link without spaces', () => {
    expect(hrefFromForm(form({ type: 'phone', phone: ' +31 345 000 000 ' }))).toBe('tel:+31345000000');
    expect(hrefFromForm(form({ type: 'phone', phone: 'tel:+31 (0)345-000000' }))).toBe('tel:+31(0)345-000000');
  });

  it('writes mailto:, the whole URL, #anchor and the page address with its anchor', () => {
    expect(hrefFromForm(form({ type: 'mail', email: ' info@example.org ' }))).toBe('mailto:info@example.org');
    expect(hrefFromForm(form({ type: 'mail', email: 'mailto:info@example.org' }))).toBe('mailto:info@example.org');
    expect(hrefFromForm(form({ type: 'external', url: ' https://example.org/a?b=1 ' }))).toBe('https://example.org/a?b=1');
    expect(hrefFromForm(form({ type: 'anchor', anchorName: '#contact' }))).toBe('#contact');
    expect(hrefFromForm(form({ type: 'internal', page: about }))).toBe('/en-gb/about');
    expect(hrefFromForm(form({ type: 'internal', page: about, internalAnchor: 'team' }))).toBe('/en-gb/about#team');
  });

  it('every href it writes is one the server keeps (isSafeLink)', () => {
    for (const href of ['tel:+31345000000', 'mailto:info@example.org', '/en-gb/about#team', '#contact', 'https://example.org'])
      expect(isSafeLink(href), href).toBe(true);
  });

  it('suggests a link text: the page title, or what was typed', () => {
    expect(linkTextFromForm(form({ type: 'internal', page: about }))).toBe('About us');
    expect(linkTextFromForm(form({ type: 'phone', phone: '+31 345 000 000' }))).toBe('+31 345 000 000');
    expect(linkTextFromForm(form({ type: 'mail', email: 'info@example.org' }))).toBe('info@example.org');
  });
});

describe('reading an href back into the form', () => {
  it('recognises each type', () => {
    expect(formFromHref('tel:+31345000000')).toMatchObject({ type: 'phone', phone: '+31345000000' });
    expect(formFromHref('MAILTO:info@example.org')).toMatchObject({ type: 'mail', email: 'info@example.org' });
    expect(formFromHref('#contact')).toMatchObject({ type: 'anchor', anchorName: 'contact' });
    expect(formFromHref('https://example.org/x')).toMatchObject({ type: 'external', url: 'https://example.org/x' });
    expect(formFromHref('/en-gb/about#team')).toMatchObject({
      type: 'internal',
      internalAnchor: 'team',
      page: { id: 0, title: '/en-gb/about', url: '/en-gb/about', published: true },
    });
  });

  it('writes the same href it read', () => {
    for (const href of ['tel:+31345000000', 'mailto:info@example.org', '#contact', 'https://example.org/x', '/en-gb/about#team', '/'])
      expect(hrefFromForm(formFromHref(href))).toBe(href);
  });
});

describe('validation like the menu editor', () => {
  it('names the field of the chosen type', () => {
    expect(validateLinkTarget(form({ type: 'external', url: 'example.com' }))).toEqual([{ code: 'V_13', property: 'url' }]);
    expect(validateLinkTarget(form({ type: 'external', url: 'javascript:alert(1)' }))).toEqual([{ code: 'V_13', property: 'url' }]);
    expect(validateLinkTarget(form({ type: 'anchor', anchorName: 'has space' }))).toEqual([{ code: 'V_12', property: 'anchorName' }]);
    expect(validateLinkTarget(form({ type: 'mail', email: 'nope' }))).toEqual([{ code: 'V_12', property: 'email' }]);
    expect(validateLinkTarget(form({ type: 'phone', phone: 'call me' }))).toEqual([{ code: 'V_12', property: 'phone' }]);
    expect(validateLinkTarget(form({ type: 'phone', phone: '' }))).toEqual([{ code: 'V_12', property: 'phone' }]);
    expect(validateLinkTarget(form({ type: 'internal' }))).toEqual([{ code: 'V_01', property: 'page' }]);
  });

  it('accepts valid links of every type', () => {
    expect(validateLinkTarget(form({ type: 'external', url: 'https://example.org' }))).toEqual([]);
    expect(validateLinkTarget(form({ type: 'anchor', anchorName: 'contact' }))).toEqual([]);
    expect(validateLinkTarget(form({ type: 'mail', email: 'info@example.org' }))).toEqual([]);
    expect(validateLinkTarget(form({ type: 'phone', phone: '+31 345 000 000' }))).toEqual([]);
    expect(validateLinkTarget(form({ type: 'internal', page: about, internalAnchor: 'team' }))).toEqual([]);
  });
});
