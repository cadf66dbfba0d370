import type { PageDto } from '../../shared/pages/page-dto.ts';
import type { PageTypeId } from '../../shared/pages/page-types.ts';
import { companySettings, type CompanySettings } from '../../shared/schemas/company.ts';

/** The company as the settings' defaults have it (src/server/domains/settings/settings.service.ts), headquarters without its own phone. */
export const COMPANY: CompanySettings = companySettings.parse({
  name: 'Verdant Ecology',
  email: 'info@verdant-ecology.example',
  phone: '+31 345 000 000',
  offices: [
    {
      id: 'culemborg',
      city: 'Culemborg',
      role: 'headquarters',
      addressLines: ['Stationsweg 1', '4101 AA Culemborg'],
      phone: '',
      latitude: 51.955,
      longitude: 5.227,
    },
    {
      id: 'haren',
      city: 'Haren',
      role: 'north',
      addressLines: ['Rijksstraatweg 10', '9752 AA Haren'],
      phone: '+31 50 000 0000',
      latitude: null,
      longitude: null,
    },
    {
      id: 'nijmegen',
      city: 'Nijmegen',
      role: 'university',
      addressLines: ['Heyendaalseweg 100', '6525 AA Nijmegen'],
      phone: '+31 24 000 0000',
      latitude: 51.821,
      longitude: 5.865,
    },
  ],
  social: {
    linkedin: 'https://www.linkedin.com/company/verdant-ecology-example',
    x: 'https://x.com/verdant_ecology_example',
    instagram: '',
    youtube: 'https://www.youtube.com/@verdant-ecology-example',
    facebook: '',
  },
  contactRecipient: 'info@verdant-ecology.example',
});

/** A published page as the port hands it to the renderer, with only what a test sets differing. */
export function fakePage(input: {
  id?: number;
  type: PageTypeId;
  slug: string;
  locale?: string;
  title: string;
  url: string;
  typeData?: Record<string, unknown>;
  blocks?: PageDto['pageVersion']['blocks'];
  seoDescription?: string;
  publishedAt?: string;
}): PageDto {
  const id = input.id ?? 7;
  const typeData = input.typeData ?? {};
  return {
    id,
    slug: input.slug,
    title: input.title,
    type: input.type,
    locale: input.locale ?? 'nl-nl',
    translationGroup: 'group',
    typeData,
    conceptVersionID: 70,
    publishedVersionID: 71,
    publishedID: 71,
    hasUnpublishedChanges: false,
    url: input.url,
    createdAt: '2024-01-02T09:00:00.000Z',
    updatedAt: '2024-05-06T09:00:00.000Z',
    pageType: input.type,
    pageVersion: {
      id: 71,
      pageID: id,
      title: input.title,
      hasPublicationRequest: false,
      blocks: input.blocks ?? [],
      seoTitle: '',
      seoDescription: input.seoDescription ?? '',
      seoKeywords: [],
      seoImage: null,
      typeData,
      pageType: input.type,
      revision: 1,
      isConcept: false,
      publishedAt: input.publishedAt ?? '2024-05-06T09:00:00.000Z',
      createdAt: '2024-01-02T09:00:00.000Z',
      updatedAt: '2024-05-06T09:00:00.000Z',
      updatedBy: null,
    },
  };
}
