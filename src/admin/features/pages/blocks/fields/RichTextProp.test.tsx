// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { find } from 'linkifyjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/index.ts';
import { RichTextProp } from './RichTextProp.tsx';

// linkifyjs keeps the console.warn it found when it was loaded, so the spy goes in first.
const warn = vi.hoisted(() => vi.spyOn(console, 'warn'));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('RichTextProp', () => {
  it('several editors on one page set up the Link mark without linkifyjs warnings', async () => {
    warn.mockClear();
    const render = (count: number) =>
      act(() =>
        root.render(
          <I18nextProvider i18n={i18n}>
            {Array.from({ length: count }, (_, index) => (
              <RichTextProp key={index} label={`Text ${index}`} value={`<p>See <a href="mailto:info@example.org">mail</a> or https://example.org ${index}</p>`} onChange={() => undefined} />
            ))}
          </I18nextProvider>,
        ),
      );
    render(1);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    // Typing a link in the first editor starts linkify (autolink); later editors come after that.
    expect(find('https://example.org')).toHaveLength(1);
    render(3);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelectorAll('.rich-text__content')).toHaveLength(3);
    expect(container.querySelector('a[href="mailto:info@example.org"]')).not.toBeNull();
    const linkify = warn.mock.calls.filter((call) => String(call[0]).includes('linkifyjs'));
    expect(linkify).toEqual([]);
  });
});
