import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import * as foundation from './0001-foundation.ts';
import * as pages from './0002-pages.ts';
import * as media from './0003-media.ts';
import * as publication from './0004-publication.ts';
import * as menuAndTags from './0005-menu-tags.ts';
import * as search from './0006-search.ts';
import * as contact from './0007-contact.ts';
import * as publicationRevision from './0008-publication-revision.ts';
import * as menuRevisions from './0009-menu-revisions.ts';
import * as versionHistory from './0010-version-history.ts';
import * as notifications from './0011-notifications.ts';
import * as conceptSlug from './0012-concept-slug.ts';
import * as pagePresence from './0013-page-presence.ts';
import * as auditLog from './0014-audit-log.ts';
import * as sessionControl from './0015-session-control.ts';
import * as twoFactor from './0016-two-factor.ts';
import * as redirects from './0017-redirects.ts';
import * as translationStatus from './0018-translation-status.ts';
import * as shareLinks from './0019-share-links.ts';
import * as schedules from './0020-schedules.ts';
import * as mailReplyTo from './0021-mail-reply-to.ts';
import * as requestedPublishAt from './0022-requested-publish-at.ts';
import * as consentRecords from './0023-consent-records.ts';
import * as searchPriority from './0025-search-priority.ts';
import * as rateLimitHits from './0026-rate-limit-hits.ts';
import * as searchJobs from './0027-search-jobs.ts';
import * as apiTokens from './0028-api-tokens.ts';
import * as webhooks from './0029-webhooks.ts';
import * as searchFacets from './0030-search-facets.ts';
import * as adminListIndexes from './0031-admin-list-indexes.ts';
import * as siteListingKeys from './0032-site-listing-keys.ts';
import * as translationOutOfDate from './0033-translation-out-of-date.ts';
import * as conceptSummary from './0034-concept-summary.ts';
import * as trigramSearch from './0035-trigram-search.ts';
import * as trigramDirectUpdates from './0036-trigram-direct-updates.ts';
import * as sqliteNameTrigrams from './0037-sqlite-name-trigrams.ts';
import * as searchSampleIndexes from './0038-search-sample-indexes.ts';
import * as nameGrams from './0039-name-grams.ts';
import * as searchVectorsFromTerms from './0040-search-vectors-from-terms.ts';
import * as publishedVersionDates from './0041-published-version-dates.ts';
import * as userTrigramSearch from './0042-user-trigram-search.ts';
import * as searchRestIndexes from './0043-search-rest-indexes.ts';
import * as postgresSearchWrites from './0044-postgres-search-writes.ts';

export interface VersionedMigration {
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

/** Every migration in order. Names never change once released; new ones go at the end. */
export const MIGRATIONS: Record<string, VersionedMigration> = {
  '0001-foundation': foundation,
  '0002-pages': pages,
  '0003-media': media,
  '0004-publication': publication,
  '0005-menu-tags': menuAndTags,
  '0006-search': search,
  '0007-contact': contact,
  '0008-publication-revision': publicationRevision,
  '0009-menu-revisions': menuRevisions,
  '0010-version-history': versionHistory,
  '0011-notifications': notifications,
  '0012-concept-slug': conceptSlug,
  '0013-page-presence': pagePresence,
  '0014-audit-log': auditLog,
  '0015-session-control': sessionControl,
  '0016-two-factor': twoFactor,
  '0017-redirects': redirects,
  '0018-translation-status': translationStatus,
  '0019-share-links': shareLinks,
  '0020-schedules': schedules,
  '0021-mail-reply-to': mailReplyTo,
  '0022-requested-publish-at': requestedPublishAt,
  '0023-consent-records': consentRecords,
  '0025-search-priority': searchPriority,
  '0026-rate-limit-hits': rateLimitHits,
  '0027-search-jobs': searchJobs,
  '0028-api-tokens': apiTokens,
  '0029-webhooks': webhooks,
  '0030-search-facets': searchFacets,
  '0031-admin-list-indexes': adminListIndexes,
  '0032-site-listing-keys': siteListingKeys,
  '0033-translation-out-of-date': translationOutOfDate,
  '0034-concept-summary': conceptSummary,
  '0035-trigram-search': trigramSearch,
  '0036-trigram-direct-updates': trigramDirectUpdates,
  '0037-sqlite-name-trigrams': sqliteNameTrigrams,
  '0038-search-sample-indexes': searchSampleIndexes,
  '0039-name-grams': nameGrams,
  '0040-search-vectors-from-terms': searchVectorsFromTerms,
  '0041-published-version-dates': publishedVersionDates,
  '0042-user-trigram-search': userTrigramSearch,
  '0043-search-rest-indexes': searchRestIndexes,
  '0044-postgres-search-writes': postgresSearchWrites,
};
