import { siteLanguage } from './ui-strings.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day-month-year as each language writes it (nl "12 maart 2025", en "12 March 2025"). */
const FORMATS = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * A calendar date ("2025-03-12") in the locale's words; null when it is not a real date. Read
 * and written in UTC: a date has no time of day, so no time zone may move it a day.
 */
export function formatDate(locale: string, isoDate: unknown): string | null {
  if (typeof isoDate !== 'string') return null;
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return null;
  return FORMATS[siteLanguage(locale)].format(date);
}
