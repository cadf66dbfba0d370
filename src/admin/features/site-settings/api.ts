import { consentSummaryAnswer } from '../../../shared/consent/consent-schemas.ts';
import { companyAnswer, type CompanySettings } from '../../../shared/schemas/company.ts';
import { siteSettingsAnswer, type SiteSettings } from '../../../shared/schemas/settings.ts';
import { checkedApi } from '../../lib/api-client.ts';

export const fetchCompany = () => checkedApi.get(companyAnswer, '/settings/company').then((response) => response.company);
export const saveCompany = (company: CompanySettings) =>
  checkedApi.put(companyAnswer, '/settings/company', company).then((response) => response.company);
export const saveSiteSettings = (settings: SiteSettings) =>
  checkedApi.put(siteSettingsAnswer, '/settings/site', settings).then((response) => response.settings);
export const fetchConsentSummary = () => checkedApi.get(consentSummaryAnswer, '/consent/summary').then((response) => response.data);
