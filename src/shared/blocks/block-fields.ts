import { z } from 'zod';

/** Reusable prop schemas, so every block validates text, links and HTML the same way. */
export const plainText = (max = 300) => z.string({ error: 'V_12' }).max(max, 'V_14').default('');
export const requiredPlainText = (max = 300) => z.string({ error: 'V_01' }).trim().min(1, 'V_16').max(max, 'V_14');

/**
 * A link an editor typed: an internal path (/…), an anchor (#…), mailto:, tel:, or an
 * absolute http(s) URL. Anything else (javascript:, data:) is refused with V_13.
 */
export const link = z
  .string({ error: 'V_13' })
  .max(2000, 'V_14')
  .refine((value) => value === '' || isSafeLink(value), 'V_13')
  .default('');

export function isSafeLink(value: string): boolean {
  // Not "//host" nor "/\host": browsers treat both as protocol-relative links to another site.
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  if (/^#[A-Za-z0-9_-]+$/.test(value)) return true;
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(value)) return true;
  if (/^tel:\+?[0-9 ()-]{3,30}$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Rich text arrives as HTML; the server sanitises it before storing (see the pages domain). */
export const richHtml = (max = 100_000) => z.string({ error: 'V_15' }).max(max, 'V_14').default('');
