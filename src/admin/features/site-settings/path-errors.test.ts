import { describe, expect, it } from 'vitest';
import { companySettings } from '../../../shared/schemas/company.ts';
import { siteSettings } from '../../../shared/schemas/settings.ts';
import { errorsAt, errorsWithin, generalErrors, pathErrorsFromBody, pathsWithin, validatePaths } from './path-errors.ts';

describe('settings errors by path', () => {
  it('keeps the office index so each office shows its own errors', () => {
    const result = validatePaths(companySettings, {
      name: 'Co',
      email: 'info@co.nl',
      phone: '',
      contactRecipient: 'x',
      social: { linkedin: 'ftp://nope' },
      offices: [
        { id: 'a', city: 'Delft', role: 'other', addressLines: [], phone: '' },
        { id: 'b', city: '', role: 'other', addressLines: [], phone: '' },
      ],
    });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errorsAt(errors, 'offices.1.city')).toEqual([{ code: 'V_01', property: 'city' }]);
    expect(errorsAt(errors, 'offices.0.city')).toEqual([]);
    expect(errorsAt(errors, 'social.linkedin')).toEqual([{ code: 'V_13', property: 'linkedin' }]);
    expect(errorsAt(errors, 'contactRecipient')).toEqual([{ code: 'V_02', property: 'contactRecipient' }]);
  });

  it('reads server errors and leaves unshown ones general', () => {
    const errors = pathErrorsFromBody({ Success: false, Errors: [{ code: 'V_06', property: 'offices.1.id' }, { code: 'G_01' }] });
    expect(errorsAt(errors, 'offices.1.id')).toEqual([{ code: 'V_06', property: 'id' }]);
    expect(generalErrors(errors, new Set(['offices.1.id']))).toEqual([{ code: 'G_01' }]);
  });

  it('shows the errors of list entries at the list, once per code', () => {
    const result = validatePaths(siteSettings, {
      availableLocales: ['nl-nl', 'nl-nl'],
      defaultLocale: 'en-gb',
      customSlugLocales: ['de-de', 'fr-fr', 'nl-nl'],
    });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errorsWithin(errors, 'availableLocales')).toEqual([{ code: 'V_06', property: 'availableLocales' }]);
    expect(errorsWithin(errors, 'customSlugLocales')).toEqual([{ code: 'V_12', property: 'customSlugLocales' }]);
    expect(errorsAt(errors, 'defaultLocale')).toEqual([{ code: 'V_12', property: 'defaultLocale' }]);
    const shown = pathsWithin(errors, ['availableLocales', 'defaultLocale', 'customSlugLocales']);
    expect(generalErrors(errors, shown)).toEqual([]);
    expect(
      validatePaths(siteSettings, { availableLocales: ['nl-nl', 'en-gb'], defaultLocale: 'en-gb', customSlugLocales: ['en-gb'] }).ok,
    ).toBe(true);
  });
});
