import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import { api } from '../../lib/api-client.ts';

export type AdminSettings = SiteSettings & { inactivityMinutes: number };

/** Public call; also the first GET of every visit, which hands us the CSRF token. */
export const fetchSettings = () => api.get<AdminSettings>('/settings/get');
