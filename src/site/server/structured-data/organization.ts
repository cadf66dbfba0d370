import type { CompanySettings } from '../../../shared/schemas/company.ts';
import type { JsonLdNode } from './json-ld.ts';

type Office = CompanySettings['offices'][number];

/** Where the site is and whose it is: what every structured-data node refers back to. */
export interface StructuredDataSite {
  /** The site's origin without a trailing slash ("https://www.example.nl"). */
  publicUrl: string;
  company: CompanySettings;
  /** The offices on the contact page (the offices anchor), absolute. */
  officesUrl: string;
  /** An absolute URL of the company's logo; none is configured yet, so usually absent. */
  logoUrl?: string;
}

export const organizationId = (site: StructuredDataSite) => `${site.publicUrl}/#organization`;

/**
 * The organisation as other nodes name it (publisher, worksFor): its @id, which the full node
 * in the same graph carries, and enough to stand on its own for a reader that does not join.
 */
export function organizationReference(site: StructuredDataSite): JsonLdNode {
  return { '@type': 'Organization', '@id': organizationId(site), name: site.company.name, url: `${site.publicUrl}/` };
}

/** "4101 AA Culemborg": a Dutch postcode line, the way the offices setting is written. */
const DUTCH_POSTCODE_LINE = /^(\d{4})\s?([A-Za-z]{2})\s+(.+)$/;

/** An office's address lines as a PostalAddress: street lines, then postcode and town when the last line has them. */
export function postalAddress(office: Pick<Office, 'addressLines' | 'city'>): JsonLdNode {
  const lines = office.addressLines.map((line) => line.trim()).filter(Boolean);
  const postcode = DUTCH_POSTCODE_LINE.exec(lines.at(-1) ?? '');
  const street = postcode ? lines.slice(0, -1) : lines;
  return {
    '@type': 'PostalAddress',
    streetAddress: street.length > 0 ? street.join(', ') : undefined,
    postalCode: postcode ? `${postcode[1]} ${postcode[2]!.toUpperCase()}` : undefined,
    addressLocality: postcode ? postcode[3] : office.city,
    // A Dutch postcode is the only sign of the country the settings give.
    addressCountry: postcode ? 'NL' : undefined,
  };
}

/** One office as a LocalBusiness of the organisation (a branch with its own address and phone). */
function officeNode(site: StructuredDataSite, office: Office): JsonLdNode {
  const { company } = site;
  // The headquarters falls back to the company's number, as the footer does.
  const telephone = office.phone || (office.role === 'headquarters' ? company.phone : '');
  return {
    '@type': 'LocalBusiness',
    '@id': `${site.publicUrl}/#office-${office.id}`,
    name: `${company.name} ${office.city}`,
    url: site.officesUrl,
    address: postalAddress(office),
    telephone: telephone || undefined,
    email: company.email,
    geo:
      office.latitude !== null && office.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude }
        : undefined,
    parentOrganization: { '@id': organizationId(site) },
  };
}

/** schema.org Organization: name, address, contact, social profiles, and its offices. */
export function organizationNode(site: StructuredDataSite): JsonLdNode {
  const { company } = site;
  const headquarters = company.offices.find((office) => office.role === 'headquarters') ?? company.offices[0];
  const sameAs = Object.values(company.social).filter((url) => url !== '');
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: company.name,
    url: `${site.publicUrl}/`,
    logo: site.logoUrl,
    email: company.email,
    telephone: company.phone || undefined,
    address: headquarters ? postalAddress(headquarters) : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    department: company.offices.map((office) => officeNode(site, office)),
  };
}
