import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import { asLocaleCode, localeOptions } from './locale-options.ts';

describe('locale options', () => {
  it('label each content locale in the interface language, with its code', () => {
    const i18n = createI18n('en');
    const options = localeOptions(['nl-nl', 'xx-yy'], i18n.t);
    expect(options[0]).toEqual({ value: 'nl-nl', label: `${i18n.t('locales.nl-nl')} (nl-nl)` });
    expect(options[0]!.label).not.toBe('locales.nl-nl (nl-nl)');
    // A code without a translation is shown as itself.
    expect(options[1]).toEqual({ value: 'xx-yy', label: 'xx-yy (xx-yy)' });
  });

  it('pass a settings locale on as a locale code unchanged', () => {
    expect(asLocaleCode('de-de')).toBe('de-de');
  });
});
