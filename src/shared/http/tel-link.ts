/**
 * A phone number as a tel: link in international form (RFC 3966), so a phone dials it from
 * abroad too: "+31 (0)345 123 456", "0345-123456" and "0031 345 123456" all become
 * "tel:+31345123456". The "(0)" of a written international number is the trunk prefix, dialled
 * only inside the country, so it goes; a national number (leading 0) gets `countryCode` (the
 * site's offices are Dutch: 31). Null when fewer than three digits are left (no number).
 */
export function telHref(phone: string, countryCode = '31'): string | null {
  const written = phone.trim().replace(/\(\s*0\s*\)/g, '');
  const digits = written.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (written.startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+${countryCode}${digits.slice(1)}`;
  // A short service number (112, 14 024): dialled as it is.
  return `tel:${digits}`;
}
