import { normaliseProps } from '../../../shared/blocks/normalise-props.ts';
import type { PageDto } from '../../../shared/pages/page-dto.ts';
import type { JsonLdNode } from './json-ld.ts';
import { organizationReference, type StructuredDataSite } from './organization.ts';

/** What a team member's Person is built from besides the page itself. */
export interface PersonContext {
  /** The page's absolute address. */
  url: string;
  /** The portrait (the page's social image), absolute; null when there is none. */
  image: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * schema.org Person of a team member's page: the name and specialism from the page type's data,
 * the job title, specialties and profile link from the member's block (the page type starts
 * with one), working for the organisation.
 */
export function personNode(site: StructuredDataSite, page: PageDto, context: PersonContext): JsonLdNode {
  const version = page.pageVersion;
  const block = version.blocks.find((candidate) => candidate.type === 'teamMember');
  const member = block ? normaliseProps('teamMember', block.props) : null;
  const name = text(version.typeData.name) || text(member?.name) || version.title || page.title;
  const specialism = text(version.typeData.specialism);
  const knowsAbout = [...new Set([specialism, ...(member?.specialties ?? []).map(text)].filter(Boolean))];
  // sameAs names a profile elsewhere: only an absolute web address (the field also takes paths and mailto:).
  const profileUrl = text(member?.professionalNetworkUrl);
  const profile = /^https?:\/\//i.test(profileUrl) ? profileUrl : '';
  return {
    '@type': 'Person',
    '@id': `${context.url}#person`,
    name,
    url: context.url,
    jobTitle: text(member?.function) || undefined,
    description: text(member?.description) || version.seoDescription || undefined,
    knowsAbout: knowsAbout.length > 0 ? knowsAbout : undefined,
    image: context.image ?? undefined,
    sameAs: profile ? [profile] : undefined,
    worksFor: organizationReference(site),
  };
}
