// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanySettings } from '../../../../shared/schemas/company.ts';
import type { AdminSettings } from '../../settings/api.ts';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { settle as settleRounds, setUpDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { SiteSettingsPage } from './SiteSettingsPage.tsx';

/** A fake server for GET /api/settings/company and PUT /api/settings/site. */
const company: CompanySettings = {
  name: 'Verdant',
  email: 'info@verdant.test',
  phone: '',
  contactRecipient: 'contact@verdant.test',
  offices: [{ id: 'office-1', city: 'Utrecht', role: 'headquarters', addressLines: [], phone: '', latitude: null, longitude: null }],
  social: { linkedin: '', x: '', instagram: '', youtube: '', facebook: '' },
  kvkNumber: '',
  vatNumber: '',
  accessibilityStatementPath: '',
  shareImageUrl: '',
} as CompanySettings;
const stored: AdminSettings = {
  availableLocales: ['nl-nl'],
  defaultLocale: 'nl-nl',
  customSlugLocales: [],
  timeZone: 'Europe/Amsterdam',
  consentByBrowsing: true,
  apiDocsPublic: false,
  inactivityMinutes: 30,
};

let siteAnswer: (body: unknown) => Response;
const saved: unknown[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const settle = () => settleRounds(5);
const languagesForm = () => dom.container.querySelector<HTMLFormElement>('form[aria-labelledby="languages-title"]')!;
const fieldset = (legend: string) =>
  [...languagesForm().querySelectorAll('fieldset')].find((element) => element.querySelector('legend')?.textContent === legend)!;
const checkbox = (legend: string, code: string) =>
  [...fieldset(legend).querySelectorAll('label.checkbox')]
    .find((label) => label.querySelector('.checkbox__code')?.textContent === code)
    ?.querySelector('input') ?? null;
const defaultSelect = () => languagesForm().querySelector<HTMLSelectElement>('select[name="defaultLocale"]')!;
const AVAILABLE = 'Available languages';
const CUSTOM = 'Languages with freely chosen slugs';

function choose(select: HTMLSelectElement, value: string): void {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
async function save(): Promise<void> {
  const button = [...languagesForm().querySelectorAll('button[type="submit"]')].find(
    (element) => element.textContent === 'Save languages',
  ) as HTMLButtonElement;
  act(() => button.click());
  await settle();
}

beforeEach(async () => {
  saved.length = 0;
  siteAnswer = (body) => json(200, { Success: true, Errors: [], settings: body });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://admin.test').pathname;
      if (path === '/api/settings/company') return json(200, { Success: true, Errors: [], company });
      if (path === '/api/settings/site' && init?.method === 'PUT') {
        const body: unknown = JSON.parse(String(init.body));
        saved.push(body);
        return siteAnswer(body);
      }
      return json(404, { Success: false, Errors: [{ code: 'G_01' }] });
    }),
  );
  useSettingsStore.setState({ settings: { ...stored } });
  dom.render(<SiteSettingsPage />);
  await settle();
});

describe('Site settings: languages', () => {
  it('shows the stored languages', () => {
    expect(checkbox(AVAILABLE, 'nl-nl')!.checked).toBe(true);
    expect(checkbox(AVAILABLE, 'en-gb')!.checked).toBe(false);
    expect(defaultSelect().value).toBe('nl-nl');
    // Only available languages can have free slugs.
    expect(checkbox(CUSTOM, 'en-gb')).toBeNull();
    expect(checkbox(CUSTOM, 'nl-nl')!.checked).toBe(false);
  });

  it('saves changed available, default and custom-slug languages', async () => {
    act(() => checkbox(AVAILABLE, 'en-gb')!.click());
    act(() => checkbox(AVAILABLE, 'de-de')!.click());
    expect([...defaultSelect().options].map((option) => option.value)).toEqual(['en-gb', 'nl-nl', 'de-de']);
    choose(defaultSelect(), 'en-gb');
    act(() => checkbox(CUSTOM, 'en-gb')!.click());
    act(() => checkbox(CUSTOM, 'de-de')!.click());
    await save();

    expect(saved).toEqual([
      {
        availableLocales: ['en-gb', 'nl-nl', 'de-de'],
        defaultLocale: 'en-gb',
        customSlugLocales: ['en-gb', 'de-de'],
        timeZone: 'Europe/Amsterdam',
        consentByBrowsing: true,
        apiDocsPublic: false,
      },
    ]);
    expect(languagesForm().textContent).toContain('The language settings have been saved.');
    expect(languagesForm().querySelector('.field__errors, .alert--error')).toBeNull();
    // The rest of the admin sees the new languages at once.
    expect(useSettingsStore.getState().settings).toEqual({
      availableLocales: ['en-gb', 'nl-nl', 'de-de'],
      defaultLocale: 'en-gb',
      customSlugLocales: ['en-gb', 'de-de'],
      timeZone: 'Europe/Amsterdam',
      consentByBrowsing: true,
      apiDocsPublic: false,
      inactivityMinutes: 30,
    });
  });

  it('turning a language off drops it from the default and the custom-slug languages', async () => {
    act(() => checkbox(AVAILABLE, 'en-gb')!.click());
    choose(defaultSelect(), 'en-gb');
    act(() => checkbox(CUSTOM, 'en-gb')!.click());
    act(() => checkbox(AVAILABLE, 'en-gb')!.click());
    await save();
    expect(saved).toEqual([
      {
        availableLocales: ['nl-nl'],
        defaultLocale: 'nl-nl',
        customSlugLocales: [],
        timeZone: 'Europe/Amsterdam',
        consentByBrowsing: true,
        apiDocsPublic: false,
      },
    ]);
  });

  it('saves another time zone with the languages', async () => {
    const zoneSelect = languagesForm().querySelector<HTMLSelectElement>('select[name="timeZone"]')!;
    expect(zoneSelect.value).toBe('Europe/Amsterdam');
    expect([...zoneSelect.options].map((option) => option.value)).toContain('America/New_York');
    choose(zoneSelect, 'America/New_York');
    await save();
    expect(saved).toEqual([
      {
        availableLocales: ['nl-nl'],
        defaultLocale: 'nl-nl',
        customSlugLocales: [],
        timeZone: 'America/New_York',
        consentByBrowsing: true,
        apiDocsPublic: false,
      },
    ]);
    expect(useSettingsStore.getState().settings?.timeZone).toBe('America/New_York');
  });

  it('shows the errors the server sends under the field they belong to', async () => {
    siteAnswer = () =>
      json(400, {
        Success: false,
        Errors: [
          { code: 'V_01', property: 'availableLocales' },
          { code: 'V_12', property: 'defaultLocale' },
          { code: 'V_12', property: 'customSlugLocales.0' },
        ],
      });
    act(() => checkbox(AVAILABLE, 'en-gb')!.click());
    choose(defaultSelect(), 'en-gb');
    act(() => checkbox(CUSTOM, 'en-gb')!.click());
    await save();

    expect(saved).toHaveLength(1);
    expect(fieldset(AVAILABLE).querySelector('.field__errors')!.textContent).toBe('The available languages field is required.');
    const select = defaultSelect();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe('The default language is not valid.');
    expect(fieldset(CUSTOM).querySelector('.field__errors')!.textContent).toBe('The languages with free slugs is not valid.');
    // Each error is shown once, at its field, not again in the general list.
    expect(languagesForm().querySelector('.form-errors')).toBeNull();
    expect(languagesForm().textContent).not.toContain('have been saved');
    // The stored settings are unchanged.
    expect(useSettingsStore.getState().settings).toEqual(stored);
  });
});
