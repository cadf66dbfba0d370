import type { FunctionGroup, FunctionTitle, Service, Theme } from '../../shared/taxonomy.ts';
import type { PageTypeId } from '../../shared/pages/page-types.ts';
import { baseLanguage } from '../../shared/locales.ts';
import { pageUrl } from '../../shared/pages/page-url.ts';

/**
 * Fixed UI strings of the public site (SPEC 1: the site has English and Dutch). English is
 * the reference: its keys are the type, and Dutch must provide every one of them.
 * `{name}` placeholders are filled in by `t(key, { name: … })`.
 */
const en = {
  'common.readMore': 'Read more',
  'common.readMoreAbout': 'Read more about {title}',
  'common.moreInfo': 'More info',
  'common.moreInfoAbout': 'More info about {name}',
  'common.required': 'required',
  'common.optional': 'optional',
  'common.externalLink': '(opens external site)',
  'richText.attachments': 'Downloads',
  'richText.download': 'Download {fileName}',
  'video.consentTitle': 'Video: {title}',
  'video.untitled': 'Video',
  'video.consentText':
    'This video is hosted by {provider}. Watching it places marketing cookies. Accept marketing cookies to play the video.',
  'video.acceptAndPlay': 'Accept and play',
  'video.watchOn': 'Watch "{title}" on {provider}',
  'pageList.empty': 'There is nothing to show here yet.',
  'relatedProjects.defaultTitle': 'Related projects',
  'relatedProjects.empty': 'No related projects yet.',
  'relatedProjects.seeAll': 'See all related projects',
  'finder.defaultTitle': 'All projects',
  'finder.label': 'Filter projects',
  'finder.theme': 'Theme',
  'finder.service': 'Service',
  'finder.province': 'Province',
  'finder.allProvinces': 'All provinces',
  'finder.year': 'Year',
  'finder.allYears': 'All years',
  'finder.submit': 'Show projects',
  'finder.clear': 'Clear filters',
  'finder.count.one': '{count} project',
  'finder.count.other': '{count} projects',
  'finder.empty': 'No projects match these filters.',
  'pager.label': 'Pages',
  'pager.previous': 'Previous page',
  'pager.next': 'Next page',
  'pager.page': 'Page {page}',
  'news.by': 'by {author}',
  'news.categories': 'Categories',
  'team.specialism': 'Specialism',
  'team.specialties': 'Specialties',
  'team.professionalProfile': 'LinkedIn profile of {name}',
  'team.empty': 'No team members to show.',
  'offices.defaultTitle': 'Our offices',
  'offices.mapTitle': 'Map of the Netherlands with the offices of {company}',
  'offices.describe.headquarters': 'headquarters in {city}',
  'offices.describe.north': 'a northern office in {city}',
  'offices.describe.university': 'an office in the university city of {city}',
  'offices.and': 'and',
  'offices.headquarters': 'Headquarters',
  'offices.north': 'Northern office',
  'offices.university': 'University city office',
  'offices.office': 'Office',
  'contact.defaultTitle': 'Contact',
  'contact.firstName': 'First name',
  'contact.lastName': 'Last name',
  'contact.phone': 'Phone number',
  'contact.email': 'Email address',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.privacy': 'I agree with the {link}',
  'contact.privacyLink': 'privacy statement',
  'contact.send': 'Send',
  'contact.fieldRequired': '*This field is required',
  'contact.invalidEmail': '*Invalid email addres',
  'contact.invalidField': '*This field is not valid',
  'contact.tooLong': '*This text is too long',
  'contact.botCheckMissing': '*Please do the reCAPTCHA',
  'contact.notRobot': 'I am not a robot',
  'contact.verifying': 'Verifying you are human…',
  'contact.verified': 'Verified',
  'contact.verifyFailed': 'The check did not work. Please try again.',
  'contact.successTitle': 'Thank you for contacting us',
  'contact.successText': 'We will be in touch with you as soon as possible.',
  'contact.failureTitle': 'Something went wrong',
  'contact.failureText': 'The contact form could not be sent. Try again later or contact us at {email}.',
  'contact.noscript': 'This form needs JavaScript. You can also e-mail us at {email}.',
  'contact.honeypot': 'Leave this field empty',
  'contact.notSentTitle': 'Your message has not been sent yet',
  'contact.needsScript':
    'The check that you are not a robot needs JavaScript, which is turned off in your browser. Your message is still in the form below: turn JavaScript on and send it again, or e-mail it to us at {email}.',
  'video.playerTitle': '{title} ({provider} video)',
  'search.typeFilter': 'What kind of content?',
  'search.allTypes': 'All content',
  'search.themeFilter': 'Related theme',
  'search.allThemes': 'All themes',
  'search.serviceFilter': 'Related service',
  'search.allServices': 'All services',
  'search.showResults': 'Show results',
  'search.tagFilter': 'Tag',
  'search.removeTag': 'Remove tag filter',
  'search.resultsHeading': 'Search results',
  'search.countFor.one': '{count} result for “{term}”',
  'search.countFor.other': '{count} results for “{term}”',
  'search.count.one': '{count} result',
  'search.count.other': '{count} results',
  'search.countMoreThanFor': 'More than {count} results for “{term}”',
  'search.countMoreThan': 'More than {count} results',
  'search.noResultsFor': 'No results for “{term}”',
  'search.noResults': 'No results found',
  'search.previous': 'Previous',
  'search.next': 'Next',
  'search.pageOf': 'Page {page} of {pages}',
  'search.loading': 'Searching…',
  'search.failed': 'Searching did not work. Please try again.',
  'contact.sending': 'sending...',
  'contact.requiredNote': 'Fields marked with * are required.',
  'search.label': 'Search the site',
  'search.placeholder': 'Search for a theme, service or project',
  'search.submit': 'Search',
  'layout.skipToContent': 'Skip to main content',
  'layout.home': '{company} home',
  'layout.mainNav': 'Main navigation',
  'layout.menu': 'Menu',
  'layout.languages': 'Choose language',
  'layout.languageName.en': 'English',
  'layout.languageName.nl': 'Nederlands',
  'layout.footer': 'Footer',
  'layout.mainOffice': 'Main office',
  'layout.phone': 'Phone',
  'layout.email': 'E-mail',
  'layout.otherOffices': 'Our other offices',
  'layout.legal': 'Legal',
  'layout.cookiePolicy': 'Cookie policy',
  'layout.privacyStatement': 'Privacy statement',
  'layout.terms': 'Terms and conditions',
  'layout.cookieSettings': 'Cookie settings',
  'layout.social': 'Follow us',
  'layout.socialOn': '{company} on {network}',
  'layout.footerMenu': 'More',
  'layout.independent': 'Independent ecological consultancy',
  'layout.independentShort': 'INDEPENDENT',
  'layout.back': 'Back to top',
  'layout.accessibility': 'Accessibility statement',
  'layout.kvk': 'Chamber of Commerce (KvK)',
  'layout.vat': 'VAT number',
  'header.search': 'Site search',
  'header.searchPlaceholder': 'Search',
  'header.quote': 'Request a quote',
  'header.call': 'Call {phone}',
  'header.contact': 'Contact',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',
  'gone.title': 'Page removed',
  'gone.text': 'The page at this address has been removed for good.',
  'preview.ribbon': 'Preview: this is the concept version, not visible to visitors',
  'preview.shared': 'Preview of an unpublished version — link expires {date}',
  'consent.region': 'Cookie consent',
  'consent.title': 'Cookies on this website',
  'consent.text':
    'We use necessary cookies to make this site work. With your consent we also use statistics cookies and marketing cookies (for example for videos and sharing). Continuing to browse counts as consent.',
  'consent.policy': 'Read our cookie policy',
  'consent.acceptAll': 'Accept all',
  'consent.rejectAll': 'Reject all',
  'consent.textExplicit':
    'We use necessary cookies to make this site work. With your consent we also use statistics cookies and marketing cookies (for example for videos and sharing). Nothing beyond the necessary cookies is used until you choose.',
  'consent.manage': 'Manage',
  'consent.necessary': 'Necessary (always on)',
  'consent.statistics': 'Statistics',
  'consent.marketing': 'Marketing',
  'consent.save': 'Save choices',
  'consent.settingsTitle': 'Cookie settings',
  'share.title': 'Share this page',
  'tags.title': 'Tags',
  'share.on': 'Share on {network}',
  'share.email': 'Share by e-mail',
  'share.consentTitle': 'Sharing on social media',
  'share.consentText':
    'Sharing on LinkedIn, X or Facebook lets those networks place marketing cookies. Accept marketing cookies to share this page.',
  'share.accept': 'Accept and share',
  'consent.close': 'Close',
  'breadcrumbs.label': 'Breadcrumb',
  'breadcrumbs.home': 'Home',
  'breadcrumbs.backTo': 'Back to {title}',
} as const;

