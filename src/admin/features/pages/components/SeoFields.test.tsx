// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { SearchResultPreview, SeoTextField } from './SeoFields.tsx';

/** The SEO tab's title and description: counters against the search-engine guide, and the result preview. */
const dom = setUpDomTestRoot({ language: 'en' });

function TitleField({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <SeoTextField label="SEO title" value={value} maxLength={255} guide={60} onChange={setValue} />;
}

const counter = () => dom.container.querySelector('.seo-counter')!;
const type = (text: string) => typeInto(dom.container.querySelector<HTMLInputElement>('input')!, text);

describe('SEO length counters', () => {
  it('shows "45 / 60" and turns to the warning colour only past 60', () => {
    dom.render(<TitleField initial={'a'.repeat(45)} />);
    expect(counter().querySelector('[aria-hidden]')!.textContent).toBe('45 / 60');
    expect(counter().classList.contains('is-over')).toBe(false);
    type('a'.repeat(60));
    expect(counter().classList.contains('is-over')).toBe(false);
    type('a'.repeat(61));
    expect(counter().querySelector('[aria-hidden]')!.textContent).toBe('61 / 60');
    expect(counter().classList.contains('is-over')).toBe(true);
  });

  it('is read out with the field, in words', () => {
    dom.render(<TitleField initial="Otters" />);
    const input = dom.container.querySelector('input')!;
    const description = dom.container.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`)!;
    expect(description.textContent).toContain('6 of the 60 characters search engines usually show');
    expect(input.maxLength).toBe(255);
  });

  it('counts the description against 160', () => {
    dom.render(
      <SeoTextField label="SEO description" value={'b'.repeat(161)} maxLength={500} guide={160} multiline onChange={() => undefined} />,
    );
    expect(dom.container.querySelector('textarea')).not.toBeNull();
    expect(counter().querySelector('[aria-hidden]')!.textContent).toBe('161 / 160');
    expect(counter().classList.contains('is-over')).toBe(true);
  });
});

describe('search result preview', () => {
  it('shows title, address and description cut as a search engine would', () => {
    const longTitle = 'Otter survey along the Linge and the Lek, counted every spring by volunteers';
    const longDescription = `${'Otters are back in the river area. '.repeat(6)}End.`;
    dom.render(
      <SearchResultPreview title={longTitle} path="/en-gb/otter-survey" description={longDescription} origin="https://www.example.org" />,
    );
    const text = (selector: string) => dom.container.querySelector(selector)!.textContent!;
    expect(text('.seo-preview__address')).toBe('www.example.org › en-gb › otter-survey');
    expect(text('.seo-preview__title')).toBe('Otter survey along the Linge and the Lek, counted every…');
    expect([...text('.seo-preview__title')].length).toBeLessThanOrEqual(60);
    expect(text('.seo-preview__description').endsWith('…')).toBe(true);
    expect([...text('.seo-preview__description')].length).toBeLessThanOrEqual(160);
  });

  it('says when there is no description', () => {
    dom.render(<SearchResultPreview title="Otters" path="/" description="" origin="http://localhost:8080" />);
    expect(dom.container.querySelector('.seo-preview__description')!.textContent).toBe(
      'No description: search engines pick a text from the page.',
    );
  });
});
