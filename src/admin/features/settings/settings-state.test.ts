import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSettings } from './api.ts';
import { useSettingsStore } from './settings-state.ts';

const loaded: AdminSettings = {
  availableLocales: ['nl-nl', 'en-gb'],
  defaultLocale: 'nl-nl',
  customSlugLocales: ['nl-nl'],
  timeZone: 'Europe/Amsterdam',
  consentByBrowsing: true,
  apiDocsPublic: false,
  inactivityMinutes: 30,
};

afterEach(() => useSettingsStore.setState({ settings: null }));

describe('settings store', () => {
  it('holds no settings until they are loaded', () => {
    expect(useSettingsStore.getState().settings).toBeNull();
  });

  it('keeps the settings it is given, and replaces them when they are loaded again', () => {
    useSettingsStore.getState().setSettings(loaded);
    expect(useSettingsStore.getState().settings).toEqual(loaded);
    const changed: AdminSettings = { ...loaded, defaultLocale: 'en-gb', inactivityMinutes: 15 };
    useSettingsStore.getState().setSettings(changed);
    expect(useSettingsStore.getState().settings).toEqual(changed);
  });

  it('tells a subscribed screen when the settings arrive', () => {
    const seen: (AdminSettings | null)[] = [];
    const unsubscribe = useSettingsStore.subscribe((state) => seen.push(state.settings));
    useSettingsStore.getState().setSettings(loaded);
    unsubscribe();
    expect(seen).toEqual([loaded]);
  });
});
