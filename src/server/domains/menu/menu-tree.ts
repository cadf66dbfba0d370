import type { ApiError } from '../../../shared/errors.ts';
import { MENU_MAX_DEPTH, type MenuItemInput } from '../../../shared/menu/menu-schemas.ts';

/**
 * Checks the structure of a flat menu list: unique keys, parents that exist, no loops, and
 * no deeper nesting than the site can show. Returns the errors with the offending item's index.
 */
export function menuStructureErrors(items: MenuItemInput[]): ApiError[] {
  const errors: ApiError[] = [];
  const indexByKey = new Map<string, number>();
  items.forEach((item, index) => {
    if (indexByKey.has(item.key)) errors.push({ code: 'V_06', property: `items.${index}.key` });
    else indexByKey.set(item.key, index);
  });
  items.forEach((item, index) => {
    if (item.parentKey === null) return;
    if (!indexByKey.has(item.parentKey)) {
      errors.push({ code: 'V_12', property: `items.${index}.parentKey` });
      return;
    }
    const seen = new Set<string>([item.key]);
    let depth = 1;
    let parent: string | null = item.parentKey;
    while (parent !== null) {
      if (seen.has(parent)) {
        errors.push({ code: 'V_07', property: `items.${index}.parentKey` });
        return;
      }
      seen.add(parent);
      depth += 1;
      const parentIndex = indexByKey.get(parent);
      parent = parentIndex === undefined ? null : (items[parentIndex]?.parentKey ?? null);
    }
    if (depth > MENU_MAX_DEPTH) errors.push({ code: 'V_12', property: `items.${index}.parentKey` });
  });
  return errors;
}

/** Parents before children, siblings in list order: the order rows can be inserted in. */
export function insertionOrder(items: MenuItemInput[]): MenuItemInput[] {
  const children = new Map<string | null, MenuItemInput[]>();
  for (const item of items) {
    const siblings = children.get(item.parentKey) ?? [];
    siblings.push(item);
    children.set(item.parentKey, siblings);
  }
  const ordered: MenuItemInput[] = [];
  const visit = (parentKey: string | null) => {
    for (const child of children.get(parentKey) ?? []) {
      ordered.push(child);
      visit(child.key);
    }
  };
  visit(null);
  return ordered;
}
