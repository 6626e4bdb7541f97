import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The product's own tables. better-auth's tables (auth_*) are managed by better-auth. */
export interface AccountsTable {
  account_id: string;
  email: string;
  full_name: string | null;
  created_on: ColumnType<Date, Date | string | undefined, never>;
  updated_on: Timestamp;
  website_version: Generated<number>;
  website_url: string | null;
  website_slug: string | null;
  website_slug_updated_on: Timestamp | null;
  website_last_published: Timestamp | null;
  website_last_published_by: string | null;
  website_google_tag: string | null;
  website_google_tag_updated_on: Timestamp | null;
  domain_name: string | null;
  distribution_id: string | null;
  distribution_domain: string | null;
  subscription_status: string | null;
  subscription_tier: Generated<string>;
  subscription_started_on: Timestamp | null;
  subscription_updated_on: Timestamp | null;
  /** Set while an operator has suspended the account's site (migration 0160): the site host answers 451. */
  suspended_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Why, in the operator's words (told to the owner). */
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One website document per account, stored whole as JSON tagged with its document version. */
export interface WebsitesTable {
  account_id: string;
  /** Written as a JSON string; read back parsed. Always read through migrateWebsiteDocument. */
  document: ColumnType<unknown, string, string>;
  document_version: number;
  updated_on: Timestamp;
}

/**
 * Every upload URL handed out, so uploads are counted per account (rate limit) and an image is
 * only referenced once its bytes were checked (verified_on).
 */
export interface MediaUploadsTable {
  key: string;
  account_id: string;
  content_type: string;
  size: number;
  created_on: ColumnType<Date, Date | string | undefined, never>;
  verified_on: Timestamp | null;
  /** null (never queued), 'pending', 'ready' or 'failed' (migration 0040). */
  image_state: ColumnType<ImageState | null, ImageState | null | undefined, ImageState | null>;
  /** A ProcessedImage (shared/site-images.ts) once ready, as JSON. */
  image: ColumnType<unknown, string | null | undefined, string | null>;
  image_error: ColumnType<string | null, string | null | undefined, string | null>;
  processed_on: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Uploaded before processing existed: served as uploaded until processed. */
  legacy: ColumnType<boolean, boolean | undefined, boolean>;
  /** A stock photo's attribution (a PhotoCredit, migration 0230), as JSON; null for the owner's own uploads. */
  credit: ColumnType<unknown, string | null | undefined, string | null>;
}

export type ImageState = 'pending' | 'ready' | 'failed';

/** Uploads waiting to be processed (migration 0040). */
export interface ImageJobsTable {
  key: string;
  attempts: ColumnType<number, number | undefined, number>;
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_on: ColumnType<Date, Date | string | undefined, never>;
}

/**
 * Every published version of every site. The HTML itself is an immutable object in storage
 * (storage_key); this row is written in the same transaction that switches accounts.website_version
 * to it, so a version is either fully visible or not at all.
 */
export interface WebsiteVersionsTable {
  account_id: string;
  version: number;
  storage_key: string;
  /** hashString(html): the hash the owner confirmed. */
  html_hash: string;
  /** sha256 of the HTML (hex): the ETag the site host sends. */
  etag: string;
  size: number;
  /** The Google tag the page carries (its CSP must allow Google's hosts), or null. */
  google_tag: string | null;
  published_on: ColumnType<Date, Date | string | undefined, never>;
  /** The publisher's e-mail. */
  published_by: string;
  /** Set when this version republishes an earlier one's HTML (restore). */
  restored_from: number | null;
  /** The stored website document it was rendered from (JSON text in, parsed out); null before issue 9. */
  document: ColumnType<unknown, string | null | undefined, string | null>;
  /** Whether the page carries the contact form (the site host takes messages only then). */
  contact_form: ColumnType<boolean, boolean | undefined, boolean>;
  /** The site language the version is written in (decision 0062): the site host's own pages for it use it. */
  language: ColumnType<string, string | undefined, string>;
  /** A two-language site's second language (decision 0067): its page is stored at languagePageKey(storage_key, it); null: none. */
  second_language: ColumnType<string | null, string | null | undefined, string | null>;
  /** The second language page's ETag (sha-256 of its HTML); null without one. */
  second_etag: ColumnType<string | null, string | null | undefined, string | null>;
  /** The HTML is stored as `<storage_key>.br` and `<storage_key>.gz`, not as `<storage_key>` (decision 0018). */
  compressed: ColumnType<boolean, boolean | undefined, boolean>;
  /** When the version was pruned beyond the retention (decision 0027): listed, no longer restorable, document dropped. */
  pruned_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A pruned version's stored objects are deleted (set after they are; false with pruned_on set: still to delete). */
  objects_removed: ColumnType<boolean, boolean | undefined, boolean>;
  /** The owner's name for the version, given when publishing (issue 23), or null. */
  label: ColumnType<string | null, string | null | undefined, string | null>;
  /** What changed since the version before, in the owner's words ("Opening hours, Services"); null when unknown. */
  changes: ColumnType<string | null, string | null | undefined, string | null>;
  /** The version's dated notices (migration 0261, shared/notices.ts NoticeSchedule as JSON text in, parsed out); null: none. */
  notices: ColumnType<unknown, string | null | undefined, string | null>;
}

/** One row (id 1): bumped by triggers on every change a site lookup depends on (migration 0071). */
export interface SiteGenerationTable {
  id: number;
  n: ColumnType<string, string | number, string | number>;
}

/** The site-lookup cache keys each site generation changed (migration 0100; the last 1,000 generations). */
export interface SiteChangesTable {
  generation: ColumnType<string, string | number, string | number>;
  keys: string[];
}

/** The payment provider's customer of each account: created once, reused for every checkout. */
export interface BillingCustomersTable {
  account_id: string;
  customer_id: string;
  provider: string;
  created_on: ColumnType<Date, Date | string | undefined, never>;
}

/** Checkout sessions handed out, so an account reads only its own (both providers). */
export interface BillingCheckoutSessionsTable {
  session_id: string;
  account_id: string;
  provider: string;
  price_id: string;
  created_on: ColumnType<Date, Date | string | undefined, never>;
}

/**
 * The provider's subscriptions as last fetched from it; the account's subscription_* columns are
 * derived from these. fetched_on orders concurrent writers: an older fetch never overwrites a newer one.
 */
export interface BillingSubscriptionsTable {
  subscription_id: string;
  account_id: string;
  customer_id: string;
  price_id: string | null;
  status: string;
  started_on: Timestamp;
  created_on: Timestamp;
  fetched_on: Timestamp;
}

/** Every provider event processed, recorded in the transaction that applied it: each takes effect once. */
export interface BillingEventsTable {
  event_id: string;
  type: string;
  event_created: Timestamp;
  processed_on: ColumnType<Date, Date | string | undefined, never>;
}

/** The built-in test provider's own records (its stand-in for Stripe's side). */
export interface BillingTestCheckoutSessionsTable {
  session_id: string;
  account_id: string;
  customer_id: string;
  price_id: string;
  client_secret: string;
  status: string;
  payment_status: string;
  subscription_id: string | null;
  created_on: ColumnType<Date, Date | string | undefined, never>;
  completed_on: Timestamp | null;
}

export interface BillingTestSubscriptionsTable {
  subscription_id: string;
  customer_id: string;
  price_id: string;
  status: string;
  created_on: Timestamp;
  current_period_end: Timestamp;
  canceled_on: Timestamp | null;
  /** Cancelled by support at the end of the paid period (migration 0163). */
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface BillingTestInvoicesTable {
  invoice_id: string;
  customer_id: string;
  subscription_id: string;
  amount_paid: number;
  currency: string;
  status: string;
  created_on: Timestamp;
  amount_refunded: ColumnType<number, number | undefined, number>;
}

/** The test provider's refunds (at most one per subscription: the unused part when support cancels at once). */
export interface BillingTestRefundsTable {
  refund_id: string;
  invoice_id: string;
  subscription_id: string;
  amount: number;
  currency: string;
  created_on: ColumnType<Date, Date | string | undefined, never>;
}

/** The test provider's customers' e-mail addresses (Stripe keeps one on its customer). */
export interface BillingTestCustomersTable {
  customer_id: string;
  email: string;
  updated_on: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An address (slug) an account moved away from; the site host redirects it to the account's current one. */
export interface SlugRedirectsTable {
  old_slug: string;
  account_id: string;
  created_on: ColumnType<Date, Date | string | undefined, never>;
}

/** Rate-limit attempts per bucket and key in fixed windows (limits/db-limiter.ts). */
export interface RateCountersTable {
  bucket: string;
  key: string;
  window_start: Date;
  count: number;
  expires_on: Date;
}

/** A message sent through a published page's contact form, and the state of the owner's e-mail about it. */
export interface LeadsTable {
  lead_id: string;
  account_id: string;
  name: string;
  /** What the visitor typed in "E-mail or phone". */
  contact: string;
  /** The visitor's e-mail address when `contact` is one: the notification's reply-to. */
  reply_to: string | null;
  message: string;
  received_on: ColumnType<Date, Date | string | undefined, never>;
  read_on: Timestamp | null;
  mail_state: ColumnType<LeadMailState, LeadMailState | undefined, LeadMailState>;
  mail_attempts: ColumnType<number, number | undefined, number>;
  /** When a pending e-mail may be tried next (also the lease of the process trying it). */
  mail_next_attempt_on: Timestamp | null;
  mail_sent_on: Timestamp | null;
  /** 'message' (the contact form) or 'quote' (the quote form: job, place, photos; 0250). */
  kind: ColumnType<string, string | undefined, string>;
  job: string | null;
  place: string | null;
}

/** A quote request's photo, processed: two WebP sizes, no metadata (0250). */
export interface LeadPhotosTable {
  lead_id: string;
  account_id: string;
  position: number;
  /** The photo's width and height once turned upright. */
  width: number;
  height: number;
  color: string;
  small: Uint8Array;
  large: Uint8Array;
  received_on: ColumnType<Date, Date | string | undefined, never>;
}

export type LeadMailState = 'pending' | 'sent' | 'failed';

/** Dates are `date` columns, always read as 'YYYY-MM-DD' text (`day::text`) to stay clear of time zones. */
type Day = ColumnType<string, string, string>;

export interface VisitorSaltsTable {
  day: Day;
  salt: string;
}

export interface VisitorDaysTable {
  account_id: string;
  day: Day;
  visitor_hash: string;
  /** The visitor's page views and clicks of the day (migration 0110): clicks count at most once per page view. */
  page_views: Generated<number>;
  cta_clicks: Generated<number>;
  phone_clicks: Generated<number>;
  email_clicks: Generated<number>;
  /** The call bar's other actions (migration 0260). */
  whatsapp_clicks: Generated<number>;
  directions_clicks: Generated<number>;
  book_clicks: Generated<number>;
  quote_clicks: Generated<number>;
}

export interface SiteDailyStatsTable {
  account_id: string;
  day: Day;
  page_views: number;
  visitors: number;
  mobile: number;
  tablet: number;
  desktop: number;
  cta_clicks: number;
  phone_clicks: number;
  email_clicks: number;
  whatsapp_clicks: Generated<number>;
  directions_clicks: Generated<number>;
  book_clicks: Generated<number>;
  quote_clicks: Generated<number>;
}

export interface SiteDailyReferrersTable {
  account_id: string;
  day: Day;
  host: string;
  visitors: number;
}

export interface AuthTokenEpochsTable {
  user_id: string;
  epoch: ColumnType<number, number | undefined, number>;
  updated_on: ColumnType<Date, Date | undefined, Date>;
}

/** Unconfirmed sign-ups whose pending password a second sign-up replaced (auth/pending-sign-up.ts). */
export interface AuthContestedSignUpsTable {
  user_id: string;
  contested_on: ColumnType<Date, Date | undefined, never>;
}

/** Each account's token for proving a custom domain (TXT record _websiteworks.<domain>). */
export interface DomainTokensTable {
  account_id: string;
  token: string;
  created_on: Generated<Date>;
}

/** When each proven custom domain was last checked again, and since when its TXT record is missing (migration 0120). */
export interface DomainRechecksTable {
  account_id: string;
  domain: string;
  checked_on: Date;
  missing_since: Date | null;
  warned_on: Date | null;
}

/** One operator action (migration 0161): append-only, refused UPDATE/DELETE/TRUNCATE by a trigger. */
export interface OperatorAuditTable {
  audit_id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  operator_id: string | null;
  operator_email: string;
  action: string;
  account_id: string | null;
  subject: string | null;
  reason: string | null;
  /** JSON text in, parsed out. */
  details: ColumnType<unknown, string | undefined, never>;
}

export type SiteReportStatus = 'open' | 'resolved' | 'dismissed';

/** A visitor's "Report this site" (migration 0162). */
export interface SiteReportsTable {
  report_id: string;
  account_id: string | null;
  site_address: string;
  reason: string;
  details: string;
  reporter_email: string | null;
  received_on: ColumnType<Date, Date | string | undefined, never>;
  status: ColumnType<SiteReportStatus, SiteReportStatus | undefined, SiteReportStatus>;
  handled_by: string | null;
  handled_on: Timestamp | null;
  note: string | null;
}

/** When an operator's sign-in session last used the console (migration 0164). */
export interface OperatorSessionsTable {
  session_id: string;
  user_id: string;
  last_active_on: Timestamp;
  reauthenticated_on: Timestamp | null;
}

/** One site's booking set-up (migration 0240): the settings as JSON (shared/bookings-schema.ts). */
export interface BookingSettingsTable {
  account_id: string;
  settings: ColumnType<unknown, string, string>;
  feed_token: string;
  updated_on: Timestamp;
}

/** Appointment requests and bookings (issue 25): pending, confirmed, declined or cancelled. */
export interface BookingsTable {
  booking_id: string;
  account_id: string;
  service_id: string;
  service_name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  blocks_until: Timestamp;
  time_zone: string;
  status: 'pending' | 'confirmed' | 'declined' | 'cancelled';
  name: string;
  contact: string;
  reply_to: string | null;
  owner_message: string | null;
  cancel_token_hash: string;
  created_on: Timestamp;
  decided_on: Timestamp | null;
}

export interface DB {
  domain_rechecks: DomainRechecksTable;
  accounts: AccountsTable;
  websites: WebsitesTable;
  booking_settings: BookingSettingsTable;
  bookings: BookingsTable;
  media_uploads: MediaUploadsTable;
  image_jobs: ImageJobsTable;
  billing_customers: BillingCustomersTable;
  billing_checkout_sessions: BillingCheckoutSessionsTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_events: BillingEventsTable;
  billing_test_checkout_sessions: BillingTestCheckoutSessionsTable;
  billing_test_subscriptions: BillingTestSubscriptionsTable;
  known_devices: { user_id: string; device_key: string; first_seen: Generated<Date>; last_seen: Generated<Date> };
  email_change_undo: {
    token_hash: string;
    user_id: string;
    old_email: string;
    new_email: string;
    created_on: Generated<Date>;
    expires_on: Date;
    used_on: Date | null;
  };
  session_seen: { session_id: string; last_seen: Date };
  billing_test_invoices: BillingTestInvoicesTable;
  website_versions: WebsiteVersionsTable;
  slug_redirects: SlugRedirectsTable;
  rate_counters: RateCountersTable;
  auth_token_epochs: AuthTokenEpochsTable;
  auth_contested_sign_ups: AuthContestedSignUpsTable;
  domain_tokens: DomainTokensTable;
  leads: LeadsTable;
  lead_photos: LeadPhotosTable;
  visitor_salts: VisitorSaltsTable;
  visitor_days: VisitorDaysTable;
  site_daily_stats: SiteDailyStatsTable;
  site_daily_referrers: SiteDailyReferrersTable;
  site_generation: SiteGenerationTable;
  site_changes: SiteChangesTable;
  billing_test_refunds: BillingTestRefundsTable;
  billing_test_customers: BillingTestCustomersTable;
  operator_audit: OperatorAuditTable;
  site_reports: SiteReportsTable;
  operator_sessions: OperatorSessionsTable;
  push_subscriptions: PushSubscriptionsTable;
  installation_keys: InstallationKeysTable;
  review_requests: ReviewRequestsTable;
  review_submissions: ReviewSubmissionsTable;
  import_jobs: ImportJobsTable;
  google_places: GooglePlacesTable;
  mail_queue: MailQueueTable;
}

/** The Google listing an owner imported from (migration 0272). */
export interface GooglePlacesTable {
  account_id: string;
  place_id: string;
  updated_on: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** "Ask for a review" short links (migration 0271): each takes one review. */
export interface ReviewRequestsTable {
  token: string;
  account_id: string;
  lead_id: string | null;
  /** The confirmed booking the link was made for (migration 0273). */
  booking_id: ColumnType<string | null, string | null | undefined, never>;
  created_on: ColumnType<Date, Date | string | undefined, never>;
  used_on: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A review a visitor wrote through a short link, until the owner approves (it joins the website) or dismisses it. */
export interface ReviewSubmissionsTable {
  review_id: string;
  account_id: string;
  token: string;
  name: string;
  stars: number;
  text: string;
  received_on: ColumnType<Date, Date | string | undefined, never>;
}

/** A device of the owner's that turned on notifications (migration 0270, decision 0061). */
export interface PushSubscriptionsTable {
  subscription_id: string;
  account_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** "Chrome on Android", from the browser that subscribed. */
  device: string;
  created_on: ColumnType<Date, Date | string | undefined, never>;
  last_sent_on: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Keys made once per installation (migration 0270): 'vapid' → the Web Push key pair as JSON. */
export interface InstallationKeysTable {
  name: string;
  value: string;
  created_on: ColumnType<Date, Date | string | undefined, never>;
}

/** Moving in (issue 29, migration 0290): an owner's site-reading job, seen by every replica. */
export interface ImportJobsTable {
  job_id: string;
  account_id: string;
  state: string;
  progress: unknown;
  message: string | null;
  findings: unknown;
  trade: string;
  started_on: Date;
  updated_on: Date;
}

/** E-mails stored before they are sent (migration 0330, decision 0071). */
export interface MailQueueTable {
  mail_id: string;
  account_id: string | null;
  message: ColumnType<unknown, string, never>;
  state: ColumnType<'pending' | 'sent' | 'failed', 'pending' | undefined, 'pending' | 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_on: Date | null;
  created_on: ColumnType<Date, Date | undefined, never>;
  sent_on: Date | null;
}
