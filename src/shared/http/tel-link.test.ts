import { describe, expect, it } from 'vitest';
import { isSafeLink } from '../blocks/block-fields.ts';
import { telHref } from './tel-link.ts';

describe('telHref', () => {
  it('writes Dutch numbers in international form, without the trunk 0', () => {
    expect(telHref('+31 345 000 000')).toBe('tel:+31345000000');
    expect(telHref('+31 (0)345 000 000')).toBe('tel:+31345000000');
    expect(telHref('+31 (0) 50-000 0000')).toBe('tel:+31500000000');
    expect(telHref('0345 123456')).toBe('tel:+31345123456');
    expect(telHref('(0345) 12 34 56')).toBe('tel:+31345123456');
    expect(telHref('0031 24 000 0000')).toBe('tel:+31240000000');
    expect(telHref('06-12345678')).toBe('tel:+31612345678');
  });

  it('keeps other countries and short numbers as written; nothing for no number', () => {
    expect(telHref('+49 30 1234567')).toBe('tel:+49301234567');
    expect(telHref('0201 234567', '49')).toBe('tel:+49201234567');
    expect(telHref('112')).toBe('tel:112');
    expect(telHref('')).toBeNull();
    expect(telHref('n/a')).toBeNull();
  });

  it('makes links the editors’ link rule accepts', () => {
    expect(isSafeLink(telHref('+31 (0)345 000 000')!)).toBe(true);
  });
});
