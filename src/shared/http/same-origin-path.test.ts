import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path.ts';

describe('sameOriginPath: every redirect target the CMS builds from input', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(sameOriginPath('/en-gb/projects?page=2#list')).toBe('/en-gb/projects?page=2#list');
    expect(sameOriginPath('/nieuws/./item')).toBe('/nieuws/item');
  });

  it.each([
    '/.//evil.example/login',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/..//evil.example/',
    '/x/../..//evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/.\\/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    ' /evil',
    'relative',
    '',
  ])('refuses %j (it would leave the site once a browser normalises it)', (target) => {
    expect(sameOriginPath(target)).toBe('/');
  });

  it('refuses control characters, overlong input and non-strings, with the given fallback', () => {
    expect(sameOriginPath('/a\r\nLocation: x')).toBe('/');
    expect(sameOriginPath(`/${'a'.repeat(3000)}`)).toBe('/');
    expect(sameOriginPath(42)).toBe('/');
    expect(sameOriginPath(null, '/cmsadmin/')).toBe('/cmsadmin/');
  });
});