export type UiKey = keyof typeof en;
export type UiStrings = Record<UiKey, string>;

const nl: UiStrings = {
  'common.readMore': 'Lees meer',
  'common.readMoreAbout': 'Lees meer over {title}',
  'common.moreInfo': 'Meer info',
  'common.moreInfoAbout': 'Meer info over {name}',
  'common.required': 'verplicht',
  'common.optional': 'optioneel',
  'common.externalLink': '(opent externe site)',
  'richText.attachments': 'Downloads',
  'richText.download': 'Download {fileName}',
  'video.consentTitle': 'Video: {title}',
  'video.untitled': 'Video',
  'video.consentText':
    'Deze video wordt aangeboden door {provider}. Kijken plaatst marketingcookies. Accepteer marketingcookies om de video af te spelen.',
  'video.acceptAndPlay': 'Accepteren en afspelen',
  'video.watchOn': 'Bekijk "{title}" op {provider}',
  'pageList.empty': 'Hier is nog niets te zien.',
  'relatedProjects.defaultTitle': 'Gerelateerde projecten',
  'relatedProjects.empty': 'Nog geen gerelateerde projecten.',
  'relatedProjects.seeAll': 'Bekijk alle gerelateerde projecten',
  'finder.defaultTitle': 'Alle projecten',
  'finder.label': 'Projecten filteren',
  'finder.theme': 'Thema',
  'finder.service': 'Dienst',
  'finder.province': 'Provincie',
  'finder.allProvinces': 'Alle provincies',
  'finder.year': 'Jaar',
  'finder.allYears': 'Alle jaren',
  'finder.submit': 'Toon projecten',
  'finder.clear': 'Filters wissen',
  'finder.count.one': '{count} project',
  'finder.count.other': '{count} projecten',
  'finder.empty': 'Geen projecten gevonden met deze filters.',
  'pager.label': 'Pagina’s',
  'pager.previous': 'Vorige pagina',
  'pager.next': 'Volgende pagina',
  'pager.page': 'Pagina {page}',
  'news.by': 'door {author}',
  'news.categories': 'Categorieën',
  'team.specialism': 'Specialisme',
  'team.specialties': 'Specialismen',
  'team.professionalProfile': 'LinkedIn-profiel van {name}',
  'team.empty': 'Geen teamleden om te tonen.',
  'offices.defaultTitle': 'Onze vestigingen',
  'offices.mapTitle': 'Kaart van Nederland met de vestigingen van {company}',
  'offices.describe.headquarters': 'hoofdkantoor in {city}',
  'offices.describe.north': 'een noordelijke vestiging in {city}',
  'offices.describe.university': 'een vestiging in universiteitsstad {city}',
  'offices.and': 'en',
  'offices.headquarters': 'Hoofdkantoor',
  'offices.north': 'Vestiging Noord',
  'offices.university': 'Vestiging universiteitsstad',
  'offices.office': 'Vestiging',
  'contact.defaultTitle': 'Contact',
  'contact.firstName': 'Voornaam',
  'contact.lastName': 'Achternaam',
  'contact.phone': 'Telefoonnummer',
  'contact.email': 'E-mailadres',
  'contact.subject': 'Onderwerp',
  'contact.message': 'Bericht',
  'contact.privacy': 'Ik ga akkoord met de {link}',
  'contact.privacyLink': 'privacyverklaring',
  'contact.send': 'Verzenden',
  'contact.fieldRequired': '*Dit veld is verplicht',
  'contact.invalidEmail': '*Ongeldig e-mailadres',
  'contact.invalidField': '*Dit veld is niet geldig',
  'contact.tooLong': '*Deze tekst is te lang',
  'contact.botCheckMissing': '*Vul de reCAPTCHA in',
  'contact.notRobot': 'Ik ben geen robot',
  'contact.verifying': 'Controleren of u een mens bent…',
  'contact.verified': 'Gecontroleerd',
  'contact.verifyFailed': 'De controle is mislukt. Probeer het opnieuw.',
  'contact.successTitle': 'Bedankt voor uw bericht',
  'contact.successText': 'We nemen zo snel mogelijk contact met u op.',
  'contact.failureTitle': 'Er is iets misgegaan',
  'contact.failureText':
    'Het contactformulier kon niet worden verzonden. Probeer het later opnieuw of neem contact met ons op via {email}.',
  'contact.noscript': 'Dit formulier heeft JavaScript nodig. U kunt ons ook mailen via {email}.',
  'contact.honeypot': 'Laat dit veld leeg',
  'contact.notSentTitle': 'Uw bericht is nog niet verzonden',
  'contact.needsScript':
    'De controle of u geen robot bent heeft JavaScript nodig, en dat staat uit in uw browser. Uw bericht staat nog in het formulier hieronder: zet JavaScript aan en verstuur het opnieuw, of mail het ons via {email}.',
  'video.playerTitle': '{title} ({provider}-video)',
  'search.typeFilter': 'Wat voor inhoud?',
  'search.allTypes': 'Alle inhoud',
  'search.themeFilter': 'Gerelateerd thema',
  'search.allThemes': 'Alle thema’s',
  'search.serviceFilter': 'Gerelateerde dienst',
  'search.allServices': 'Alle diensten',
  'search.showResults': 'Toon resultaten',
  'search.tagFilter': 'Tag',
  'search.removeTag': 'Tagfilter verwijderen',
  'search.resultsHeading': 'Zoekresultaten',
  'search.countFor.one': '{count} resultaat voor “{term}”',
  'search.countFor.other': '{count} resultaten voor “{term}”',
  'search.count.one': '{count} resultaat',
  'search.count.other': '{count} resultaten',
  'search.countMoreThanFor': 'Meer dan {count} resultaten voor “{term}”',
  'search.countMoreThan': 'Meer dan {count} resultaten',
  'search.noResultsFor': 'Geen resultaten voor “{term}”',
  'search.noResults': 'Geen resultaten gevonden',
  'search.previous': 'Vorige',
  'search.next': 'Volgende',
  'search.pageOf': 'Pagina {page} van {pages}',
  'search.loading': 'Bezig met zoeken…',
  'search.failed': 'Zoeken is mislukt. Probeer het opnieuw.',
  'contact.sending': 'verzenden...',
  'contact.requiredNote': 'Velden met een * zijn verplicht.',
  'search.label': 'Zoek op de site',
  'search.placeholder': 'Zoek een thema, dienst of project',
  'search.submit': 'Zoeken',
  'layout.skipToContent': 'Ga direct naar de inhoud',
  'layout.home': 'Home van {company}',
  'layout.mainNav': 'Hoofdnavigatie',
  'layout.menu': 'Menu',
  'layout.languages': 'Kies taal',
  'layout.languageName.en': 'English',
  'layout.languageName.nl': 'Nederlands',
  'layout.footer': 'Voettekst',
  'layout.mainOffice': 'Hoofdkantoor',
  'layout.phone': 'Telefoon',
  'layout.email': 'E-mail',
  'layout.otherOffices': 'Onze andere vestigingen',
  'layout.legal': 'Juridisch',
  'layout.cookiePolicy': 'Cookieverklaring',
  'layout.privacyStatement': 'Privacyverklaring',
  'layout.terms': 'Algemene voorwaarden',
  'layout.cookieSettings': 'Cookie-instellingen',
  'layout.social': 'Volg ons',
  'layout.socialOn': '{company} op {network}',
  'layout.footerMenu': 'Meer',
  'layout.independent': 'Onafhankelijk ecologisch adviesbureau',
  'layout.independentShort': 'ONAFHANKELIJK',
  'layout.back': 'Terug naar boven',
  'layout.accessibility': 'Toegankelijkheidsverklaring',
  'layout.kvk': 'KvK-nummer',
  'layout.vat': 'Btw-nummer',
  'header.search': 'Zoeken op de website',
  'header.searchPlaceholder': 'Zoeken',
  'header.quote': 'Offerte aanvragen',
  'header.call': 'Bel {phone}',
  'header.contact': 'Contact',
  'notFound.title': 'Pagina niet gevonden',
  'notFound.text': 'De pagina die u zoekt bestaat niet of is verplaatst.',
  'notFound.home': 'Naar de homepage',
  'gone.title': 'Pagina verwijderd',
  'gone.text': 'De pagina op dit adres is definitief verwijderd.',
  'preview.ribbon': 'Voorbeeld: dit is de conceptversie, niet zichtbaar voor bezoekers',
  'preview.shared': 'Voorbeeld van een niet-gepubliceerde versie — link verloopt op {date}',
  'consent.region': 'Cookietoestemming',
  'consent.title': 'Cookies op deze website',
  'consent.text':
    "Wij gebruiken noodzakelijke cookies om deze site te laten werken. Met uw toestemming gebruiken we ook statistische cookies en marketingcookies (bijvoorbeeld voor video's en delen). Verder browsen geldt als toestemming.",
  'consent.policy': 'Lees onze cookieverklaring',
  'consent.acceptAll': 'Alles accepteren',
  'consent.rejectAll': 'Alles weigeren',
  'consent.textExplicit':
    "Wij gebruiken noodzakelijke cookies om deze site te laten werken. Met uw toestemming gebruiken we ook statistische cookies en marketingcookies (bijvoorbeeld voor video's en delen). Zolang u niet kiest, gebruiken we alleen de noodzakelijke cookies.",
  'consent.manage': 'Instellen',
  'consent.necessary': 'Noodzakelijk (altijd aan)',
  'consent.statistics': 'Statistieken',
  'consent.marketing': 'Marketing',
  'consent.save': 'Keuzes opslaan',
  'consent.settingsTitle': 'Cookie-instellingen',
  'share.title': 'Deel deze pagina',
  'tags.title': 'Tags',
  'share.on': 'Delen op {network}',
  'share.email': 'Delen via e-mail',
  'share.consentTitle': 'Delen op sociale media',
  'share.consentText':
    'Delen via LinkedIn, X of Facebook laat die netwerken marketingcookies plaatsen. Accepteer marketingcookies om deze pagina te delen.',
  'share.accept': 'Accepteren en delen',
  'consent.close': 'Sluiten',
  'breadcrumbs.label': 'Kruimelpad',
  'breadcrumbs.home': 'Home',
  'breadcrumbs.backTo': 'Terug naar {title}',
};

