import { describe, expect, it } from 'vitest';
import { isSafeLink, link } from './block-fields.ts';

/** Issue 15, finding 10: block links take mailto: targets by the same rule as the menu's. */
describe('block links', () => {
  it.each([
    'mailto:info@example.org',
    'mailto:info@example.org?subject=Hello%20there',
    'mailto:first.last+tag@mail.example.co.uk?subject=Offerte&body=Beste%20collega%2C',
    '/contact',
    '#team',
    'tel:+31 20 123 45 67',
    'https://example.org/a?b=c',
  ])('accepts %s', (value) => {
    expect(isSafeLink(value)).toBe(true);
    expect(link.safeParse(value).success).toBe(true);
  });

  it.each([
    ['an injected query', 'mailto:a@b.c?x="><svg/onload=alert(1)>'],
    ['markup in the address', 'mailto:"><svg/onload=alert(1)>@example.org'],
    ['a quote in the domain', 'mailto:info@example.org"><b>'],
    ['angle brackets in the query', 'mailto:info@example.org?subject=<b>'],
    ['two at signs', 'mailto:info@@example.org'],
    ['no address', 'mailto:?subject=Hi'],
  ])('refuses %s with V_13', (_name, value) => {
    expect(isSafeLink(value)).toBe(false);
    const parsed = link.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('V_13');
  });
});
