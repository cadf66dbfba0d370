// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '../../settings/api.ts';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { settle as settleRounds, setUpDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { ApiDocsSettingsForm } from './ApiDocsSettingsForm.tsx';
import { ConsentSettingsForm } from './ConsentSettingsForm.tsx';
import { LanguagesForm } from './LanguagesForm.tsx';

/** Issue 19: the "anyone may read the API reference" control and the forms sharing its settings object. */
const stored: AdminSettings = {
  availableLocales: ['nl-nl', 'en-gb'],
  defaultLocale: 'nl-nl',
  customSlugLocales: [],
  timeZone: 'Europe/Amsterdam',
  consentByBrowsing: true,
  apiDocsPublic: false,
  inactivityMinutes: 30,
};

let siteAnswer: (body: unknown) => Response;
const saved: Record<string, unknown>[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const settle = () => settleRounds(5);
const form = (title: string) => dom.container.querySelector<HTMLFormElement>(`form[aria-labelledby="${title}"]`)!;
const apiDocsForm = () => form('api-docs-settings-title');
const publicBox = () => apiDocsForm().querySelector<HTMLInputElement>('input[name="apiDocsPublic"]')!;
async function submit(element: HTMLFormElement): Promise<void> {
  act(() => element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await settle();
}
function withoutInactivity(settings: AdminSettings): Record<string, unknown> {
  const { inactivityMinutes: _left, ...rest } = settings;
  return rest;
}

beforeEach(async () => {
  saved.length = 0;
  siteAnswer = (body) => json(200, { Success: true, Errors: [], settings: body });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://admin.test').pathname;
      if (path === '/api/consent/summary') return json(200, { Success: true, Errors: [], data: [] });
      if (path === '/api/settings/site' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        saved.push(body);
        return siteAnswer(body);
      }
      return json(404, { Success: false, Errors: [{ code: 'G_01' }] });
    }),
  );
  useSettingsStore.setState({ settings: { ...stored } });
  dom.render(
    <>
      <LanguagesForm />
      <ConsentSettingsForm />
      <ApiDocsSettingsForm />
    </>,
  );
  await settle();
});

describe('Site settings: public API reference', () => {
  it('shows the stored setting (off) with its label and a hint saying what becomes public', () => {
    expect(apiDocsForm().querySelector('h2')!.textContent).toBe('API reference');
    expect(publicBox().checked).toBe(false);
    expect(publicBox().closest('label')!.textContent).toBe('Anyone may read the API reference');
    const hint = document.getElementById(publicBox().getAttribute('aria-describedby')!)!.textContent;
    expect(hint).toContain('/api/docs');
    expect(hint).toContain('/api/openapi.json');
  });

  it('turns it on with the stored languages and consent setting, and the other forms keep it on', async () => {
    // An unsaved language change next door is not sent along.
    const german = [...form('languages-title').querySelectorAll('label.checkbox')].find((label) => label.textContent?.includes('de-de'));
    act(() => german!.querySelector('input')!.click());
    act(() => publicBox().click());
    await submit(apiDocsForm());
    expect(saved).toEqual([{ ...withoutInactivity(stored), apiDocsPublic: true }]);
    expect(apiDocsForm().textContent).toContain('The API reference setting has been saved.');
    expect(useSettingsStore.getState().settings).toEqual({ ...stored, apiDocsPublic: true });

    await submit(form('consent-settings-title'));
    expect(saved[1]).toMatchObject({ apiDocsPublic: true });
    await submit(form('languages-title'));
    expect(saved[2]).toMatchObject({ apiDocsPublic: true });
  });

  it('shows the error the server sends and keeps the stored setting', async () => {
    siteAnswer = () => json(400, { Success: false, Errors: [{ code: 'V_12', property: 'apiDocsPublic' }] });
    act(() => publicBox().click());
    await submit(apiDocsForm());
    expect(apiDocsForm().querySelector('.alert--error')!.textContent).toBe('The anyone may read the API reference is not valid.');
    expect(apiDocsForm().textContent).not.toContain('has been saved');
    expect(useSettingsStore.getState().settings).toEqual(stored);
  });
});