export const SITE_LANGUAGES = ['en', 'nl'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const UI_STRINGS: Record<SiteLanguage, UiStrings> = { en, nl };

/** The site language of a locale: its base language when the site has it, else English. */
export function siteLanguage(locale: string): SiteLanguage {
  const base = baseLanguage(locale.toLowerCase());
  return (SITE_LANGUAGES as readonly string[]).includes(base) ? (base as SiteLanguage) : 'en';
}

export type Translate = (key: UiKey, values?: Record<string, string | number>) => string;

export function createTranslator(locale: string): Translate {
  const strings = UI_STRINGS[siteLanguage(locale)];
  return (key, values) => {
    const template = strings[key];
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

/** Labels of the fixed lists (SPEC 3) as visitors see them. */
const FUNCTION_GROUP_LABELS: Record<SiteLanguage, Record<FunctionGroup, string>> = {
  en: {
    MANAGEMENT: 'Management',
    TEAM_LEADERS: 'Team leaders',
    RESEARCHERS_AND_ADVISORS: 'Researchers and advisors',
    SUPPORT: 'Support',
    HEAD_OF_DEPARTMENT: 'Heads of department',
  },
  nl: {
    MANAGEMENT: 'Directie',
    TEAM_LEADERS: 'Teamleiders',
    RESEARCHERS_AND_ADVISORS: 'Onderzoekers en adviseurs',
    SUPPORT: 'Ondersteuning',
    HEAD_OF_DEPARTMENT: 'Afdelingshoofden',
  },
};

const THEME_LABELS: Record<SiteLanguage, Record<Theme, string>> = {
  en: {
    NONE: '',
    BIODIVERSITY: 'Biodiversity',
    RESTORATING_ECOLOGY: 'Restoring ecology',
    WILDLIFE_INCLUSIVE_DESIGN: 'Wildlife-inclusive design',
    RENEWABLE_ENERGY: 'Renewable energy',
    ADAPTING_TO_CLIMATE_CHANGE: 'Adapting to climate change',
  },
  nl: {
    NONE: '',
    BIODIVERSITY: 'Biodiversiteit',
    RESTORATING_ECOLOGY: 'Natuurherstel',
    WILDLIFE_INCLUSIVE_DESIGN: 'Natuurinclusief ontwerpen',
    RENEWABLE_ENERGY: 'Duurzame energie',
    ADAPTING_TO_CLIMATE_CHANGE: 'Klimaatadaptatie',
  },
};

const SERVICE_LABELS: Record<SiteLanguage, Record<Service, string>> = {
  en: {
    NONE: '',
    MONITORING_AND_SURVEYS: 'Monitoring and surveys',
    LAB_ANALYSES: 'Lab analyses',
    DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES: 'Data management and statistical analyses',
    INTERNATIONAL: 'International',
    LAWS_REGULATIONS: 'Laws and regulations',
    LANDSCAPE_ARCHITECTURE: 'Landscape architecture',
  },
  nl: {
    NONE: '',
    MONITORING_AND_SURVEYS: 'Monitoring en inventarisaties',
    LAB_ANALYSES: 'Laboratoriumanalyses',
    DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES: 'Databeheer en statistische analyses',
    INTERNATIONAL: 'Internationaal',
    LAWS_REGULATIONS: 'Wet- en regelgeving',
    LANDSCAPE_ARCHITECTURE: 'Landschapsarchitectuur',
  },
};

const PAGE_TYPE_LABELS: Record<SiteLanguage, Record<PageTypeId, string>> = {
  en: {
    theme: 'Theme',
    service: 'Service',
    project: 'Project',
    innovation: 'Innovation',
    news: 'News',
    team: 'Team member',
    blank: 'Generic content',
  },
  nl: {
    theme: 'Thema',
    service: 'Dienst',
    project: 'Project',
    innovation: 'Innovatie',
    news: 'Nieuws',
    team: 'Teamlid',
    blank: 'Algemene inhoud',
  },
};

/**
 * Academic titles: Dutch ones go before the name in lower case ("dr. ir. A. de Vries"),
 * the English degrees after it ("A. de Vries MSc").
 */
const TITLE_BEFORE: Partial<Record<FunctionTitle, string>> = {
  BC: 'bc.',
  DRS: 'drs.',
  DRS_ING: 'drs. ing.',
  DRS_IR: 'drs. ir.',
  DR: 'dr.',
  DR_ING: 'dr. ing.',
  DR_IR: 'dr. ir.',
  DR_H_C: 'dr. h.c.',
  IR: 'ir.',
  ING: 'ing.',
  MR: 'mr.',
};
const TITLE_AFTER: Partial<Record<FunctionTitle, string>> = {
  AD: 'AD',
  MSC: 'MSc',
  BSC: 'BSc',
  BASC: 'BASc',
  MA: 'MA',
  BA: 'BA',
  PHD: 'PhD',
};

export function nameWithTitle(name: string, title: FunctionTitle): string {
  const before = TITLE_BEFORE[title];
  const after = TITLE_AFTER[title];
  return [before, name, after].filter(Boolean).join(' ');
}

export function functionGroupLabel(locale: string, group: FunctionGroup): string {
  return FUNCTION_GROUP_LABELS[siteLanguage(locale)][group];
}
export function themeLabel(locale: string, theme: Theme): string {
  return THEME_LABELS[siteLanguage(locale)][theme];
}
export function serviceLabel(locale: string, service: Service): string {
  return SERVICE_LABELS[siteLanguage(locale)][service];
}
export function pageTypeLabel(locale: string, type: PageTypeId): string {
  return PAGE_TYPE_LABELS[siteLanguage(locale)][type];
}

/**
 * Fixed site pages the blocks link to (SPEC 2.9 English and Dutch routes): the locale each
 * language's page is in, and its slug. The address follows from the default-locale setting.
 */
const ROUTES: Record<
  SiteLanguage,
  { locale: string; slugs: { search: string; privacyStatement: string; contact: string; projects: string } }
> = {
  en: { locale: 'en-gb', slugs: { search: 'search', privacyStatement: 'privacy-statement', contact: 'contact', projects: 'projects' } },
  nl: { locale: 'nl-nl', slugs: { search: 'zoeken', privacyStatement: 'privacyverklaring', contact: 'contact', projects: 'projecten' } },
};

/** The default locale of the site settings' defaults, for callers that do not know the setting. */
export const FALLBACK_DEFAULT_LOCALE = 'nl-nl';

/**
 * The address of a fixed site page in the language of `locale`, built like every page address
 * (pageUrl): without prefix in the default locale, else under /{locale}. `defaultLocale` is
 * the site setting; pass it, so the links stay right when it changes.
 */
export function siteRoute(
  locale: string,
  route: keyof (typeof ROUTES)['en']['slugs'],
  defaultLocale: string = FALLBACK_DEFAULT_LOCALE,
): string {
  const target = ROUTES[siteLanguage(locale)];
  return pageUrl(target.slugs[route], target.locale, defaultLocale);
}
