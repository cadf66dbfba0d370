import type { CompanySettings } from '../../../shared/schemas/company.ts';
import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import { api } from '../../lib/api-client.ts';

export const fetchCompany = () => api.get<{ company: CompanySettings }>('/settings/company').then((response) => response.company);
export const saveCompany = (company: CompanySettings) => api.put<{ company: CompanySettings }>('/settings/company', company).then((response) => response.company);
export const saveSiteSettings = (settings: SiteSettings) => api.put<{ settings: SiteSettings }>('/settings/site', settings).then((response) => response.settings);
