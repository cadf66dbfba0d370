import type { MenuLink } from '../../shared/menu/menu-schemas.ts';
import type { Translate } from '../i18n/ui-strings.ts';

export type SocialNetwork = 'linkedin' | 'x' | 'instagram' | 'youtube' | 'facebook';

/** A link to the same page in another locale (or the current one, marked). */
export interface LanguageLink {
  locale: string;
  label: string;
  href: string;
  current: boolean;
}

export interface FooterOffice {
  city: string;
  addressLines: string[];
  phone: string;
}

/** Everything the page frame (header, footer, banner) shows around the blocks. */
export interface LayoutModel {
  locale: string;
  t: Translate;
  companyName: string;
  homeHref: string;
  headerMenu: MenuLink[];
  footerMenu: MenuLink[];
  languages: LanguageLink[];
  mainOffice: FooterOffice | null;
  contactHref: string;
  legalLinks: { label: string; href: string }[];
  social: { network: SocialNetwork; label: string; href: string }[];
  /** Set when the visitor has not chosen yet: the banner posts back to this path. */
  consentBanner: { returnPath: string; cookiePolicyHref: string } | null;
  /** Editors' concept preview: a visible ribbon. */
  preview: boolean;
}

export interface HeadModel {
  /** Base language for <html lang>. */
  lang: string;
  title: string;
  description: string;
  keywords: string[];
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
  siteName: string;
  image: string | null;
  noindex: boolean;
  css: string;
}
