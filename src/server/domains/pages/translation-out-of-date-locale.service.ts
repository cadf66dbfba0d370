import type { Executor } from '../../db/executor.ts';
import { refreshTranslationOutOfDate } from './translation-out-of-date.repository.ts';

/**
 * A new default language changes which page is the source of every translation that records
 * none: the flag of every page is recomputed by the language being saved, in the settings'
 * transaction. Apart from translation-out-of-date.service.ts because the settings service calls
 * it, and that module reads the settings (an import cycle otherwise).
 */
export async function defaultLocaleChanged(trx: Executor, defaultLocale: string): Promise<void> {
  await refreshTranslationOutOfDate(trx, 'all', defaultLocale);
}
