import { describe, expect, it } from 'vitest';
import { menuItemInput, menuTargetError } from './menu-schemas.ts';

const mailItem = (target: string) => menuItemInput.safeParse({ key: 'm', label: 'Mail', type: 'mail', target });

describe('mail targets (issue 15, finding 10)', () => {
  it.each([
    'mailto:info@example.org',
    'mailto:info@example.org?subject=Hello%20there',
    'mailto:first.last+tag@mail.example.co.uk?subject=Offerte&body=Beste%20collega%2C',
    'mailto:a@b.c',
  ])('accepts %s', (target) => {
    expect(menuTargetError('mail', target)).toBeNull();
    expect(mailItem(target).success).toBe(true);
  });

  it.each([
    ['an injected query', 'mailto:a@b.c?x="><svg/onload=alert(1)>'],
    ['markup in the address', 'mailto:"><svg/onload=alert(1)>@example.org'],
    ['a quote in the domain', 'mailto:info@example.org"><b>'],
    ['spaces in the query', 'mailto:info@example.org?subject=Hello there'],
    ['a query without a value', 'mailto:info@example.org?subject'],
    ['two at signs', 'mailto:info@@example.org'],
    ['no domain', 'mailto:info@'],
    ['a domain label starting with a hyphen', 'mailto:info@-example.org'],
    ['no address', 'mailto:?subject=Hi'],
    ['a broken escape', 'mailto:info@example.org?subject=%zz'],
    ['javascript', 'javascript:alert(1)//@example.org'],
  ])('refuses %s with V_12', (_name, target) => {
    expect(menuTargetError('mail', target)).toBe('V_12');
    const parsed = mailItem(target);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ message: 'V_12', path: ['target'] })]);
  });
});
