import type { ReactNode } from 'react';
import type { FooterVariant, HeaderVariant } from '../../shared/pages/page-types.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import type { HeadModel, LayoutModel } from './types.ts';

export const THEME_COLOR = '#1f4d2b';

/** The logo mark as the favicon, inline: no extra request, and no 404 for /favicon.ico. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="18" fill="#1f4d2b"/><path d="M10 25c0-9 6-15 17-16-1 10-7 16-16 16z" fill="#cfe3c4"/></svg>',
)}`;

function Head({ head }: { head: HeadModel }) {
  const ogType = 'website';
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      {head.description && <meta name="description" content={head.description} />}
      {head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(', ')} />}
      {head.robots ? <meta name="robots" content={head.robots} /> : head.noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" type="image/svg+xml" href={FAVICON} />
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:title" content={head.title} />
      {head.description && <meta property="og:description" content={head.description} />}
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      <meta property="og:locale" content={head.ogLocale} />
      {head.image && <meta property="og:image" content={head.image} />}
      <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={head.title} />
      {head.description && <meta name="twitter:description" content={head.description} />}
      {head.image && <meta name="twitter:image" content={head.image} />}
      <style dangerouslySetInnerHTML={{ __html: head.css }} />
      {/*
       * No first paint before the header is whole (its end tag parsed). A busy or slow browser
       * otherwise paints what it has parsed so far: the menu without its tools and languages,
       * which then widens and moves when they arrive (a layout shift; measured in Chromium 156
       * with an id on <header> itself: the paint came at its start tag). Browsers without
       * render-blocking on parsing ignore it.
       */}
      <link rel="expect" href="#site-header-end" blocking="render" />
      {/* Data, not script: the CSP's script-src does not apply to it, and the serialiser escapes "<". */}
      {head.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />}
    </head>
  );
}

/**
 * The whole HTML document of a public page: skip link, header, <main> with the blocks,
 * footer and, until the visitor chose, the cookie banner (last in the DOM, shown fixed at
 * the bottom, so it never sits between the skip link and the content).
 */
export function SiteDocument({
  head,
  layout,
  chrome,
  frameSlots = false,
  children,
}: {
  head: HeadModel;
  layout: LayoutModel;
  /** The header and footer variants of the page's type (default: the full ones). */
  chrome?: { header: HeaderVariant; footer: FooterVariant } | undefined;
  /**
   * Empty slots instead of the header and the footer, which the renderer fills with the ones it
   * keeps rendered (server/frame-fragments.tsx, issue 20).
   */
  frameSlots?: boolean;
  children: ReactNode;
}) {
  return (
    <html lang={head.lang}>
      <Head head={head} />
      <body className={layout.preview ? 'site site--preview' : 'site'}>
        <a className="skip-link" href="#main" id="top">
          {layout.t('layout.skipToContent')}
        </a>
        {layout.preview && (
          <p className="preview-ribbon" role="status">
            {layout.previewNotice ?? layout.t('preview.ribbon')}
          </p>
        )}
        {frameSlots ? <template id="cms-slot-header" /> : <SiteHeader layout={layout} variant={chrome?.header ?? 'default'} />}
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        {frameSlots ? <template id="cms-slot-footer" /> : <SiteFooter layout={layout} variant={chrome?.footer ?? 'default'} />}
        <CookieBanner layout={layout} />
      </body>
    </html>
  );
}

/** Shown when no published page answers and the locale has no page with slug "404". */
export function BuiltInNotFound({ layout }: { layout: LayoutModel }) {
  return (
    <section className="block block-not-found">
      <h1>{layout.t('notFound.title')}</h1>
      <p>{layout.t('notFound.text')}</p>
      <p>
        <a className="button button--primary" href={layout.homeHref}>
          {layout.t('notFound.home')}
        </a>
      </p>
    </section>
  );
}
