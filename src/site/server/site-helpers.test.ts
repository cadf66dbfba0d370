import { describe, expect, it } from 'vitest';
import { formatConsent, parseConsent } from '../consent-format.ts';
import { consentFromForm, isViewMark, recordedChoice, resolveVisitorConsent, safeReturnPath, viewMark, withBeacon } from './consent.ts';
import { documentTitle, isConsentInformationPath } from './page-model.ts';
import { buildRobots } from './sitemap.ts';
import { matchesEtag, RenderCache } from './render-cache.ts';

describe('consent', () => {
  it('round-trips the cookie format and rejects anything else', () => {
    expect(parseConsent(formatConsent({ statistics: true, marketing: false }))).toEqual({ statistics: true, marketing: false });
    expect(parseConsent('n1s2m0')).toBeNull();
    expect(parseConsent('{"all":true}')).toBeNull();
  });
  it('treats a view of another page as consent, not a reload nor reading the cookie policy or privacy statement', () => {
    expect(resolveVisitorConsent({}).consent).toBeNull();
    // Issue 18: no Set-Cookie from a page; the page carries a beacon that sets the cookie.
    expect(resolveVisitorConsent({ cms_consent_seen: '1' })).toEqual({
      consent: { statistics: true, marketing: true },
      beacon: '/consent/browsed',
      byBrowsing: true,
    });
    const mark = viewMark('/projecten');
    expect(isViewMark(mark)).toBe(true);
    expect(resolveVisitorConsent({}, { path: '/projecten' })).toEqual({ consent: null, beacon: `/consent/seen?m=${mark}` });
    const seen = { cms_consent_seen: mark };
    // A reload: the same banner page (its beacon sets the same mark again).
    expect(resolveVisitorConsent(seen, { path: '/projecten' })).toEqual({ consent: null, beacon: `/consent/seen?m=${mark}` });
    expect(resolveVisitorConsent(seen, { path: '/cookieverklaring', informational: true })).toEqual({ consent: null });
    expect(resolveVisitorConsent({}, { path: '/cookieverklaring', informational: true })).toEqual({ consent: null });
    expect(resolveVisitorConsent(seen, { path: '/themas' }).consent).toEqual({ statistics: true, marketing: true });
  });
  it('with consent by browsing off (issue 17), only a stored choice counts: no mark, no consent from another page', () => {
    const seen = { cms_consent_seen: viewMark('/projecten') };
    expect(resolveVisitorConsent({}, { path: '/projecten' }, false)).toEqual({ consent: null });
    expect(resolveVisitorConsent(seen, { path: '/themas' }, false)).toEqual({ consent: null });
    expect(resolveVisitorConsent({ ...seen, cms_consent: 'n1s0m1' }, { path: '/themas' }, false)).toEqual({
      consent: { statistics: false, marketing: true },
    });
  });
  it('checks beacon marks and puts the beacon at the end of the body', () => {
    for (const bad of ['', 'v', 'x123', 'v12345678', 'v1/2', 'V12', 1]) expect(isViewMark(bad), String(bad)).toBe(false);
    expect(withBeacon('<html><body><p>x</p></body></html>', '/consent/browsed')).toBe(
      '<html><body><p>x</p><img class="consent-beacon" src="/consent/browsed" alt="" width="1" height="1" hidden></body></html>',
    );
    expect(withBeacon('<p>x</p>', undefined)).toBe('<p>x</p>');
  });
  it('reads the banner form: "Reject all" consents to nothing; each choice is recorded by its name', () => {
    expect(consentFromForm({ choice: 'reject', statistics: '1', marketing: '1' })).toEqual({ statistics: false, marketing: false });
    expect(recordedChoice({ choice: 'reject' })).toBe('reject-all');
    expect(recordedChoice({ choice: 'all' })).toBe('accept-all');
    expect(recordedChoice({ choice: 'custom', statistics: '1' })).toBe('custom');
    expect(recordedChoice({ choice: 'custom', marketing: '1', origin: 'placeholder' })).toBe('placeholder');
    expect(recordedChoice({ choice: 'maybe' })).toBeNull();
  });
  it('knows the cookie policy and privacy statement in both languages', () => {
    for (const path of [
      '/cookieverklaring',
      '/privacyverklaring',
      '/en-gb/cookie-policy',
      '/en-gb/privacy-statement',
      '/nl-nl/cookieverklaring',
      '/cookie-policy',
      '/Privacyverklaring/',
    ]) {
      expect(isConsentInformationPath(path), path).toBe(true);
    }
    for (const path of ['/', '/en-gb', '/projecten', '/en-gb/projects', '/nieuws/cookieverklaring', '/en-gb/cookie-policy-old']) {
      expect(isConsentInformationPath(path), path).toBe(false);
    }
  });
  it('only returns to same-site paths', () => {
    expect(safeReturnPath('/en-gb/projects?page=2')).toBe('/en-gb/projects?page=2');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil', '/%0d%0aSet-Cookie:x', 'relative', 42, null]) {
      expect(safeReturnPath(bad)).toBe(bad === '/%0d%0aSet-Cookie:x' ? '/%0d%0aSet-Cookie:x' : '/');
    }
    expect(safeReturnPath('/a\r\nLocation: x')).toBe('/');
  });
  it('checks the target after normalising it, as a browser would (no "//host" through dot segments)', () => {
    for (const bad of ['/.//evil.example/login', '/..//evil.example', '/%2e//evil.example', '/x/..//evil.example/']) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });
  it('keeps the fragment, so a consent form can send the visitor back to where they were', () => {
    expect(safeReturnPath('/nieuws/item#share')).toBe('/nieuws/item#share');
  });
});

