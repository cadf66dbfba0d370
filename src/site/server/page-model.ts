import type { PageDto, PageSibling } from '../../shared/pages/page-dto.ts';
import { pageUrl, resolvePublicPath } from '../../shared/pages/page-url.ts';
import { LOCALES, baseLanguage } from '../../shared/locales.ts';
import type { CompanySettings } from '../../shared/schemas/company.ts';
import type { SiteSettings } from '../../shared/schemas/settings.ts';
import type { MenuLink } from '../../shared/menu/menu-schemas.ts';
import { DEFAULT_COMPANY as SITE_DEFAULT_COMPANY, type CompanyInfo, type ConsentState, type OfficeInfo } from '../render-context.ts';
import { createTranslator, siteRoute, type Translate } from '../i18n/ui-strings.ts';
import type { HeadModel, LayoutModel, SocialNetwork } from '../layout/types.ts';

/** Fixed pages the frame links to; `offices` is the anchor of the offices block on the contact page (seeded anchorPoint). */
const LEGAL_SLUGS: Record<
  'en' | 'nl',
  { cookiePolicy: string; privacyStatement: string; terms: string; contact: string; offices: string }
> = {
  en: {
    cookiePolicy: 'cookie-policy',
    privacyStatement: 'privacy-statement',
    terms: 'terms-and-conditions',
    contact: 'contact',
    offices: 'offices',
  },
  nl: {
    cookiePolicy: 'cookieverklaring',
    privacyStatement: 'privacyverklaring',
    terms: 'algemene-voorwaarden',
    contact: 'contact',
    offices: 'kantoren',
  },
};

/** Slugs of the pages that inform about cookie consent, in every site language. */
const CONSENT_INFORMATION_SLUGS = new Set(Object.values(LEGAL_SLUGS).flatMap((slugs) => [slugs.cookiePolicy, slugs.privacyStatement]));

/**
 * Whether a public path is the cookie policy or the privacy statement, in any language, with
 * or without a locale prefix (SPEC 2.9 routes). Reading them is no "continuing to browse".
 * Decided from the path alone: the first segment is taken as a locale when it is one.
 */
export function isConsentInformationPath(path: string): boolean {
  const { slug } = resolvePublicPath(path, Object.keys(LOCALES), '');
  return CONSENT_INFORMATION_SLUGS.has(slug);
}

/** What may stand between a title and the site name an editor already ended it with ("Projecten | Verdant Ecology"). */
const SITE_NAME_SEPARATOR = /(?:\s[-|\u2013\u2014·]|[:|])\s*$/;

/**
 * The document title: the page's (SEO) title, then " | {company}", so every title ends with
 * the site name the same way (issue 17: "About Verdant Ecology" had no suffix, unlike every
 * other page). A title the editor already ended with a separator and the name is used as it is.
 */
export function documentTitle(baseTitle: string, companyName: string): string {
  const base = baseTitle.trim();
  const company = companyName.trim();
  if (!company) return base;
  if (!base || base.toLocaleLowerCase() === company.toLocaleLowerCase()) return company;
  const endsWithName = base.toLocaleLowerCase().endsWith(company.toLocaleLowerCase());
  return endsWithName && SITE_NAME_SEPARATOR.test(base.slice(0, -company.length)) ? base : `${base} | ${company}`;
}

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
};

/** Settings company details in the renderer's shape. Offices without a known map role or position borrow the defaults. */
export function toCompanyInfo(company: CompanySettings): CompanyInfo {
  const offices: OfficeInfo[] = company.offices.flatMap((office) => {
    if (office.role === 'other') return [];
    const fallback = SITE_DEFAULT_COMPANY.offices.find((candidate) => candidate.role === office.role);
    return [
      {
        id: office.id,
        city: office.city,
        role: office.role,
        addressLines: office.addressLines,
        // The headquarters falls back to the company's number, as the footer does.
        phone: office.phone || (office.role === 'headquarters' ? company.phone : ''),
        latitude: office.latitude ?? fallback?.latitude ?? 52.1,
        longitude: office.longitude ?? fallback?.longitude ?? 5.3,
      },
    ];
  });
  return { name: company.name, email: company.email, phone: company.phone, offices };
}

/** The settings' share image (og:image of a page without its own), absolute; null when none is set. */
function shareImageFallback(company: CompanySettings, absolute: (path: string) => string): string | null {
  const image = company.shareImageUrl;
  if (!image) return null;
  return image.startsWith('/') ? absolute(image) : image;
}

/**
 * The footer menu without the links the footer shows in its own columns (legal pages, other
 * offices): editors put them in the menu too, and the footer listed each twice (issue 17).
 */
function withoutLinks(items: MenuLink[], hrefs: ReadonlySet<string>): MenuLink[] {
  return items
    .filter((item) => !hrefs.has(item.href))
    .map((item) => (item.children.length > 0 ? { ...item, children: withoutLinks(item.children, hrefs) } : item));
}

export interface SiteFrameInput {
  /** The public menus of the page's locale. */
  menus: Record<'header' | 'footer', MenuLink[]>;
  settings: SiteSettings;
  company: CompanySettings;
  locale: string;
  /** The page shown and its translations; null for the built-in 404. */
  page: PageDto | null;
  siblings: PageSibling[];
  publicUrl: string;
  returnPath: string;
  /**
   * The visitor's cookie choice: null while they have not chosen (the banner shows), else
   * the choice, which the footer's "Cookie settings" panel shows pre-filled. Previews have neither.
   */
  consent: ConsentState | null;
  preview: boolean;
  /** The preview ribbon's text instead of the editor's (a share link's). */
  previewNotice?: string | undefined;
  noindex: boolean;
  css: string;
  /**
   * Kept on the language switcher's links ("?q=otter&type=project"): on the search page the
   * other language opens with the same search. Empty or absent: plain links.
   */
  languageQuery?: string;
}

