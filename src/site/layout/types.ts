import type { MenuLink } from '../../shared/menu/menu-schemas.ts';
import type { Translate } from '../i18n/ui-strings.ts';
import type { ConsentState } from '../render-context.ts';

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
  /** The offices on the contact page (its offices anchor). */
  officesHref: string;
  /** Cookie policy, privacy statement, terms and (when set) the accessibility statement; each once in the footer. */
  legalLinks: { label: string; href: string }[];
  /** The company facts the footer shows (issue 17); empty ones are left out. */
  companyFacts: { email: string; kvkNumber: string; vatNumber: string };
  /**
   * The header's search field (a GET form to the search page; null on the search page itself,
   * which has the full search) and its contact call to action (issue 17).
   */
  headerTools: { searchAction: string | null; contactHref: string; phone: string };
  social: { network: SocialNetwork; label: string; href: string }[];
  /**
   * The cookie banner (SPEC 4): shown on a first visit ("first-visit"); after a choice the same
   * form stays in the page, hidden, as the "Cookie settings" panel the footer link opens
   * ("settings", pre-filled with `current`). It posts to /consent and returns to `returnPath`.
   * Null in previews.
   */
  consentBanner: {
    mode: 'first-visit' | 'settings';
    current: ConsentState;
    returnPath: string;
    cookiePolicyHref: string;
    /** The site setting consentByBrowsing (issue 17): whether the text says browsing on consents. */
    byBrowsing: boolean;
  } | null;
  /** Editors' concept preview: a visible ribbon. */
  preview: boolean;
  /** The ribbon's text when it is not the editor's (a share link's, with its expiry). */
  previewNotice?: string | undefined;
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
  /**
   * The robots meta instead of noindex's plain "noindex": a search with a query is "noindex,
   * follow" (issue 17: result lists are no pages of their own, but the pages they link are).
   */
  robots?: string;
  css: string;
  /** The page's schema.org graph, serialised safe for an inline script (structured-data/json-ld.ts); absent: none. */
  jsonLd?: string;
}