describe('render cache', () => {
  it('evicts the least recently used entry and ignores stores from before a clear', () => {
    const cache = new RenderCache<string>(2);
    cache.set('a', 'A', cache.generation);
    cache.set('b', 'B', cache.generation);
    cache.get('a');
    cache.set('c', 'C', cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    const before = cache.generation;
    cache.clear();
    cache.set('late', 'stale', before);
    expect(cache.size).toBe(0);
  });
  it('matches If-None-Match lists and weak forms', () => {
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"other"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('document title', () => {
  it('ends every title with " | {company}", and leaves a title the editor already ended with the name after a separator', () => {
    expect(documentTitle('Projecten', 'Verdant Ecology')).toBe('Projecten | Verdant Ecology');
    expect(documentTitle('Projecten | Verdant Ecology', 'Verdant Ecology')).toBe('Projecten | Verdant Ecology');
    expect(documentTitle('Projecten – verdant ecology', 'Verdant Ecology')).toBe('Projecten – verdant ecology');
    expect(documentTitle('Projecten: Verdant Ecology', 'Verdant Ecology')).toBe('Projecten: Verdant Ecology');
    // Issue 17: the about page's title named the company but did not end like every other title.
    expect(documentTitle('About Verdant Ecology', 'Verdant Ecology')).toBe('About Verdant Ecology | Verdant Ecology');
    expect(documentTitle('Verdant Ecology projects', 'Verdant Ecology')).toBe('Verdant Ecology projects | Verdant Ecology');
    expect(documentTitle('verdant ecology', 'Verdant Ecology')).toBe('Verdant Ecology');
    expect(documentTitle('', 'Verdant Ecology')).toBe('Verdant Ecology');
  });
});

describe('robots.txt', () => {
  it("lets crawlers fetch the site's images (og:image too) under /api, and nothing else there", () => {
    const lines = buildRobots('https://example.org').split('\n');
    const allow = lines.indexOf('Allow: /api/medialib/get-page-file/');
    expect(allow).toBeGreaterThan(-1);
    expect(allow).toBeLessThan(lines.indexOf('Disallow: /api'));
    expect(lines).toContain('Disallow: /cmsadmin');
  });
});
