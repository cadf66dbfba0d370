import type { Province } from '../../shared/taxonomy.ts';
import { siteLanguage, type SiteLanguage } from './ui-strings.ts';

/** The provinces as visitors know them (the project finder's region filter). */
const PROVINCE_LABELS: Record<SiteLanguage, Record<Province, string>> = {
  en: {
    GRONINGEN: 'Groningen',
    FRIESLAND: 'Friesland',
    DRENTHE: 'Drenthe',
    OVERIJSSEL: 'Overijssel',
    FLEVOLAND: 'Flevoland',
    GELDERLAND: 'Gelderland',
    UTRECHT: 'Utrecht',
    NOORD_HOLLAND: 'North Holland',
    ZUID_HOLLAND: 'South Holland',
    ZEELAND: 'Zeeland',
    NOORD_BRABANT: 'North Brabant',
    LIMBURG: 'Limburg',
  },
  nl: {
    GRONINGEN: 'Groningen',
    FRIESLAND: 'Fryslân',
    DRENTHE: 'Drenthe',
    OVERIJSSEL: 'Overijssel',
    FLEVOLAND: 'Flevoland',
    GELDERLAND: 'Gelderland',
    UTRECHT: 'Utrecht',
    NOORD_HOLLAND: 'Noord-Holland',
    ZUID_HOLLAND: 'Zuid-Holland',
    ZEELAND: 'Zeeland',
    NOORD_BRABANT: 'Noord-Brabant',
    LIMBURG: 'Limburg',
  },
};

export function provinceLabel(locale: string, province: Province): string {
  return PROVINCE_LABELS[siteLanguage(locale)][province];
}
