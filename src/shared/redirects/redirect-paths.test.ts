import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from './redirect-csv.ts';
import { chainKey, normaliseFromPath, normaliseTarget, redirectLocation } from './redirect-paths.ts';

describe('normaliseFromPath', () => {
  it('lower-cases, percent-encodes and drops a trailing slash', () => {
    expect(normaliseFromPath('/Over-Ons/')).toBe('/over-ons');
    expect(normaliseFromPath('/café')).toBe('/caf%c3%a9');
    expect(normaliseFromPath('/a//b')).toBe('/a/b');
    expect(normaliseFromPath('/')).toBe('/');
  });

  it('refuses other hosts, queries, fragments and the paths other parts of the app own', () => {
    for (const value of [
      'https://x.example/a',
      '//x.example/a',
      '/\\x.example',
      'a',
      '/a?b=1',
      '/a#b',
      '/api',
      '/api/x',
      '/cmsadmin/x',
      '/site-assets/a.js',
      '/robots.txt',
      '/consent',
    ]) {
      expect(normaliseFromPath(value), value).toBeNull();
    }
    expect(normaliseFromPath('/apiary')).toBe('/apiary');
  });
});

describe('normaliseTarget and redirectLocation', () => {
  it('keeps a same-origin path with its query and fragment, or a full http(s) URL', () => {
    expect(normaliseTarget('/Nieuw/?a=B#Top')).toEqual({ kind: 'path', value: '/nieuw?a=B#Top' });
    expect(normaliseTarget('https://Example.org/X')).toEqual({ kind: 'url', value: 'https://example.org/X' });
    for (const value of ['//evil.example', '/.//evil.example', 'javascript:alert(1)', 'mailto:a@b.c', 'https://u:p@x.example/', 'x']) {
      expect(normaliseTarget(value), value).toBeNull();
    }
  });

  it('adds the visitor query, before the fragment and after a query the target has', () => {
    expect(redirectLocation('/b', 'x=1')).toBe('/b?x=1');
    expect(redirectLocation('/b?y=2#f', '?x=1')).toBe('/b?y=2&x=1#f');
    expect(redirectLocation('https://example.org/p', '')).toBe('https://example.org/p');
    expect(redirectLocation('//evil.example', 'x=1')).toBeNull();
  });

  it('follows chains only through bare paths', () => {
    expect(chainKey('/b')).toBe('/b');
    expect(chainKey('/b?x=1')).toBeNull();
    expect(chainKey('https://example.org/b')).toBeNull();
    expect(chainKey(null)).toBeNull();
  });
});

describe('CSV', () => {
  it('parses quotes, commas, line breaks in quotes, CRLF, a BOM and blank lines, with the starting line of each record', () => {
    const text = '\uFEFFfrom,to\r\n"/a","/b,c"\r\n\r\n"/multi\nline",/x\n/d,"say ""hi"""\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['from', 'to'] },
      { line: 2, cells: ['/a', '/b,c'] },
      { line: 4, cells: ['/multi\nline', '/x'] },
      { line: 6, cells: ['/d', 'say "hi"'] },
    ]);
  });

  it('writes what it reads', () => {
    const line = csvLine(['/a', 'https://x.example/?a=1,2', 'say "hi"', 301]);
    expect(line).toBe('/a,"https://x.example/?a=1,2","say ""hi""",301');
    expect(parseCsv(line)[0]?.cells).toEqual(['/a', 'https://x.example/?a=1,2', 'say "hi"', '301']);
  });
});
