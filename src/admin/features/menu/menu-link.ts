import type { ApiError } from '../../../shared/errors.ts';
import { menuItemInput, MENU_MAX_DEPTH, type MenuLinkType } from '../../../shared/menu/menu-schemas.ts';
import { emptyLinkTarget, formFromTarget, TARGET_FIELD, targetFromForm, type LinkTargetForm } from '../../lib/links/link-target.ts';
import { validateWith } from '../../lib/validation.ts';
import type { FlatMenuItem, MenuItem } from './menu-tree.ts';

/** The fields of the edit form: the link target (shared with rich-text links) plus label and new tab. */
export interface LinkForm extends LinkTargetForm {
  label: string;
  openInNewTab: boolean;
}

export { targetFromForm };

/** Form values from a stored item (a new item starts as an external link). */
export function formFromItem(item: MenuItem | null): LinkForm {
  const target = item ? formFromTarget(item.type, item.target, item.page) : emptyLinkTarget();
  return { ...target, label: item?.label ?? '', openInNewTab: item?.openInNewTab ?? false };
}

/** The item the form describes (key and parent kept from `base`). */
export function itemFromForm(form: LinkForm, base: Pick<MenuItem, 'key' | 'parentKey'>): MenuItem {
  const internal = form.type === 'internal';
  return {
    key: base.key,
    parentKey: base.parentKey,
    label: form.label.trim(),
    type: form.type,
    target: targetFromForm(form),
    pageId: internal ? (form.page?.id ?? null) : null,
    page: internal ? form.page : null,
    broken: false,
    openInNewTab: form.openInNewTab,
  };
}

/** Moves errors of the schema's properties (target, pageId) to the form fields that show them. */
export function mapErrorToForm(error: ApiError, type: MenuLinkType): ApiError {
  if (error.property === 'target') return { ...error, property: TARGET_FIELD[type] };
  if (error.property === 'pageId') return { ...error, property: 'page' };
  return error;
}

/** Client-side check of one item with the shared schema; errors use the form's field names. */
export function validateLinkForm(form: LinkForm): ApiError[] {
  const item = itemFromForm(form, { key: 'check', parentKey: null });
  const result = validateWith(menuItemInput, item);
  return result.ok ? [] : result.errors.map((error) => mapErrorToForm(error, form.type));
}

/** Every item checked before saving: schema errors per key, plus depth beyond the limit. */
export function validateMenu(items: FlatMenuItem[]): Map<string, ApiError[]> {
  const byKey = new Map<string, ApiError[]>();
  for (const item of items) {
    const result = validateWith(menuItemInput, item);
    const errors = result.ok ? [] : result.errors;
    if (item.depth >= MENU_MAX_DEPTH) errors.push({ code: 'V_07', property: 'parentKey' });
    if (errors.length > 0) byKey.set(item.key, errors);
  }
  return byKey;
}

/**
 * The server reports item errors as `items.N.property`; the list it validated is the one we
 * sent, so N maps back to a key. Errors not about one item are returned as general.
 */
export function serverErrorsByItem(rawErrors: unknown, sent: MenuItem[]): { byKey: Map<string, ApiError[]>; general: ApiError[] } {
  const byKey = new Map<string, ApiError[]>();
  const general: ApiError[] = [];
  const list = Array.isArray(rawErrors) ? rawErrors : [];
  for (const entry of list) {
    const code = (entry as { code?: unknown })?.code;
    if (typeof code !== 'string') continue;
    const property = (entry as { property?: unknown }).property;
    const match = typeof property === 'string' ? /^items\.(\d+)(?:\.(.+))?$/.exec(property) : null;
    const item = match ? sent[Number(match[1])] : undefined;
    if (!item) {
      general.push({ code: code as ApiError['code'] });
      continue;
    }
    const error: ApiError = { code: code as ApiError['code'] };
    if (match?.[2]) error.property = match[2];
    byKey.set(item.key, [...(byKey.get(item.key) ?? []), error]);
  }
  return { byKey, general };
}

/** The href an item would get on the site, for showing next to it in the tree. */
export function describeTarget(item: MenuItem): string {
  if (item.type === 'internal') return `${item.page?.url ?? ''}${item.target}`;
  return item.target;
}
