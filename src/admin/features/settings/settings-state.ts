import { create } from 'zustand';
import { DEFAULT_TIME_ZONE } from '../../../shared/time-zone.ts';
import type { AdminSettings } from './api.ts';

interface SettingsState {
  settings: AdminSettings | null;
  setSettings: (settings: AdminSettings) => void;
}

/** Site settings (SPEC 3), loaded once on boot. */
export const useSettingsStore = create<SettingsState>()((set) => ({
  settings: null,
  setSettings: (settings) => set({ settings }),
}));

/** The zone the site's times are shown and entered in (a site setting). */
export const useSiteTimeZone = (): string => useSettingsStore((state) => state.settings?.timeZone ?? DEFAULT_TIME_ZONE);
