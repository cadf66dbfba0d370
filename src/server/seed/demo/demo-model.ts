import type { BlockType } from '../../../shared/blocks/definitions.ts';
import type { PageTypeId } from '../../../shared/pages/page-types.ts';
import type { CompanySettings } from '../../../shared/schemas/company.ts';
import { slugify } from '../../../shared/pages/slug.ts';
import type { ImageKey } from './demo-image-catalog.ts';

export type Lang = 'nl' | 'en';
export const LOCALE_OF: Record<Lang, string> = { nl: 'nl-nl', en: 'en-gb' };

/** The demo's public tags: each page is tagged in its own language. */
export const DEMO_TAGS = {
  nature: { nl: 'Natuur', en: 'Nature' },
  ecology: { nl: 'Ecologie', en: 'Ecology' },
  bats: { nl: 'Vleermuizen', en: 'Bats' },
  otters: { nl: 'Otters', en: 'Otters' },
  meadowBirds: { nl: 'Weidevogels', en: 'Meadow birds' },
  innovation: { nl: 'Innovatie', en: 'Innovation' },
  natureInclusiveBuilding: { nl: 'Natuurinclusief bouwen', en: 'Nature-inclusive building' },
  edna: { nl: 'eDNA', en: 'eDNA' },
} as const satisfies Record<string, Record<Lang, string>>;

export type DemoTag = keyof typeof DEMO_TAGS;
export type LocalTags = Record<Lang, string[]>;

/** Tags by id, as the names of each language. */
export function demoTags(...ids: DemoTag[]): LocalTags {
  return { nl: ids.map((id) => DEMO_TAGS[id].nl), en: ids.map((id) => DEMO_TAGS[id].en) };
}

/** A block as the content files write it: images by catalogue key, alt text comes from the catalogue per language. */
export interface BlockSpec {
  type: BlockType;
  props: Record<string, unknown>;
  anchorPoint?: string;
  images?: Record<string, ImageKey[]>;
}

export interface LocalPage {
  slug: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  blocks: BlockSpec[];
  /** Merged over the page's typeData for this language (e.g. a team member's specialism). */
  typeData?: Record<string, unknown>;
}

export interface DemoPage {
  /** Stable id within the demo content, used by menus and tests. */
  id: string;
  type: PageTypeId;
  typeData: Record<string, unknown>;
  /** Social image (seoImage), also the page's thumbnail in listings. */
  image?: ImageKey;
  /** Public tags, in the page's language. */
  tags?: LocalTags;
  nl: LocalPage;
  en: LocalPage;
}

/** What the texts are built from: the company as configured in settings, never a hard-coded name. */
export interface DemoContext {
  company: string;
  companySlug: string;
  email: string;
  phone: string;
  headquarters: string;
  offices: CompanySettings['offices'];
}

export function demoContext(company: CompanySettings): DemoContext {
  const headquarters = company.offices.find((office) => office.role === 'headquarters') ?? company.offices[0];
  return {
    company: company.name,
    companySlug: slugify(company.name) || 'ons-bureau',
    email: company.email,
    phone: company.phone,
    headquarters: headquarters?.city ?? 'Culemborg',
    offices: company.offices,
  };
}

/** The about page's slug: SPEC 2.9 has the home's about button go to /over-{company} in both languages. */
export const aboutSlug = (c: DemoContext) => `over-${c.companySlug}`;

/** The about page's address in a language: /over-{company}, or /en-gb/over-{company} for the English page. */
export const aboutPath = (c: DemoContext, lang: Lang) => (lang === 'nl' ? `/${aboutSlug(c)}` : `/en-gb/${aboutSlug(c)}`);

/** "A, B and C" / "A, B en C". */
export function listText(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'nl' ? 'en' : 'and'} ${items[items.length - 1]}`;
}

/** Cities of the offices other than the headquarters, as running text. */
export const otherOfficeCities = (c: DemoContext, lang: Lang) =>
  listText(
    c.offices.filter((office) => office.city !== c.headquarters).map((office) => office.city),
    lang,
  );

/** Cities of every office, as running text. */
export const officeCities = (c: DemoContext, lang: Lang) =>
  listText(
    c.offices.map((office) => office.city),
    lang,
  );

type Button = { label: string; link: string; variant?: 'primary' | 'secondary' };
type Card = { title: string; text: string; linkLabel: string; link: string };

export const b = {
  hero: (title: string, subtitle: string, image: ImageKey, buttons: Button[] = []): BlockSpec => ({
    type: 'hero',
    props: { title, subtitle, buttons },
    images: { background: [image] },
  }),
  header: (title: string, intro = ''): BlockSpec => ({ type: 'pageHeader', props: { title, intro } }),
  rich: (html: string, anchorPoint?: string): BlockSpec => ({ type: 'richText', props: { html }, ...(anchorPoint ? { anchorPoint } : {}) }),
  image: (image: ImageKey, caption = ''): BlockSpec => ({ type: 'image', props: { caption }, images: { image: [image] } }),
  textImage: (
    title: string,
    html: string,
    image: ImageKey,
    imagePosition: 'left' | 'right' = 'right',
    buttons: Button[] = [],
    anchorPoint?: string,
  ): BlockSpec => ({
    type: 'textWithImage',
    props: { title, html, imagePosition, buttons },
    images: { image: [image] },
    ...(anchorPoint ? { anchorPoint } : {}),
  }),
  buttons: (buttons: Button[]): BlockSpec => ({ type: 'buttons', props: { buttons } }),
  cards: (title: string, cards: Card[], images: ImageKey[]): BlockSpec => ({
    type: 'threeCards',
    props: { title, cards },
    images: { cards: images },
  }),
  quote: (text: string, author: string, role: string): BlockSpec => ({ type: 'quote', props: { text, author, role } }),
  pageList: (title: string, pageType: 'theme' | 'service' | 'project' | 'innovation' | 'news' | 'team', limit = 12): BlockSpec => ({
    type: 'pageList',
    props: { title, pageType, limit },
  }),
  related: (title: string, filter: { theme?: string; service?: string }, limit = 6): BlockSpec => ({
    type: 'relatedProjects',
    props: { title, theme: filter.theme ?? 'NONE', service: filter.service ?? 'NONE', limit },
  }),
  teamMembers: (title: string, intro: string): BlockSpec => ({
    type: 'teamMembers',
    props: { title, intro, groups: ['MANAGEMENT', 'HEAD_OF_DEPARTMENT', 'TEAM_LEADERS', 'RESEARCHERS_AND_ADVISORS', 'SUPPORT'] },
  }),
  member: (
    props: { name: string; function: string; description: string; specialties: string[]; professionalNetworkUrl: string },
    portrait: ImageKey,
  ): BlockSpec => ({
    type: 'teamMember',
    props,
    images: { portrait: [portrait] },
  }),
  offices: (title: string, anchorPoint: string): BlockSpec => ({ type: 'officesMap', props: { title }, anchorPoint }),
  contactForm: (title: string, intro: string, anchorPoint: string): BlockSpec => ({
    type: 'contactForm',
    props: { title, intro },
    anchorPoint,
  }),
  search: (title: string, placeholder: string): BlockSpec => ({ type: 'searchBox', props: { title, placeholder } }),
  cta: (title: string, text: string, buttons: Button[]): BlockSpec => ({ type: 'callToAction', props: { title, text, buttons } }),
};

/** Paragraphs to HTML. */
export const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
export const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
