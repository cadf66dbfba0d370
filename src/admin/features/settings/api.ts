import { publicSettingsAnswer, type PublicSettings } from '../../../shared/schemas/settings.ts';
import { checkedApi } from '../../lib/api-client.ts';

/** The site settings the admin keeps (SPEC 3) plus the inactivity limit. */
export type AdminSettings = PublicSettings;

/** Public call; also the first GET of every visit, which hands us the CSRF token. */
export const fetchSettings = () => checkedApi.get(publicSettingsAnswer, '/settings/get');
