import { describe, expect, it } from 'vitest';
import { redactSecrets } from './request-log.ts';

describe('redactSecrets', () => {
  it('hides a share token and keeps every other address as it is', () => {
    expect(redactSecrets('/share/abcDEF_123-xyz')).toBe('/share/[redacted]');
    expect(redactSecrets('/share/abcDEF_123-xyz?lang=en')).toBe('/share/[redacted]?lang=en');
    expect(redactSecrets('/en-gb/news/share/this')).toBe('/en-gb/news/share/this');
    expect(redactSecrets('/api/page/1')).toBe('/api/page/1');
  });
});
