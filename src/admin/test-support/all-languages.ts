import { INTERFACE_LANGUAGES } from '../../shared/locales.ts';
import { resources } from '../i18n/create-i18n.ts';
import { i18n } from '../i18n/index.ts';

/**
 * Admin unit tests (vitest setupFiles): the app's i18n instance loads a language's texts as a chunk
 * when it is first used (i18n/load-language.ts); tests get all four at once, synchronously.
 */
for (const language of INTERFACE_LANGUAGES) i18n.addResourceBundle(language, 'translation', resources[language].translation);
