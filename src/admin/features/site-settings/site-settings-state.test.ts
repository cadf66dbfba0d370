import { describe, expect, it } from 'vitest';
import type { CompanySettings } from '../../../shared/schemas/company.ts';
import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import {
  companyFieldPaths,
  coordinate,
  failureErrors,
  fromCompanyForm,
  apiDocsToSave,
  consentToSave,
  initialLanguagesForm,
  languagesToSave,
  LOCALE_CODES,
  toCompanyForm,
  toggledLocale,
  withAvailableLocale,
  withNewOffice,
  withOffice,
  withoutOffice,
} from './site-settings-state.ts';

const company: CompanySettings = {
  name: 'Verdant',
  email: 'info@verdant.test',
  phone: '',
  contactRecipient: 'contact@verdant.test',
  offices: [
    {
      id: 'office-2',
      city: 'Utrecht',
      role: 'headquarters',
      addressLines: ['Street 1', '1234 AB Utrecht'],
      phone: '',
      latitude: 52.1,
      longitude: null,
    },
  ],
  social: { linkedin: '', x: '', instagram: '', youtube: '', facebook: '' },
  kvkNumber: '',
  vatNumber: '',
  accessibilityStatementPath: '',
  shareImageUrl: '',
};

describe('company form', () => {
  it('edits coordinates and the address as text and turns them back', () => {
    const form = toCompanyForm(company);
    expect(form.offices[0]).toMatchObject({ latitude: '52.1', longitude: '', address: 'Street 1\n1234 AB Utrecht' });
    expect(fromCompanyForm(form)).toEqual(company);
    const edited = withOffice(form, 0, { latitude: '52,25', address: '  Line \n\n Two ' });
    expect(fromCompanyForm(edited).offices[0]).toMatchObject({ latitude: 52.25, addressLines: ['Line', 'Two'] });
    expect(coordinate(' ')).toBeNull();
  });

  it('adds offices with the first free id and removes them by position', () => {
    const form = withNewOffice(toCompanyForm(company));
    // office-2 is taken, so the second office becomes office-3.
    expect(form.offices.map((office) => office.id)).toEqual(['office-2', 'office-3']);
    expect(form.offices[1]).toMatchObject({ city: '', role: 'other', address: '' });
    expect(withoutOffice(form, 0).offices.map((office) => office.id)).toEqual(['office-3']);
  });

  it('shows field errors next to each field, office fields per office', () => {
    const paths = companyFieldPaths(withNewOffice(toCompanyForm(company)));
    expect(paths.has('social.linkedin')).toBe(true);
    expect(paths.has('offices.1.city')).toBe(true);
    expect(paths.has('offices.2.city')).toBe(false);
  });
});

describe('languages form', () => {
  const settings: SiteSettings = {
    availableLocales: ['nl-nl', 'en-gb'],
    defaultLocale: 'en-gb',
    customSlugLocales: ['en-gb'],
    timeZone: 'Europe/Amsterdam',
    consentByBrowsing: false,
    apiDocsPublic: true,
  };

  it('starts from the stored settings, or Dutch alone', () => {
    expect(initialLanguagesForm(settings)).toEqual(settings);
    expect(initialLanguagesForm(null)).toEqual({
      availableLocales: ['nl-nl'],
      defaultLocale: 'nl-nl',
      customSlugLocales: [],
      timeZone: 'Europe/Amsterdam',
      consentByBrowsing: true,
      apiDocsPublic: false,
    });
  });

  it('saves the languages with the consent setting as last stored, and the consent setting with the stored languages', () => {
    const form = { ...settings, consentByBrowsing: true, defaultLocale: 'nl-nl' as const };
    // Saved by the consent form after this form was opened: the languages form does not undo it.
    expect(languagesToSave(form, { ...settings, consentByBrowsing: false })).toEqual({ ...form, consentByBrowsing: false });
    expect(languagesToSave(form, null)).toEqual(form);
    expect(consentToSave(settings, true)).toEqual({ ...settings, consentByBrowsing: true });
    expect(consentToSave({ ...settings, inactivityMinutes: 30 } as SiteSettings, false)).toEqual(settings);
    expect(consentToSave(null, true)).toBeNull();
  });

  it('saves the API reference setting with the stored rest, and no other form undoes it', () => {
    const form = { ...settings, apiDocsPublic: false, defaultLocale: 'nl-nl' as const };
    expect(languagesToSave(form, settings)).toEqual({ ...form, apiDocsPublic: true });
    expect(consentToSave(settings, true)).toEqual({ ...settings, consentByBrowsing: true, apiDocsPublic: true });
    expect(apiDocsToSave(settings, false)).toEqual({ ...settings, apiDocsPublic: false });
    expect(apiDocsToSave({ ...settings, inactivityMinutes: 30 } as SiteSettings, true)).toEqual(settings);
    expect(apiDocsToSave(null, true)).toBeNull();
  });

  it('keeps the locale list in the catalogue order', () => {
    const [first, second] = LOCALE_CODES;
    expect(toggledLocale([second!], first!, true)).toEqual([first, second]);
    expect(toggledLocale([first!], second!, true)).toEqual([first, second]);
    expect(toggledLocale(['nl-nl', 'en-gb'], 'nl-nl', false)).toEqual(['en-gb']);
  });

  it('turning off the default language moves the default and drops its custom slugs', () => {
    expect(withAvailableLocale(settings, 'en-gb', false)).toEqual({
      availableLocales: ['nl-nl'],
      defaultLocale: 'nl-nl',
      customSlugLocales: [],
      timeZone: 'Europe/Amsterdam',
      consentByBrowsing: false,
      apiDocsPublic: true,
    });
  });
});

describe('failureErrors', () => {
  it('keeps the server’s error paths, else the general errors', () => {
    expect(failureErrors(new ApiRequestError(400, [{ code: 'V_01' }], { Errors: [{ code: 'V_01', property: 'offices.0.city' }] }))).toEqual(
      [{ code: 'V_01', path: 'offices.0.city' }],
    );
    expect(failureErrors(new Error('offline'))).toEqual([{ code: 'G_01', path: '' }]);
  });
});
