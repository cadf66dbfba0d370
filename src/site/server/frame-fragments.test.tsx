import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/ui-strings.ts';
import { SiteDocument } from '../layout/SiteDocument.tsx';
import type { HeadModel, LayoutModel } from '../layout/types.ts';
import { EncodedText, joinPieces } from './document-pieces.ts';
import { FOOTER_SLOT, FrameFragments, HEADER_SLOT, STYLESHEET_SLOT, assembleDocument, stylesheetPiece } from './frame-fragments.tsx';

const kept = (text: string) => new EncodedText(text);

/** Issue 20: the header and footer the renderer keeps rendered are the bytes rendering them in the document gives. */
function layout(overrides: Partial<LayoutModel> = {}): LayoutModel {
  return {
    locale: 'nl-nl',
    t: createTranslator('nl-nl'),
    companyName: 'Verdant & Co',
    homeHref: '/',
    headerMenu: [{ label: 'Diensten', href: '/diensten', openInNewTab: false, children: [] }],
    footerMenu: [{ label: 'Over ons', href: '/over-ons', openInNewTab: false, children: [] }],
    languages: [
      { locale: 'nl-nl', label: 'Nederlands', href: '/', current: true },
      { locale: 'en-gb', label: 'English', href: '/en-gb', current: false },
    ],
    mainOffice: { city: 'Culemborg', addressLines: ['Stationsweg 1', '4101 AA Culemborg'], phone: '+31 345 000 000' },
    officesHref: '/contact#kantoren',
    legalLinks: [{ label: 'Cookieverklaring', href: '/cookieverklaring' }],
    companyFacts: { email: 'info@example.org', kvkNumber: '00000000', vatNumber: 'NL000000000B01' },
    headerTools: { searchAction: '/zoeken', contactHref: '/contact', phone: '+31 345 000 000' },
    social: [{ network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/x' }],
    consentBanner: {
      mode: 'first-visit',
      current: { statistics: false, marketing: false },
      returnPath: '/',
      cookiePolicyHref: '/cookieverklaring',
      byBrowsing: false,
    },
    preview: false,
    ...overrides,
  } as LayoutModel;
}

const head: HeadModel = {
  lang: 'nl',
  title: 'Home | Verdant & Co',
  description: '',
  keywords: [],
  canonical: null,
  alternates: [],
  ogLocale: 'nl_NL',
  siteName: 'Verdant & Co',
  image: null,
  noindex: false,
  css: '',
};

function both(model: LayoutModel, chrome: { header: 'default' | 'compact'; footer: 'default' | 'compact' }, fragments: FrameFragments) {
  const whole = renderToString(
    <SiteDocument head={head} layout={model} chrome={chrome}>
      <p>Body</p>
    </SiteDocument>,
  );
  const slotted = renderToString(
    <SiteDocument head={head} layout={model} chrome={chrome} frameSlots>
      <p>Body</p>
    </SiteDocument>,
  );
  const parts = { header: fragments.header(model, chrome.header), footer: fragments.footer(model, chrome.footer), islands: null };
  return { whole: `<!doctype html>${whole}`, filled: joinPieces(assembleDocument(slotted, parts)) };
}

describe('FrameFragments', () => {
  it('fills the slots with the bytes the document renders in place, per variant and input', () => {
    const fragments = new FrameFragments();
    const cases = [
      both(layout(), { header: 'default', footer: 'default' }, fragments),
      both(layout(), { header: 'compact', footer: 'compact' }, fragments),
      // Another page's translations, another search action, no banner (a chosen consent is still a banner: the settings).
      both(
        layout({
          languages: [{ locale: 'nl-nl', label: 'Nederlands', href: '/over', current: true }],
          headerTools: { searchAction: null, contactHref: '/contact', phone: '' },
        }),
        { header: 'default', footer: 'default' },
        fragments,
      ),
      both(
        layout({ consentBanner: null, locale: 'en-gb', t: createTranslator('en-gb') }),
        { header: 'default', footer: 'default' },
        fragments,
      ),
    ];
    for (const { whole, filled } of cases) expect(filled).toBe(whole);
    expect(new Set(cases.map((entry) => entry.whole)).size).toBe(cases.length);
  });

  it('renders a fragment again when what it shows changed', () => {
    const fragments = new FrameFragments();
    expect(fragments.footer(layout(), 'default').text).toContain('Over ons');
    const renamed = layout({ footerMenu: [{ label: 'Wie wij zijn', href: '/over-ons', openInNewTab: false, children: [] }] });
    expect(fragments.footer(renamed, 'default').text).toContain('Wie wij zijn');
    expect(fragments.header(layout(), 'default').text).toContain('/en-gb');
    expect(fragments.header(layout({ languages: [] }), 'default').text).not.toContain('/en-gb');
  });

  it('refuses a document without its slots', () => {
    expect(() =>
      assembleDocument('<body></body>', { header: kept('<header></header>'), footer: kept('<footer></footer>'), islands: null }),
    ).toThrow();
  });
});

describe('assembleDocument', () => {
  const assets = { scripts: ['/site-assets/main-abc.js'], styles: ['/site-assets/main-abc.css'] };
  const document = (body: string) => `<html><head><title>t</title></head><body>${HEADER_SLOT}${body}${FOOTER_SLOT}</body></html>`;
  const styles = '<link rel="stylesheet" href="/site-assets/main-abc.css">';
  const scripts = '<script type="module" src="/site-assets/main-abc.js"></script>';

  it('adds the islands only to pages that contain one, in the document or in a fragment', () => {
    const plain = { header: kept('<header></header>'), footer: kept('<footer></footer>'), islands: assets };
    expect(joinPieces(assembleDocument(document('<p>x</p>'), plain))).toBe(
      '<!doctype html><html><head><title>t</title></head><body><header></header><p>x</p><footer></footer></body></html>',
    );
    expect(joinPieces(assembleDocument(document('<div data-island="video-consent"></div>'), plain))).toBe(
      `<!doctype html><html><head><title>t</title>${styles}</head><body><header></header><div data-island="video-consent"></div><footer></footer>${scripts}</body></html>`,
    );
    const islandInHeader = { ...plain, header: kept('<header><div data-island="menu"></div></header>') };
    expect(joinPieces(assembleDocument(document('<p>x</p>'), islandInHeader))).toBe(
      `<!doctype html><html><head><title>t</title>${styles}</head><body><header><div data-island="menu"></div></header><p>x</p><footer></footer>${scripts}</body></html>`,
    );
  });

  it('puts the kept stylesheet in its slot, and refuses a document without the slot', () => {
    const withSlot = `<html><head><style>${STYLESHEET_SLOT}</style></head><body>${HEADER_SLOT}<p>x</p>${FOOTER_SLOT}</body></html>`;
    const parts = {
      header: kept('<header></header>'),
      footer: kept('<footer></footer>'),
      islands: null,
      stylesheet: stylesheetPiece('p{color:red}'),
    };
    expect(joinPieces(assembleDocument(withSlot, parts))).toBe(
      '<!doctype html><html><head><style>p{color:red}</style></head><body><header></header><p>x</p><footer></footer></body></html>',
    );
    expect(stylesheetPiece('p{color:red}')).toBe(parts.stylesheet);
    // A title may hold the slot's text; only the <style> element's is replaced.
    const titled = withSlot.replace('<head>', `<head><title>${STYLESHEET_SLOT}</title>`);
    expect(joinPieces(assembleDocument(titled, parts))).toContain(`<title>${STYLESHEET_SLOT}</title><style>p{color:red}</style>`);
    expect(() => assembleDocument(document('<p>x</p>'), parts)).toThrow(/stylesheet/);
  });

  it('leaves the islands out when they are not built', () => {
    const parts = { header: kept(''), footer: kept(''), islands: null };
    expect(joinPieces(assembleDocument(document('<div data-island="video-consent"></div>'), parts))).toBe(
      '<!doctype html><html><head><title>t</title></head><body><div data-island="video-consent"></div></body></html>',
    );
  });
});
