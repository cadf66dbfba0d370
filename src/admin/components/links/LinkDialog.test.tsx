// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, setUpDomTestRoot, typeInto } from '../../test-support/dom-test-root.tsx';
import { LinkDialog, type LinkDialogProps } from './LinkDialog.tsx';

const dom = setUpDomTestRoot({ language: 'en' });
const about = { id: 7, title: 'About us', slug: 'about', locale: 'en-gb', type: 'blank' as const, url: '/en-gb/about', published: true };

afterEach(() => {
  vi.useRealTimers();
});

function renderDialog(patch: Partial<LinkDialogProps> = {}) {
  const props: LinkDialogProps = {
    locale: 'en-gb',
    initial: null,
    currentAnchors: ['intro', 'contact'],
    searchPages: vi.fn(async () => [about]),
    loadAnchors: vi.fn(async () => ['team', 'history']),
    onApply: vi.fn(),
    onRemove: vi.fn(),
    onClose: vi.fn(),
    ...patch,
  };
  dom.render(<LinkDialog {...props} />);
  return props;
}

// The dialog is rendered into the body, outside the test's container.
const dialog = () => document.body.querySelector('dialog')!;
const field = <T extends HTMLElement>(label: string): T => {
  const labelElement = [...dialog().querySelectorAll('label')].find((element) => element.textContent?.replace('*', '').trim() === label);
  expect(labelElement, `field ${label}`).toBeDefined();
  // A checkbox sits inside its label; other fields are named by the label's `for`.
  if (!labelElement!.htmlFor) return labelElement!.querySelector<T>('input')!;
  return dialog().querySelector<T>(`#${CSS.escape(labelElement!.htmlFor)}`)!;
};
const button = (name: string) =>
  [...dialog().querySelectorAll('button')].find(
    (element) => element.getAttribute('aria-label') === name || element.textContent?.trim() === name,
  )!;

function choose(select: HTMLSelectElement, value: string): void {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const click = (element: HTMLElement) => act(() => element.click());

describe('LinkDialog', () => {
  it('adds a phone link without spaces that does not open in a new tab', () => {
    const props = renderDialog();
    expect(dialog().querySelector('h2')?.textContent).toBe('Add link');
    expect(button('Remove link')).toBeUndefined();
    choose(field('Link type'), 'phone');
    typeInto(field('Phone number'), '+31 345 000 000');
    expect(field<HTMLInputElement>('Open in a new tab').checked).toBe(false);
    click(button('Apply'));
    expect(props.onApply).toHaveBeenCalledWith({ href: 'tel:+31345000000', openInNewTab: false }, '+31 345 000 000');
  });

  it('refuses what the menu editor refuses, under the field, and applies once corrected', () => {
    const props = renderDialog();
    choose(field('Link type'), 'mail');
    typeInto(field('E-mail address'), 'not-an-address');
    click(button('Apply'));
    expect(props.onApply).not.toHaveBeenCalled();
    expect(field('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(dialog().querySelector('.field__errors')?.textContent).toMatch(/is not valid/);
    typeInto(field('E-mail address'), 'info@example.org');
    click(button('Apply'));
    expect(props.onApply).toHaveBeenCalledWith({ href: 'mailto:info@example.org', openInNewTab: false }, 'info@example.org');

    choose(field('Link type'), 'external');
    typeInto(field('URL'), 'example.org');
    click(button('Apply'));
    expect(dialog().querySelector('.field__errors')?.textContent).toMatch(/not a valid URL/);
    expect(props.onApply).toHaveBeenCalledTimes(1);
  });

  it('links to a page found by the search, with one of its anchors, in a new tab when asked', async () => {
    vi.useFakeTimers();
    const props = renderDialog();
    click(button('Apply'));
    expect(props.onApply).not.toHaveBeenCalled();
    typeInto(dialog().querySelector<HTMLInputElement>('input[type="search"]')!, 'abo');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(props.searchPages).toHaveBeenCalledWith('en-gb', 'abo');
    click(button('Choose About us'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(props.loadAnchors).toHaveBeenCalledWith(7);
    const anchors = field<HTMLSelectElement>('Anchor on that page');
    expect([...anchors.options].map((option) => option.value)).toEqual(['', 'team', 'history']);
    choose(anchors, 'team');
    click(field('Open in a new tab'));
    click(button('Apply'));
    expect(props.onApply).toHaveBeenCalledWith({ href: '/en-gb/about#team', openInNewTab: true }, 'About us');
  });

  it('offers the anchors of the current page for an anchor link', () => {
    renderDialog();
    choose(field('Link type'), 'anchor');
    const input = field<HTMLInputElement>('Anchor name');
    const list = dialog().querySelector(`#${CSS.escape(input.getAttribute('list')!)}`);
    expect([...list!.querySelectorAll('option')].map((option) => option.value)).toEqual(['intro', 'contact']);
  });

  it('edits an existing link pre-filled from it, and removes it', async () => {
    const props = renderDialog({ initial: { href: '/en-gb/about#team', openInNewTab: true } });
    await settle();
    expect(dialog().querySelector('h2')?.textContent).toBe('Edit link');
    expect(field<HTMLSelectElement>('Link type').value).toBe('internal');
    expect(dialog().textContent).toContain('/en-gb/about');
    expect(field<HTMLSelectElement>('Anchor on that page').value).toBe('team');
    expect(field<HTMLInputElement>('Open in a new tab').checked).toBe(true);
    click(button('Remove link'));
    expect(props.onRemove).toHaveBeenCalled();

    dom.remount();
    renderDialog({ initial: { href: 'tel:+31345000000', openInNewTab: false } });
    expect(field<HTMLInputElement>('Phone number').value).toBe('+31345000000');
  });
});
