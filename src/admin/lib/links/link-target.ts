import type { ApiError } from '../../../shared/errors.ts';
import { MENU_LINK_TYPES, menuTargetError, type MenuLinkType } from '../../../shared/menu/menu-schemas.ts';

/**
 * The five link types of SPEC 2.7, shared by the menu editor and the rich-text link dialog:
 * external (whole URL), internal (a page, optional #anchor), anchor (#name on the current
 * page), mail (mailto:) and phone (tel:).
 */
export type LinkKind = MenuLinkType;
export const LINK_KINDS = MENU_LINK_TYPES;

/** A page an internal link points at, as the page search finds it. */
export interface LinkPage {
  id: number;
  title: string;
  url: string;
  published: boolean;
}

/** The fields that describe a link's target; which are shown depends on the type. */
export interface LinkTargetForm {
  type: LinkKind;
  url: string;
  anchorName: string;
  email: string;
  phone: string;
  /** Optional #anchor on an internal link. */
  internalAnchor: string;
  page: LinkPage | null;
}

/** The form field that carries each link type's target (where a `target` error is shown). */
export const TARGET_FIELD: Record<LinkKind, keyof LinkTargetForm> = {
  external: 'url',
  internal: 'internalAnchor',
  anchor: 'anchorName',
  mail: 'email',
  phone: 'phone',
};

export const emptyLinkTarget = (type: LinkKind = 'external', page: LinkPage | null = null): LinkTargetForm => ({
  type,
  url: '',
  anchorName: '',
  email: '',
  phone: '',
  internalAnchor: '',
  page,
});

const stripPrefix = (value: string, prefix: string) => (value.toLowerCase().startsWith(prefix) ? value.slice(prefix.length) : value);

/** The form of a stored target (the menu's shape: internal links keep only their #anchor). */
export function formFromTarget(type: LinkKind, target: string, page: LinkPage | null): LinkTargetForm {
  const form = emptyLinkTarget(type, page);
  if (type === 'external') form.url = target;
  if (type === 'anchor') form.anchorName = stripPrefix(target, '#');
  if (type === 'mail') form.email = stripPrefix(target, 'mailto:');
  if (type === 'phone') form.phone = stripPrefix(target, 'tel:');
  if (type === 'internal') form.internalAnchor = stripPrefix(target, '#');
  return form;
}

/**
 * SPEC 2.7: external = whole link, anchor = # plus name, mail = mailto:, phone = tel:,
 * internal = optional #anchor (the page is kept apart). A tel: URI has no spaces (RFC 3966),
 * so the spaces people type in a number are left out.
 */
export function targetFromForm(form: LinkTargetForm): string {
  switch (form.type) {
    case 'external':
      return form.url.trim();
    case 'anchor':
      return `#${stripPrefix(form.anchorName.trim(), '#')}`;
    case 'mail':
      return `mailto:${stripPrefix(form.email.trim(), 'mailto:')}`;
    case 'phone':
      return `tel:${stripPrefix(form.phone.trim(), 'tel:').replace(/\s+/g, '')}`;
    case 'internal': {
      const anchor = stripPrefix(form.internalAnchor.trim(), '#');
      return anchor ? `#${anchor}` : '';
    }
  }
}

/** The whole href, as a link in a text stores it: an internal link is the page's address plus its anchor. */
export function hrefFromForm(form: LinkTargetForm): string {
  const target = targetFromForm(form);
  return form.type === 'internal' ? `${form.page?.url ?? ''}${target}` : target;
}

/** A text for a new link when none is selected: what the editor chose or typed. */
export function linkTextFromForm(form: LinkTargetForm): string {
  switch (form.type) {
    case 'internal':
      return form.page?.title ?? '';
    case 'anchor':
      return stripPrefix(form.anchorName.trim(), '#');
    case 'external':
      return form.url.trim();
    case 'mail':
      return stripPrefix(form.email.trim(), 'mailto:');
    case 'phone':
      return stripPrefix(form.phone.trim(), 'tel:');
  }
}

/**
 * The form of an href found in a text. A path is an internal link; which page it is is not
 * known from the href alone, so the page shows as its address (id 0) until another is chosen.
 */
export function formFromHref(href: string): LinkTargetForm {
  const value = href.trim();
  const lower = value.toLowerCase();
  if (lower.startsWith('mailto:')) return formFromTarget('mail', value, null);
  if (lower.startsWith('tel:')) return formFromTarget('phone', value, null);
  if (value.startsWith('#')) return formFromTarget('anchor', value, null);
  if (value.startsWith('/')) {
    const hash = value.indexOf('#');
    const url = hash < 0 ? value : value.slice(0, hash);
    const anchor = hash < 0 ? '' : value.slice(hash);
    return formFromTarget('internal', anchor, { id: 0, title: url, url, published: true });
  }
  return formFromTarget('external', value, null);
}

/** The target checked as the menu editor checks it; errors name the form field of the type. */
export function validateLinkTarget(form: LinkTargetForm): ApiError[] {
  if (form.type === 'internal' && !form.page) return [{ code: 'V_01', property: 'page' }];
  const code = menuTargetError(form.type, targetFromForm(form));
  return code ? [{ code, property: TARGET_FIELD[form.type] }] : [];
}

/** Whether a failed page search was refused for a too short term (V_12 on searchTerm, SPEC 5). */
export function isTooShortSearch(errors: ApiError[]): boolean {
  return errors.some((error) => error.code === 'V_12' && error.property === 'searchTerm');
}
