import { describe, expect, it } from 'vitest';
import { isMailtoLink } from './mailto-link.ts';

/** Issue 15, finding 10: the mailto: rule shared by menu items and block links. */
describe('isMailtoLink', () => {
  it.each([
    'mailto:info@example.org',
    'mailto:a@b.c',
    'mailto:info@example.org?subject=Hello%20there',
    'mailto:first.last+tag@mail.example.co.uk?subject=Offerte&body=Beste%20collega%2C',
  ])('accepts %s', (value) => expect(isMailtoLink(value)).toBe(true));

  it.each([
    'mailto:a@b.c?x="><svg/onload=alert(1)>',
    'mailto:"><svg/onload=alert(1)>@example.org',
    'mailto:info@example.org"><b>',
    'mailto:info@example.org?subject=Hello there',
    'mailto:info@example.org?subject',
    'mailto:info@example.org?subject=%zz',
    'mailto:info@@example.org',
    'mailto:info@',
    'mailto:?subject=Hi',
    'MAILTO:info@example.org?x=<b>',
    'javascript:alert(1)//@example.org',
  ])('refuses %s', (value) => expect(isMailtoLink(value)).toBe(false));
});
