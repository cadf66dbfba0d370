// @vitest-environment happy-dom
import { act } from 'react';
import { find } from 'linkifyjs';
import { describe, expect, it, vi } from 'vitest';
import { setUpDomTestRoot, typeInto } from '../../../../test-support/dom-test-root.tsx';
import { RichTextProp } from './RichTextProp.tsx';

// linkifyjs keeps the console.warn it found when it was loaded, so the spy goes in first.
const warn = vi.hoisted(() => vi.spyOn(console, 'warn'));

const dom = setUpDomTestRoot();

describe('RichTextProp', () => {
  it('several editors on one page set up the Link mark without linkifyjs warnings', async () => {
    warn.mockClear();
    const render = (count: number) =>
      dom.render(
        Array.from({ length: count }, (_, index) => (
          <RichTextProp
            key={index}
            label={`Text ${index}`}
            value={`<p>See <a href="mailto:info@example.org">mail</a> or https://example.org ${index}</p>`}
            onChange={() => undefined}
          />
        )),
      );
    render(1);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    // Typing a link in the first editor starts linkify (autolink); later editors come after that.
    expect(find('https://example.org')).toHaveLength(1);
    render(3);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(dom.container.querySelectorAll('.rich-text__content')).toHaveLength(3);
    expect(dom.container.querySelector('a[href="mailto:info@example.org"]')).not.toBeNull();
    const linkify = warn.mock.calls.filter((call) => String(call[0]).includes('linkifyjs'));
    expect(linkify).toEqual([]);
  });

  it('keeps a stored link without target in this tab', async () => {
    dom.render(<RichTextProp label="Text" value={'<p><a href="/en-gb/about">About</a></p>'} onChange={() => undefined} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const link = dom.container.querySelector('.rich-text__content a[href="/en-gb/about"]');
    expect(link).not.toBeNull();
    expect(link!.getAttribute('target')).toBeNull();
  });

  it('adds a link through the link dialog, not the browser prompt: a phone number without spaces', async () => {
    const prompt = vi.fn(() => null);
    vi.stubGlobal('prompt', prompt);
    const onChange = vi.fn();
    dom.render(<RichTextProp label="Text" value="<p>Call us</p>" onChange={onChange} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => dom.container.querySelector<HTMLButtonElement>('button[aria-label="Link"]')!.click());
    expect(prompt).not.toHaveBeenCalled();
    const dialog = document.body.querySelector('dialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Add link');
    const [type] = dialog.querySelectorAll('select');
    act(() => {
      type!.value = 'phone';
      type!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const phone = dialog.querySelector<HTMLInputElement>('input[type="tel"]')!;
    typeInto(phone, '+31 345 000 000');
    act(() => [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Apply')!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const html = String(onChange.mock.lastCall?.[0]);
    expect(html).toContain('<a href="tel:+31345000000">+31 345 000 000</a>');
    expect(html).not.toContain('target=');
    expect(document.body.querySelector('dialog')).toBeNull();
    vi.unstubAllGlobals();
  });
});
