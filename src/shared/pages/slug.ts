import { z } from 'zod';

export const SLUG_MAX_LENGTH = 200;
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Slugs are stored without leading or trailing slashes; the home page's slug is ''.
 * Segments hold lowercase letters, digits and single hyphens.
 */
export function normalizeSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
}

export function isValidSlug(slug: string): boolean {
  if (slug === '') return true;
  if (slug.length > SLUG_MAX_LENGTH) return false;
  return slug.split('/').every((segment) => SEGMENT.test(segment));
}

/** Suggests a slug from a title: "Wildlife bridges & tunnels" -> "wildlife-bridges-tunnels". */
export function slugify(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' ')
      .replace(/[^a-z0-9/]+/g, '-')
      .replace(/-*\/-*/g, '/')
      .replace(/\/{2,}/g, '/')
      // Cut before trimming, so a cut in the middle of "-b" or "/b" cannot leave a trailing separator.
      .slice(0, SLUG_MAX_LENGTH)
      .replace(/^[-/]+|[-/]+$/g, '')
  );
}

export const slugSchema = z
  .string({ error: 'V_01' })
  .max(SLUG_MAX_LENGTH + 2, 'V_14')
  .transform(normalizeSlug)
  .refine(isValidSlug, 'V_12');
