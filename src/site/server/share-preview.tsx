import { renderToString } from 'react-dom/server';
import { pageUrl } from '../../shared/pages/page-url.ts';
import { createTranslator, siteLanguage } from '../i18n/ui-strings.ts';

/** The share link's ribbon: "Preview of an unpublished version — link expires 4 December 2026, 14:05", in the page's language and the site's time zone. */
export function sharedPreviewNotice(locale: string, expiresAt: string, timeZone: string): string {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(expiresAt));
  return createTranslator(locale)('preview.shared', { date });
}

/**
 * 404 of a share link that is unknown, revoked or expired: a plain page in the site's default
 * language with a way home, not indexed, nothing of the page it once showed.
 */
export function plainNotFoundPage(defaultLocale: string): string {
  const t = createTranslator(defaultLocale);
  return `<!doctype html>${renderToString(
    <html lang={siteLanguage(defaultLocale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t('notFound.title')}</title>
      </head>
      <body>
        <main>
          <h1>{t('notFound.title')}</h1>
          <p>{t('notFound.text')}</p>
          <p>
            <a href={pageUrl('', defaultLocale, defaultLocale)}>{t('notFound.home')}</a>
          </p>
        </main>
      </body>
    </html>,
  )}`;
}
