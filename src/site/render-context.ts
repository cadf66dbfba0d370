import type { BlockFile, BlockImage } from '../shared/blocks/block-media.ts';
import { defaultFileUrl, defaultImageUrl } from '../shared/site/block-media-urls.ts';
import { createTranslator, siteLanguage, type SiteLanguage, type Translate } from './i18n/ui-strings.ts';
import type { ContactFormInitial } from './browser/contact/contact-validation.ts';

export type OfficeRole = 'headquarters' | 'north' | 'university';

export interface OfficeInfo {
  /** Stable id, e.g. "culemborg". */
  id: string;
  city: string;
  role: OfficeRole;
  /** Street, postcode and city lines as they should be printed. */
  addressLines: string[];
  /** The office's phone number as written in settings; empty: none shown. */
  phone?: string;
  /** WGS84 position, used to place the office on the schematic map. */
  latitude: number;
  longitude: number;
}

export interface CompanyInfo {
  name: string;
  email: string;
  phone: string;
  offices: OfficeInfo[];
}

/** An image's intrinsic size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Everything a block needs besides its own props and loaded data. */
export interface RenderContext {
  /** Content locale of the page, e.g. "nl-nl" or "en-gb". */
  locale: string;
  /** The site's default-locale setting (addresses in it have no prefix); unset: the settings' default. */
  defaultLocale?: string;
  /** The site language that fixed UI strings are shown in (base language of locale). */
  language: SiteLanguage;
  pageId: number;
  t: Translate;
  /** URL of a block image (a file stored for this page version's block). */
  imageUrl: (pageId: number, blockKey: string, image: BlockImage) => string;
  /** URL of a block file (attachments). */
  fileUrl: (pageId: number, blockKey: string, file: BlockFile) => string;
  /**
   * The intrinsic size of the page's block images by content hash (the media library's), for
   * their width/height when they have no crop; empty when unknown (tests, samples).
   */
  imageSizes: ReadonlyMap<string, ImageSize>;
  company: CompanyInfo;
  /** The request's query (e.g. the search page's ?q=); empty when rendered for the cache. */
  searchParams?: Record<string, string>;
  /** The visitor's cookie consent (SPEC 4), so consent-bound blocks such as video can adapt. */
  consent?: ConsentState;
  /** The page's public path ("/en-gb/search"); undefined when not known (tests, samples). */
  path?: string;
  /** A contact form a browser without JavaScript posted: that block renders in this state. */
  contactForm?: ContactFormPost;
}

/** Which contact-form block was posted (its key) and the state to show it in. */
export interface ContactFormPost {
  blockKey: string;
  initial: ContactFormInitial;
}

/** Optional cookie categories the visitor agreed to; "necessary" is always on. */
export interface ConsentState {
  statistics: boolean;
  marketing: boolean;
}

/**
 * Company details until the server supplies them from settings. The addresses are
 * placeholders; the offices and their roles are fixed by SPEC 1 and 2.9.
 */
export const DEFAULT_COMPANY: CompanyInfo = {
  name: 'Verdant Ecology',
  email: 'info@example.org',
  phone: '+31 (0)345 000 000',
  offices: [
    {
      id: 'culemborg',
      city: 'Culemborg',
      role: 'headquarters',
      addressLines: ['Address to follow', 'Culemborg'],
      latitude: 51.955,
      longitude: 5.227,
    },
    {
      id: 'haren',
      city: 'Haren',
      role: 'north',
      addressLines: ['Address to follow', 'Haren (Groningen)'],
      latitude: 53.172,
      longitude: 6.605,
    },
    {
      id: 'nijmegen',
      city: 'Nijmegen',
      role: 'university',
      addressLines: ['Address to follow', 'Nijmegen'],
      latitude: 51.842,
      longitude: 5.852,
    },
  ],
};

export interface RenderContextInput {
  locale: string;
  defaultLocale?: string;
  pageId: number;
  company?: CompanyInfo;
  imageUrl?: RenderContext['imageUrl'];
  fileUrl?: RenderContext['fileUrl'];
  imageSizes?: ReadonlyMap<string, ImageSize>;
  searchParams?: Record<string, string>;
  consent?: ConsentState;
  path?: string;
  contactForm?: ContactFormPost;
}

export function createRenderContext(input: RenderContextInput): RenderContext {
  return {
    locale: input.locale,
    language: siteLanguage(input.locale),
    pageId: input.pageId,
    t: createTranslator(input.locale),
    imageUrl: input.imageUrl ?? defaultImageUrl,
    fileUrl: input.fileUrl ?? defaultFileUrl,
    imageSizes: input.imageSizes ?? new Map(),
    company: input.company ?? DEFAULT_COMPANY,
    searchParams: input.searchParams ?? {},
    consent: input.consent ?? { statistics: false, marketing: false },
    ...(input.path !== undefined ? { path: input.path } : {}),
    ...(input.defaultLocale !== undefined ? { defaultLocale: input.defaultLocale } : {}),
    ...(input.contactForm ? { contactForm: input.contactForm } : {}),
  };
}