function languageKey(locale: string): 'en' | 'nl' {
  return baseLanguage(locale) === 'nl' ? 'nl' : 'en';
}

function ogLocale(locale: string): string {
  const [language, region] = locale.split('-');
  return region ? `${language}_${region.toUpperCase()}` : (language ?? locale);
}

/** Head and frame of a page: title, alternates, social image, menus, languages, footer. */
export function buildFrame(input: SiteFrameInput): { head: HeadModel; layout: LayoutModel; t: Translate } {
  const { settings, company, locale, page } = input;
  const t = createTranslator(locale);
  const url = (slug: string, pageLocale = locale) => pageUrl(slug, pageLocale, settings.defaultLocale);
  const absolute = (path: string) => `${input.publicUrl}${path}`;
  const { menus } = input;

  const translations = page
    ? [
        { locale: page.locale, url: page.url, current: true },
        ...input.siblings
          .filter((sibling) => sibling.published || input.preview)
          .map((sibling) => ({ locale: sibling.locale, url: sibling.url, current: false })),
      ]
        .filter((entry) => settings.availableLocales.includes(entry.locale as never))
        .sort((a, b) => settings.availableLocales.indexOf(a.locale as never) - settings.availableLocales.indexOf(b.locale as never))
    : [];
  const alternates = translations.map((entry) => ({ hreflang: entry.locale, href: absolute(entry.url) }));
  const defaultVersion = translations.find((entry) => entry.locale === settings.defaultLocale);
  if (alternates.length > 0 && defaultVersion) alternates.push({ hreflang: 'x-default', href: absolute(defaultVersion.url) });

  const version = page?.pageVersion;
  const seoImage = version?.seoImage?.[0];
  const baseTitle = page ? version?.seoTitle || page.title : t('notFound.title');
  const head: HeadModel = {
    lang: baseLanguage(locale),
    title: documentTitle(baseTitle, company.name),
    description: version?.seoDescription ?? '',
    keywords: version?.seoKeywords ?? [],
    canonical: page && !input.noindex ? absolute(page.url) : null,
    alternates: input.noindex ? [] : alternates,
    ogLocale: ogLocale(locale),
    siteName: company.name,
    image:
      page && seoImage
        ? absolute(`/api/medialib/get-page-file/${page.id}/seo_image/${seoImage.hash}/${encodeURIComponent(seoImage.fileName)}`)
        : shareImageFallback(company, absolute),
    noindex: input.noindex,
    css: input.css,
  };

  const legal = LEGAL_SLUGS[languageKey(locale)];
  const notFoundPage = page?.slug === '404';
  const officesHref = `${url(legal.contact)}#${legal.offices}`;
  const searchPath = siteRoute(locale, 'search', settings.defaultLocale);
  const legalLinks = [
    { label: t('layout.cookiePolicy'), href: url(legal.cookiePolicy) },
    { label: t('layout.privacyStatement'), href: url(legal.privacyStatement) },
    { label: t('layout.terms'), href: url(legal.terms) },
    ...(company.accessibilityStatementPath ? [{ label: t('layout.accessibility'), href: company.accessibilityStatementPath }] : []),
  ];
  const mainOffice = company.offices.find((office) => office.role === 'headquarters') ?? company.offices[0];
  const layout: LayoutModel = {
    locale,
    t,
    companyName: company.name,
    homeHref: url(''),
    headerMenu: menus.header,
    footerMenu: withoutLinks(menus.footer, new Set([...legalLinks.map((link) => link.href), officesHref])),
    languages: translations.map((entry) => ({
      locale: entry.locale,
      label: (LOCALES as Record<string, string>)[entry.locale] ?? entry.locale,
      // The "404" page's translations are no destination (/en-gb/404): each language's home is.
      href: notFoundPage ? url('', entry.locale) : `${entry.url}${input.languageQuery ?? ''}`,
      current: entry.current,
    })),
    mainOffice: mainOffice
      ? { city: mainOffice.city, addressLines: mainOffice.addressLines, phone: mainOffice.phone || company.phone }
      : null,
    officesHref,
    legalLinks,
    companyFacts: { email: company.email, kvkNumber: company.kvkNumber, vatNumber: company.vatNumber },
    headerTools: {
      searchAction: page?.url === searchPath ? null : searchPath,
      contactHref: siteRoute(locale, 'contact', settings.defaultLocale),
      phone: company.phone,
    },
    social: (Object.keys(SOCIAL_LABELS) as SocialNetwork[])
      .filter((network) => company.social[network])
      .map((network) => ({ network, label: SOCIAL_LABELS[network], href: company.social[network] })),
    consentBanner: input.preview
      ? null
      : {
          mode: input.consent ? 'settings' : 'first-visit',
          current: input.consent ?? { statistics: false, marketing: false },
          returnPath: input.returnPath,
          cookiePolicyHref: url(legal.cookiePolicy),
          byBrowsing: settings.consentByBrowsing,
        },
    preview: input.preview,
    previewNotice: input.previewNotice,
  };
  return { head, layout, t };
}
