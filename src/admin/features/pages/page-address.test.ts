import { describe, expect, it } from 'vitest';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import { addressWithSlug, inDefaultLocale, publicOrigin } from './page-address.ts';

describe('page addresses (the same rule as the site)', () => {
  it('keeps the /{locale} prefix of a page outside the default locale', () => {
    const page = { slug: 'news/bats', locale: 'en-gb', url: pageUrl('news/bats', 'en-gb', 'nl-nl') };
    expect(inDefaultLocale(page)).toBe(false);
    expect(addressWithSlug(page, 'news/owls')).toBe('/en-gb/news/owls');
    expect(addressWithSlug(page, '')).toBe('/en-gb');
  });

  it('has no prefix in the default locale', () => {
    const page = { slug: 'nieuws', locale: 'nl-nl', url: pageUrl('nieuws', 'nl-nl', 'nl-nl') };
    expect(inDefaultLocale(page)).toBe(true);
    expect(addressWithSlug(page, 'blog')).toBe('/blog');
    expect(addressWithSlug({ slug: '', locale: 'nl-nl', url: '/' }, '')).toBe('/');
  });

  it("is shown at the public site's address (PUBLIC_URL), not the admin's", () => {
    expect(publicOrigin('https://www.example.org', 'http://10.0.0.5:8080')).toBe('https://www.example.org');
    expect(publicOrigin('https://www.example.org/', 'http://10.0.0.5:8080')).toBe('https://www.example.org');
    expect(publicOrigin(undefined, 'http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080');
  });
});
