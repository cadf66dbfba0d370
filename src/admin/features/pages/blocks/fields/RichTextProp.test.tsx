// @vitest-environment happy-dom
import { act } from 'react';
import { find } from 'linkifyjs';
import { describe, expect, it, vi } from 'vitest';
import { setUpDomTestRoot } from '../../../../test-support/dom-test-root.tsx';
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
});
