import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NotificationKind } from '../../shared/notifications/notification-schemas.ts';

/**
 * Table types shared by SQLite and PostgreSQL. Portable column choices: timestamps are
 * ISO-8601 UTC text (they sort correctly as text), booleans are 0/1 integers, JSON is text.
 */
type Timestamp = string;
type Flag = number;

export interface RolesTable {
  id: Generated<number>;
  name: string;
  is_system: ColumnType<Flag, Flag | undefined, Flag>;
  /** Migration 0016: the role's users must sign in with a second factor. */
  require_two_factor: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
}

export interface RolePermissionsTable {
  role_id: number;
  permission: string;
  parameters: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  role_id: number;
  name: string;
  job_title: string;
  image_file: string | null;
  language: string;
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
}

export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'reset' | 'activate';
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  sid: string;
  data: string;
  user_id: number | null;
  expires_at: Timestamp;
  /** Null only for rows written before migration 0015 (which fills them in). */
  created_at: Timestamp | null;
  last_seen_at: Timestamp | null;
  user_agent: string | null;
  ip: string | null;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Null once the user is deleted; user_name and user_email still say who it was. */
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  action: string;
  details: string | null;
  ip: string | null;
  user_agent: string | null;
  object_type: string | null;
  object_id: string | null;
  outcome: ColumnType<string, string | undefined, string>;
  status_code: number | null;
  error_code: string | null;
  created_at: Timestamp;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  type: string;
  locale: string;
  translation_group: string;
  concept_version_id: number | null;
  published_version_id: number | null;
  published_id: number | null;
  concept_dirty: Flag;
  /** A published page's new slug waiting for the concept's publication (0012-concept-slug). */
  pending_slug: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether internal links follow the pending slug when it goes live. */
  pending_slug_update_links: ColumnType<Flag, Flag | undefined, Flag>;
  /** The page this translation was made from (migration 0018); null: the group's default-language page. */
  translation_source_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When an editor marked this translation up to date without changing it, and why. */
  translation_synced_at: ColumnType<string | null, string | null | undefined, string | null>;
  translation_sync_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: the translation's source was published after it (0033); kept by translation-out-of-date.service.ts. */
  translation_out_of_date: ColumnType<Flag, Flag | undefined, Flag>;
  /** The concept version's title and last editor (0034), for the overview; kept by concept-summary.repository.ts. */
  concept_title: ColumnType<string, string | undefined, string>;
  concept_updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PageVersionsTable {
  id: Generated<number>;
  page_id: number;
  title: string;
  /** JSON: the ordered block list. */
  blocks: string;
  seo_title: string;
  seo_description: string;
  /** JSON: string[] */
  seo_keywords: string;
  /** JSON: BlockImage[] or null */
  seo_image: string | null;
  /** JSON: the page type's relations and attributes */
  type_data: string;
  revision: number;
  has_publication_request: Flag;
  published_at: Timestamp | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 1: a history snapshot, a kept earlier state of the concept (migration 0010). */
  snapshot: ColumnType<Flag, Flag | undefined, Flag>;
  /** JSON: what the save(s) that made this state changed (version-summary.ts); null when unknown. */
  change_summary: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MediaDirectoriesTable {
  id: Generated<number>;
  path: string;
  created_at: Timestamp;
}

export interface MediaFilesTable {
  id: Generated<number>;
  directory: string;
  file_name: string;
  /** Lower-cased file name: names clash regardless of case, as on most desktops. */
  name_key: string;
  kind: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  /** SHA-256 of the content (of provider:id for video links). */
  hash: string;
  storage_key: string | null;
  default_alt_text: string;
  shared: Flag;
  video_provider: string | null;
  video_id: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** superseded: a publisher published the page directly while someone else's request was pending. */
export type PublicationRequestStatus = 'pending' | 'accepted' | 'rejected' | 'revoked' | 'superseded';

export interface PublicationRequestsTable {
  id: Generated<number>;
  page_id: number;
  version_id: number;
  requested_by: number | null;
  comment: string;
  /** The concept's revision when the request was made (null: requests older than migration 0008). */
  version_revision: number | null;
  status: PublicationRequestStatus;
  reviewed_by: number | null;
  feedback: string | null;
  created_at: Timestamp;
  resent_at: Timestamp | null;
  decided_at: Timestamp | null;
  /** When the requester wants it live (UTC, migration 0022); null: on acceptance. */
  publish_at: string | null;
}

export interface PublicationsTable {
  id: Generated<number>;
  page_id: number;
  version_id: number;
  published_by: number | null;
  request_id: number | null;
  published_at: Timestamp;
}

export interface MailQueueTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** A checked plain address for the Reply-To header (migration 0021); null: none. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface MenuItemsTable {
  id: Generated<number>;
  locale: string;
  menu: 'header' | 'footer';
  parent_id: number | null;
  position: number;
  label: string;
  link_type: 'external' | 'internal' | 'anchor' | 'mail' | 'phone';
  /** The URL, #anchor, e-mail address or phone number; empty for internal links. */
  target: string;
  page_id: number | null;
  open_in_new_tab: Flag;
}

/** The revision of one menu of a locale, raised by every save (optimistic locking). */
export interface MenuRevisionsTable {
  locale: string;
  menu: 'header' | 'footer';
  revision: number;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  is_private: Flag;
  created_at: Timestamp;
}

export interface PageTagsTable {
  page_id: number;
  tag_id: number;
}

export interface SearchDocumentsTable {
  page_id: number;
  locale: string;
  page_type: string;
  title: string;
  body: string;
  url: string;
  /** '|A|B|': delimited so a LIKE '%|A|%' filter matches whole values only. */
  themes: string;
  services: string;
  title_terms: string;
  body_terms: string;
  /** 0: content; -1: a legal page, ranked after content that matches alike (0025). */
  priority: Generated<number>;
  /** Locale, type, theme and service as index tokens (search-facets.ts; 0030). */
  facets: Generated<string>;
  indexed_at: Timestamp;
}

/** One row per search document and combination of filters it passes (0030), in title order. */
export interface SearchFacetsTable {
  key: string;
  title_key: string;
  page_id: number;
}

/**
 * The keys the site's listings sort and filter by (0032, site-listing-keys.ts): per published
 * page one 'page' row and one row per theme, service and theme+service pair of its published typeData.
 */
export interface SiteListingKeysTable {
  page_id: number;
  /**
   * 'page': the page itself (value ''); 'theme' / 'service': one row per code in typeData;
   * 'theme+service': one per pair of them, so the finder's two filters together are one range too.
   */
  dimension: 'page' | 'theme' | 'service' | 'theme+service';
  value: string;
  type: string;
  locale: string;
  /** typeData.year, 0 when it has none (so unknown years sort last). */
  sort_year: number;
  /** typeData.publicationDate, '' when it has none. */
  sort_date: string;
  /** The published version's publication time (the tie-break after the sort key). */
  published_at: string | null;
  province: string | null;
}

/** A message sent through the public contact form. */
export interface ContactSubmissionsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  page_id: number | null;
  created_at: string;
}

/** Spent proof-of-work challenges, kept until they expire so each is used once. */
export interface ContactChallengesUsedTable {
  challenge: string;
  expires_at: string;
}

/** An in-admin notification of one user (migration 0011); `kind` is one of NOTIFICATION_KINDS. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  page_id: number | null;
  page_title: string;
  actor_id: number | null;
  actor_name: string | null;
  message: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** State of one part (publish or unpublish) of a schedule (migration 0020); null: no such part. */
export type SchedulePartState = 'pending' | 'done' | 'skipped';

/** A page's scheduled publication and/or unpublication (migration 0020); one per page. */
export interface SchedulesTable {
  id: Generated<number>;
  page_id: number;
  version_id: number;
  /** The version's revision when it was scheduled: a different one at run time skips the publish. */
  version_revision: number;
  publish_at: Timestamp | null;
  publish_state: SchedulePartState | null;
  publish_reason: string | null;
  published_at: Timestamp | null;
  unpublish_at: Timestamp | null;
  unpublish_state: SchedulePartState | null;
  unpublish_reason: string | null;
  unpublished_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** A browser tab with a page open in the editor (migration 0013); gone when its heartbeat stops. */
export interface PagePresenceTable {
  page_id: number;
  client_id: string;
  user_id: number;
  unsaved: ColumnType<Flag, Flag | undefined, Flag>;
  opened_at: Timestamp;
  seen_at: Timestamp;
}

/** Two-factor sign-in (migration 0016): a user's TOTP secret, encrypted; unconfirmed while being set up. */
export interface UserTotpTable {
  user_id: number;
  secret_encrypted: string;
  confirmed_at: Timestamp | null;
  last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A WebAuthn credential; public key base64url, transports a JSON array. */
export interface UserPasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: ColumnType<number | string, number | undefined, number>;
  transports: string;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** Migration 0017 (issue 16): an old public address and where it goes now. */
export interface RedirectsTable {
  id: Generated<number>;
  /** Normalised: lower case, no query or fragment, no trailing slash (redirect-paths.ts). */
  from_path: string;
  /** A path on this site or a full http(s) URL; null for 410 Gone. */
  to_target: string | null;
  status: number;
  automatic: ColumnType<Flag, Flag | undefined, Flag>;
  page_id: number | null;
  locale: string | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0019 (issue 16): a preview link to a page's concept; only the token's SHA-256 is stored. */
export interface ShareLinksTable {
  id: Generated<number>;
  page_id: number;
  token_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** Migration 0023 (issue 17): one cookie consent choice; nothing that identifies the visitor. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  /** One of CONSENT_CHOICES (src/shared/consent/consent-schemas.ts). */
  choice: string;
  banner_version: string;
  created_at: Timestamp;
}

/** Rate-limit counters shared by the instances (migration 0026). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** Milliseconds since 1970. */
  window_ends: number;
}

/** API tokens (migration 0028): only the secret's SHA-256 is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  secret_hash: string;
  /** 'read' | 'user' | 'permissions' */
  scope: string;
  /** JSON array of permission names when scope is 'permissions'. */
  permissions: string | null;
  created_at: Timestamp;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
}

/** Webhook endpoints (migration 0029): `events` is a JSON array of event names. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  events: string;
  /** `whsec_` + base64 of the signing key. */
  secret: string;
  active: Flag;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Webhook deliveries (migration 0029): the queue and its log, one row per event and endpoint. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  payload: string;
  /** 'pending' | 'delivered' | 'failed' */
  state: string;
  attempts: number;
  next_attempt_at: Timestamp;
  /** The lease of the instance sending it (null: nobody). */
  claimed_until: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  delivered_at: Timestamp | null;
}

/** Search-index jobs shared by the instances (migration 0027): one row per kind, claimed with a lease. */
export interface SearchJobsTable {
  /** 'index' or 'remove'. */
  kind: string;
  /** 'idle', 'running', 'success' or 'error'. */
  state: Generated<string>;
  generation: Generated<number>;
  processed: Generated<number>;
  total: Generated<number>;
  after_id: Generated<number>;
  run_started: string | null;
  owner: string | null;
  /** Milliseconds since 1970. */
  lease_until: Generated<number>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface Database {
  search_jobs: SearchJobsTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  rate_limit_hits: RateLimitHitsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  account_tokens: AccountTokensTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  pages: PagesTable;
  page_versions: PageVersionsTable;
  media_directories: MediaDirectoriesTable;
  media_files: MediaFilesTable;
  publication_requests: PublicationRequestsTable;
  publications: PublicationsTable;
  mail_queue: MailQueueTable;
  menu_items: MenuItemsTable;
  menu_revisions: MenuRevisionsTable;
  tags: TagsTable;
  page_tags: PageTagsTable;
  search_documents: SearchDocumentsTable;
  search_facets: SearchFacetsTable;
  site_listing_keys: SiteListingKeysTable;
  contact_submissions: ContactSubmissionsTable;
  contact_challenges_used: ContactChallengesUsedTable;
  notifications: NotificationsTable;
  page_presence: PagePresenceTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  user_passkeys: UserPasskeysTable;
  redirects: RedirectsTable;
  share_links: ShareLinksTable;
  schedules: SchedulesTable;
  consent_records: ConsentRecordsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type PageRow = Selectable<PagesTable>;
export type PageVersionRow = Selectable<PageVersionsTable>;
export type MediaFileRow = Selectable<MediaFilesTable>;
