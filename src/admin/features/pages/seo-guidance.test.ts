import { describe, expect, it } from 'vitest';
import { countLength, SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE, snippetAddress, truncateForSnippet } from './seo-guidance.ts';

describe('seo guidance', () => {
  it('follows the usual limits: 60 for titles, 160 for descriptions', () => {
    expect(SEO_TITLE_GUIDE).toBe(60);
    expect(SEO_DESCRIPTION_GUIDE).toBe(160);
  });

  it('counts characters as shown and flags only what is over the limit', () => {
    expect(countLength('a'.repeat(60), 60)).toEqual({ length: 60, limit: 60, over: false });
    expect(countLength('a'.repeat(61), 60)).toEqual({ length: 61, limit: 60, over: true });
    expect(countLength('Café 🌿', 60).length).toBe(6);
  });

  it('cuts at the last whole word that fits and adds an ellipsis', () => {
    expect(truncateForSnippet('Otters along the Linge', 60)).toBe('Otters along the Linge');
    const cut = truncateForSnippet('Otters along the Linge and the Lek, counted every spring', 30);
    expect(cut).toBe('Otters along the Linge and…');
    expect([...cut].length).toBeLessThanOrEqual(30);
    expect(truncateForSnippet('x'.repeat(80), 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it('shows the address as host and path segments', () => {
    expect(snippetAddress('https://www.example.org', '/en-gb/otter-survey')).toBe('www.example.org › en-gb › otter-survey');
    expect(snippetAddress('http://localhost:8080', '/')).toBe('localhost:8080');
  });
});
