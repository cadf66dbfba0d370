import type { BreadcrumbItem } from '../../layout/Breadcrumbs.tsx';
import type { JsonLdNode } from './json-ld.ts';

/**
 * schema.org BreadcrumbList from the trail the page shows (home first, the page itself last),
 * so the visible breadcrumbs and the structured data never disagree. Null for the home page.
 */
export function breadcrumbListNode(trail: readonly BreadcrumbItem[], publicUrl: string): JsonLdNode | null {
  const current = trail.at(-1);
  if (trail.length < 2 || !current) return null;
  return {
    '@type': 'BreadcrumbList',
    '@id': `${publicUrl}${current.href}#breadcrumb`,
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${publicUrl}${item.href}`,
    })),
  };
}
