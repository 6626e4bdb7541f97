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
}

export interface DB {
  accounts: AccountsTable;
  websites: WebsitesTable;
  media_uploads: MediaUploadsTable;
}
