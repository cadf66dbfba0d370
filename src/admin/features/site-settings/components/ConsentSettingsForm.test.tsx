// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '../../settings/api.ts';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { settle as settleRounds, setUpDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { ConsentSettingsForm } from './ConsentSettingsForm.tsx';
import { LanguagesForm } from './LanguagesForm.tsx';

/** Issue 17: the "continuing to browse counts as consent" control and its neighbour, the languages form. */
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
let summaryAnswer: () => Response;
const SUMMARY = [
  {
    bannerVersion: '2026-11-explicit',
    choice: 'reject-all',
    count: 7,
    firstAt: '2026-11-01T08:00:00.000Z',
    lastAt: '2026-11-20T09:30:00.000Z',
  },
  {
    bannerVersion: '2026-11-browse',
    choice: 'browsing',
    count: 41,
    firstAt: '2026-10-01T08:00:00.000Z',
    lastAt: '2026-10-31T17:00:00.000Z',
  },
];
const saved: Record<string, unknown>[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const settle = () => settleRounds(5);
const consentForm = () => dom.container.querySelector<HTMLFormElement>('form[aria-labelledby="consent-settings-title"]')!;
const languagesForm = () => dom.container.querySelector<HTMLFormElement>('form[aria-labelledby="languages-title"]')!;
const byBrowsingBox = () => consentForm().querySelector<HTMLInputElement>('input[name="consentByBrowsing"]')!;
async function submit(form: HTMLFormElement): Promise<void> {
  act(() => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await settle();
}

beforeEach(async () => {
  saved.length = 0;
  siteAnswer = (body) => json(200, { Success: true, Errors: [], settings: body });
  summaryAnswer = () => json(200, { Success: true, Errors: [], data: SUMMARY });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://admin.test').pathname;
      if (path === '/api/consent/summary') return summaryAnswer();
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
    </>,
  );
  await settle();
});

describe('Site settings: cookie consent', () => {
  it('shows the stored setting with its label and hint', () => {
    expect(consentForm().querySelector('h2')!.textContent).toBe('Cookie consent');
    expect(byBrowsingBox().checked).toBe(true);
    expect(byBrowsingBox().closest('label')!.textContent).toBe('Continuing to browse counts as consent');
    expect(document.getElementById(byBrowsingBox().getAttribute('aria-describedby')!)!.textContent).toContain('Dutch law');
  });

  it('shows how often each choice was recorded per banner version', () => {
    const table = consentForm().querySelector('table')!;
    expect(table.getAttribute('aria-labelledby')).toBe('consent-summary-title');
    const cells = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['2026-11-explicit', 'Reject all', '7'],
      ['2026-11-browse', 'Continued browsing', '41'],
    ]);
  });

  it('turns it off with the stored languages, not the unsaved edits of the languages form', async () => {
    // An unsaved language change next door is not sent along.
    const german = [...languagesForm().querySelectorAll('label.checkbox')].find((label) => label.textContent?.includes('de-de'));
    act(() => german!.querySelector('input')!.click());
    act(() => byBrowsingBox().click());
    await submit(consentForm());

    expect(saved).toEqual([{ ...withoutInactivity(stored), consentByBrowsing: false }]);
    expect(consentForm().textContent).toContain('The cookie consent setting has been saved.');
    expect(useSettingsStore.getState().settings).toEqual({ ...stored, consentByBrowsing: false });
  });

  it('saving the languages afterwards keeps it off, and saving it keeps the saved languages', async () => {
    act(() => byBrowsingBox().click());
    await submit(consentForm());
    await submit(languagesForm());
    expect(saved[1]).toEqual({ ...withoutInactivity(stored), consentByBrowsing: false });
    expect(useSettingsStore.getState().settings?.consentByBrowsing).toBe(false);

    // Languages saved meanwhile (another tab): the consent form sends them as stored.
    act(() => useSettingsStore.setState({ settings: { ...stored, consentByBrowsing: false, timeZone: 'America/New_York' } }));
    act(() => byBrowsingBox().click());
    await submit(consentForm());
    expect(saved[2]).toEqual({ ...withoutInactivity(stored), timeZone: 'America/New_York', consentByBrowsing: true });
  });

  it('shows the error the server sends and keeps the stored setting', async () => {
    siteAnswer = () => json(400, { Success: false, Errors: [{ code: 'V_12', property: 'consentByBrowsing' }] });
    act(() => byBrowsingBox().click());
    await submit(consentForm());
    expect(consentForm().querySelector('.alert--error')!.textContent).toBe('The continuing to browse counts as consent is not valid.');
    expect(consentForm().textContent).not.toContain('has been saved');
    expect(useSettingsStore.getState().settings).toEqual(stored);
  });
});

function withoutInactivity(settings: AdminSettings): Record<string, unknown> {
  const { inactivityMinutes: _left, ...rest } = settings;
  return rest;
}
