import { create } from 'zustand';
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
