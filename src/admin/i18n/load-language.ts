import type { i18n as I18n } from 'i18next';
import type { InterfaceLanguage } from '../../shared/locales.ts';
import type { TranslationResource } from './resources/en.ts';
import { DEFAULT_LANGUAGE } from './i18n-options.ts';

/**
 * Issue 20: the interface text of each language is a chunk of its own (about 45 KB compressed
 * each), so a visit downloads the language it shows rather than all four.
 */
const LOADERS: Record<InterfaceLanguage, () => Promise<TranslationResource>> = {
  en: () => import('./resources/en.ts').then((module) => module.en),
  nl: () => import('./resources/nl.ts').then((module) => module.nl),
  de: () => import('./resources/de.ts').then((module) => module.de),
  fr: () => import('./resources/fr.ts').then((module) => module.fr),
};

const NAMESPACE = 'translation';
/** Loads under way, per instance: two quick switches to one language fetch it once. */
const pendingLoads = new WeakMap<I18n, Map<InterfaceLanguage, Promise<void>>>();

function loadOne(instance: I18n, language: InterfaceLanguage): Promise<void> {
  if (instance.hasResourceBundle(language, NAMESPACE)) return Promise.resolve();
  let pending = pendingLoads.get(instance);
  if (!pending) pendingLoads.set(instance, (pending = new Map()));
  let loading = pending.get(language);
  if (!loading) {
    loading = LOADERS[language]().then((resource) => {
      instance.addResourceBundle(language, NAMESPACE, resource);
    });
    // A failed fetch (offline, a deploy in between) may be retried by the next switch.
    const started = pending;
    loading.then(
      () => started.delete(language),
      () => started.delete(language),
    );
    pending.set(language, loading);
  }
  return loading;
}

/**
 * Loads a language's texts into the instance, together with English: the fallback for the plural
 * forms a language has and its texts do not spell out (French "many"). Both are fetched at once.
 */
export async function loadLanguage(instance: I18n, language: InterfaceLanguage): Promise<void> {
  await Promise.all([loadOne(instance, language), loadOne(instance, DEFAULT_LANGUAGE)]);
}
