import { type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/**
 * The product's migrations, in order. Never edit one that has shipped: add the next.
 * better-auth's own tables are migrated by better-auth (see auth/auth.ts).
 */
const migrations: Record<string, Migration> = {
  '0001_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('account_id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text')
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('website_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('website_url', 'text')
        .addColumn('website_slug', 'text', (c) => c.unique())
        .addColumn('website_slug_updated_on', 'timestamptz')
        .addColumn('website_last_published', 'timestamptz')
        .addColumn('website_last_published_by', 'text')
        .addColumn('website_google_tag', 'text')
        .addColumn('website_google_tag_updated_on', 'timestamptz')
        .addColumn('domain_name', 'text', (c) => c.unique())
        .addColumn('distribution_id', 'text')
        .addColumn('distribution_domain', 'text')
        .addColumn('subscription_status', 'text')
        .addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('starter'))
        .addColumn('subscription_started_on', 'timestamptz')
        .addColumn('subscription_updated_on', 'timestamptz')
        .execute();
    },
  },
  '0002_websites': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('websites')
        .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.account_id').onDelete('cascade'))
        .addColumn('document', 'jsonb', (c) => c.notNull())
        .addColumn('document_version', 'integer', (c) => c.notNull())
        .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0003_media_uploads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('media_uploads')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('verified_on', 'timestamptz')
        .execute();
      await db.schema.createIndex('media_uploads_account_created').on('media_uploads').columns(['account_id', 'created_on']).execute();
    },
  },
  '0004_website_versions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('website_versions')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('html_hash', 'text', (c) => c.notNull())
        .addColumn('etag', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('google_tag', 'text')
        .addColumn('published_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('published_by', 'text', (c) => c.notNull())
        .addColumn('restored_from', 'integer')
        .addPrimaryKeyConstraint('website_versions_pk', ['account_id', 'version'])
        .execute();
    },
  },
  '0010_billing': {
    async up(db: Kysely<unknown>) {
      const account = (c: ColumnDefinitionBuilder) => c.notNull().references('accounts.account_id').onDelete('cascade');
      const createdOn = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);
      await db.schema
        .createTable('billing_customers')
        .addColumn('account_id', 'text', (c) => account(c).primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', createdOn)
        .execute();
      await db.schema
        .createTable('billing_checkout_sessions')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', account)
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('price_id', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', createdOn)
        .execute();
      await db.schema
        .createTable('billing_subscriptions')
        .addColumn('subscription_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', account)
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('price_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('started_on', 'timestamptz', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull())
        .addColumn('fetched_on', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('billing_subscriptions_account').on('billing_subscriptions').column('account_id').execute();
      await db.schema
        .createTable('billing_events')
        .addColumn('event_id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('event_created', 'timestamptz', (c) => c.notNull())
        .addColumn('processed_on', 'timestamptz', createdOn)
        .execute();
      await db.schema
        .createTable('billing_test_checkout_sessions')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', account)
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('price_id', 'text', (c) => c.notNull())
        .addColumn('client_secret', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_status', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'text')
        .addColumn('created_on', 'timestamptz', createdOn)
        .addColumn('completed_on', 'timestamptz')
        .execute();
      await db.schema
        .createTable('billing_test_subscriptions')
        .addColumn('subscription_id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('price_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull())
        .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
        .addColumn('canceled_on', 'timestamptz')
        .execute();
      await db.schema
        .createTable('billing_test_invoices')
        .addColumn('invoice_id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'text', (c) => c.notNull())
        .addColumn('amount_paid', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
  '0020_slug_redirects': {
    async up(db: Kysely<unknown>) {
      // Addresses an account moved away from (custom slug, Professional): they redirect to its current one.
      await db.schema
        .createTable('slug_redirects')
        .addColumn('old_slug', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('slug_redirects_account_id').on('slug_redirects').column('account_id').execute();
    },
  },
  '0025_rate_counters': {
    async up(db: Kysely<unknown>) {
      // Attempts per bucket (what is limited) and key (who), per fixed window (limits/db-limiter.ts).
      await db.schema
        .createTable('rate_counters')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'timestamptz', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('expires_on', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_counters_pk', ['bucket', 'key', 'window_start'])
        .execute();
      await db.schema.createIndex('rate_counters_expires_on').on('rate_counters').column('expires_on').execute();
    },
  },
  '0030_token_epochs': {
    async up(db: Kysely<unknown>) {
      // Per user: access tokens carrying an older epoch are refused at once (auth/token-revocation.ts).
      // Bumped on password reset and change and on "sign out everywhere".
      await db.schema
        .createTable('auth_token_epochs')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('epoch', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0031_version_documents': {
    async up(db: Kysely<unknown>) {
      // The website document a version was rendered from: restore renders it again under the account's
      // current plan (issue 9). Versions published before have none (publish-service.ts decides).
      await db.schema.alterTable('website_versions').addColumn('document', 'jsonb').execute();
    },
  },
  '0032_contested_sign_ups': {
    async up(db: Kysely<unknown>) {
      // Addresses not confirmed yet whose pending password was replaced by a second sign-up (issue 9,
      // auth/pending-sign-up.ts): their confirmation link asks the person confirming to choose the password.
      await db.schema
        .createTable('auth_contested_sign_ups')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('contested_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0040_image_processing': {
    async up(db: Kysely<unknown>) {
      // What processing made of an upload (modules/images, decision 0014): null until it was queued,
      // then 'pending', 'ready' (image holds sizes, colour and variant keys) or 'failed' (image_error
      // says why, for the owner). Uploads made before processing existed are `legacy`: they keep being
      // served as uploaded until their variants exist.
      await db.schema
        .alterTable('media_uploads')
        .addColumn('image_state', 'text')
        .addColumn('image', 'jsonb')
        .addColumn('image_error', 'text')
        .addColumn('processed_on', 'timestamptz')
        .addColumn('legacy', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      // The queue: one row per upload waiting to be processed, claimed with FOR UPDATE SKIP LOCKED by
      // any replica; a claim holds until locked_until, so a process that dies mid-job leaves it to the next.
      await db.schema
        .createTable('image_jobs')
        .addColumn('key', 'text', (c) => c.primaryKey().references('media_uploads.key').onDelete('cascade'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('locked_until', 'timestamptz')
        .addColumn('last_error', 'text')
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('image_jobs_run_after').on('image_jobs').column('run_after').execute();
      // Everything uploaded before is processed too (the worker picks these up after start).
      await sql`update media_uploads set legacy = true`.execute(db);
      await sql`update media_uploads set image_state = 'pending' where verified_on is not null`.execute(db);
      await sql`insert into image_jobs (key) select key from media_uploads where verified_on is not null`.execute(db);
    },
  },
  '0050_leads': {
    async up(db: Kysely<unknown>) {
      // Messages visitors send through a published page's contact form (modules/leads). The lead is
      // written before any e-mail is tried; mail_* keeps the owner's notification until it is sent.
      await db.schema
        .createTable('leads')
        .addColumn('lead_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('received_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('read_on', 'timestamptz')
        .addColumn('mail_state', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mail_next_attempt_on', 'timestamptz')
        .addColumn('mail_sent_on', 'timestamptz')
        .execute();
      await db.schema.createIndex('leads_account_received').on('leads').columns(['account_id', 'received_on desc']).execute();
      await sql`create index leads_mail_pending on leads (mail_next_attempt_on) where mail_state = 'pending'`.execute(db);
      // Whether a published version carries the contact form: the site host takes messages only for those.
      await db.schema.alterTable('website_versions').addColumn('contact_form', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
    },
  },
  '0051_visitor_counts': {
    async up(db: Kysely<unknown>) {
      // Today's salt for visitor hashes; a day's row is deleted once the day is over (sites/visit-counter.ts).
      await db.schema
        .createTable('visitor_salts')
        .addColumn('day', 'date', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute();
      // Visitors already counted today (salted hashes, never an address); older days are deleted.
      await db.schema
        .createTable('visitor_days')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('visitor_hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('visitor_days_pk', ['account_id', 'day', 'visitor_hash'])
        .execute();
      // Daily rollups: what the analytics API reads.
      const counter = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
      await db.schema
        .createTable('site_daily_stats')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('page_views', 'integer', counter)
        .addColumn('visitors', 'integer', counter)
        .addColumn('mobile', 'integer', counter)
        .addColumn('tablet', 'integer', counter)
        .addColumn('desktop', 'integer', counter)
        .addColumn('cta_clicks', 'integer', counter)
        .addColumn('phone_clicks', 'integer', counter)
        .addColumn('email_clicks', 'integer', counter)
        .addPrimaryKeyConstraint('site_daily_stats_pk', ['account_id', 'day'])
        .execute();
      await db.schema
        .createTable('site_daily_referrers')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('visitors', 'integer', counter)
        .addPrimaryKeyConstraint('site_daily_referrers_pk', ['account_id', 'day', 'host'])
        .execute();
    },
  },
  '0060_domain_tokens': {
    async up(db: Kysely<unknown>) {
      // Each account's secret for proving a custom domain (a TXT record _websiteworks.<domain>).
      await db.schema
        .createTable('domain_tokens')
        .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.account_id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0070_version_encodings': {
    async up(db: Kysely<unknown>) {
      // Whether the version's HTML is stored as `<storage_key>.br` and `<storage_key>.gz` (compressed once,
      // when published; decision 0018). Older versions keep their plain object and are compressed once,
      // in the background, the first time the site host serves them.
      await db.schema.alterTable('website_versions').addColumn('compressed', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
    },
  },
  '0071_site_generation': {
    async up(db: Kysely<unknown>) {
      // One counter that every change the site host's lookups depend on bumps, in the changing transaction
      // (so it becomes visible together with the change). Each replica polls it once a second and keeps
      // its cached lookups while it stands still (sites/site-directory.ts).
      await db.schema.createTable('site_generation').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('n', 'bigint', (c) => c.notNull()).execute();
      await sql`insert into site_generation (id, n) values (1, 1)`.execute(db);
      await sql`create function ww_bump_site_generation() returns trigger language plpgsql as $$
        begin
          update site_generation set n = n + 1 where id = 1;
          return null;
        end $$`.execute(db);
      await accountsSiteGenerationTrigger(['website_version', 'website_slug', 'website_url', 'domain_name', 'subscription_status', 'subscription_tier']).execute(db);
      await sql`create trigger accounts_deleted_site_generation after delete on accounts for each statement execute function ww_bump_site_generation()`.execute(db);
      await sql`create trigger slug_redirects_site_generation after insert or update or delete on slug_redirects for each statement execute function ww_bump_site_generation()`.execute(db);
    },
  },
  '0072_site_generation_on_domain_proof': {
    async up(db: Kysely<unknown>) {
      // A custom domain is served once proven (distribution_id set by the DNS and TXT check, decision 0017):
      // that change must move the site generation too, or other replicas keep "no such site" for minutes.
      await sql`drop trigger accounts_site_generation on accounts`.execute(db);
      await accountsSiteGenerationTrigger(['website_version', 'website_slug', 'website_url', 'domain_name', 'distribution_id', 'subscription_status', 'subscription_tier']).execute(db);
    },
  },
  '0080_version_retention': {
    async up(db: Kysely<unknown>) {
      // Versions beyond the retention (VERSION_RETENTION, decision 0027) stay listed but are pruned in two
      // steps: `pruned_on` is set (and the saved document dropped) in one statement, so a version is never
      // offered for restore without its bytes; then its stored objects are deleted and `objects_removed` set.
      // A crash between the two leaves objects behind, never a restorable version without them; the next
      // prune of the account (its next publish, or `npm run versions -- prune`) deletes them.
      await db.schema
        .alterTable('website_versions')
        .addColumn('pruned_on', 'timestamptz')
        .addColumn('objects_removed', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await sql`create index website_versions_prune_pending on website_versions (account_id) where pruned_on is not null and not objects_removed`.execute(db);
    },
  },
  '0090_auth_schema_fingerprint': {
    async up(db: Kysely<unknown>) {
      // The fingerprint of better-auth's schema as last migrated (auth.ts, decision 0024): while it is the
      // same, a start does not ask better-auth to compare every table with the database.
      await db.schema.createTable('ww_auth_schema').addColumn('fingerprint', 'text', (c) => c.notNull()).execute();
    },
  },
  '0100_site_changes': {
    async up(db: Kysely<unknown>) {
      // Which lookups each site generation changed (decision 0025): the cache keys of the site host
      // (`s:<slug>`, `d:<domain>`, `r:<old slug>`; `r:*` every old slug; `*` everything), written with the
      // bump in the same transaction, so a replica drops only those lookups rather than all of them. The
      // last 1,000 generations are kept; a replica further behind drops everything, as before.
      await db.schema.createTable('site_changes').addColumn('generation', 'bigint', (c) => c.primaryKey()).addColumn('keys', sql`text[]`, (c) => c.notNull()).execute();
      await sql`create or replace function ww_bump_site_generation() returns trigger language plpgsql as $$
        declare
          g bigint;
          changed text[];
        begin
          update site_generation set n = n + 1 where id = 1 returning n into g;
          if tg_level = 'ROW' and tg_table_name = 'accounts' then
            changed := array_remove(array[
              's:' || old.website_slug, 's:' || new.website_slug, 'd:' || old.domain_name, 'd:' || new.domain_name,
              -- an old slug answers the account's current slug: a new one (or none) changes those answers
              case when old.website_slug is distinct from new.website_slug then 'r:*' end], null);
          elsif tg_level = 'ROW' and tg_table_name = 'slug_redirects' then
            changed := array_remove(array['r:' || old.old_slug, 'r:' || new.old_slug], null);
          else
            changed := array['*'];
          end if;
          insert into site_changes (generation, keys) values (g, changed);
          delete from site_changes where generation <= g - 1000;
          return null;
        end $$`.execute(db);
      // Row by row, so each change names its keys (they were statement triggers).
      await sql`drop trigger accounts_deleted_site_generation on accounts`.execute(db);
      await sql`create trigger accounts_deleted_site_generation after delete on accounts for each row execute function ww_bump_site_generation()`.execute(db);
      await sql`drop trigger slug_redirects_site_generation on slug_redirects`.execute(db);
      await sql`create trigger slug_redirects_site_generation after insert or update or delete on slug_redirects for each row execute function ww_bump_site_generation()`.execute(db);
    },
  },
  '0110_visitor_day_counts': {
    async up(db: Kysely<unknown>) {
      // Issue 21: a visitor's page views and clicks of the day, so a click counts at most once per page
      // view the visitor made (300 beacons from one address were 300 clicks). Rows of the day already
      // counted had at least one page view.
      await sql`alter table visitor_days add column page_views integer not null default 1`.execute(db);
      await sql`alter table visitor_days alter column page_views set default 0`.execute(db);
      for (const kind of ['cta', 'phone', 'email']) {
        await sql`alter table ${sql.id('visitor_days')} add column ${sql.id(`${kind}_clicks`)} integer not null default 0`.execute(db);
      }
    },
  },
  '0111_account_notices': {
    async up(db: Kysely<unknown>) {
      // Issue 21: the devices each user has signed in from (a new one gets a notice), the links that undo
      // an e-mail change (sent to the old address, 7 days), and when each session was last seen (/account).
      await db.schema
        .createTable('known_devices')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('device_key', 'text', (c) => c.notNull())
        .addColumn('first_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_key'])
        .execute();
      await db.schema
        .createTable('email_change_undo')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('old_email', 'text', (c) => c.notNull())
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_on', 'timestamptz', (c) => c.notNull())
        .addColumn('used_on', 'timestamptz')
        .execute();
      await db.schema
        .createTable('session_seen')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('last_seen', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
  '0112_billing_test_customers': {
    async up(db: Kysely<unknown>) {
      // The test provider keeps its customers' e-mail addresses, as Stripe does (updateCustomerEmail, issue 21).
      await db.schema
        .createTable('billing_test_customers')
        .addColumn('customer_id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0120_domain_rechecks': {
    async up(db: Kysely<unknown>) {
      // Proven custom domains are checked again now and then (modules/domains/domain-recheck.ts, issue 22):
      // when each was last checked (claimed by setting checked_on, so replicas share the work), since when its
      // TXT record has been missing, and whether its owner was told. A row goes with its account.
      await db.schema
        .createTable('domain_rechecks')
        .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.account_id').onDelete('cascade'))
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('checked_on', 'timestamptz', (c) => c.notNull())
        .addColumn('missing_since', 'timestamptz')
        .addColumn('warned_on', 'timestamptz')
        .execute();
    },
  },
  '0160_site_suspension': {
    async up(db: Kysely<unknown>) {
      // An operator's suspension of an account's site (issue 27, decision 0044): while suspended_on is set
      // the site host answers 451 at the site's address and custom domain, and publishing is refused.
      await db.schema.alterTable('accounts').addColumn('suspended_on', 'timestamptz').addColumn('suspension_reason', 'text').execute();
      // Its own trigger (not a column added to accounts_site_generation's list), so it moves the site
      // generation whatever other migrations do to that trigger; the function names the site's lookups.
      await sql`create trigger accounts_suspension_site_generation after update on accounts for each row
        when (old.suspended_on is distinct from new.suspended_on) execute function ww_bump_site_generation()`.execute(db);
    },
  },
  '0161_operator_audit': {
    async up(db: Kysely<unknown>) {
      // Every operator action (issue 27): who, when, what, about which account, and why. No foreign keys:
      // the trail outlives the accounts it names. Append-only in the database itself: a trigger refuses
      // every UPDATE, DELETE and TRUNCATE, whatever code (or person at a SQL prompt with the app's role) tries.
      await db.schema
        .createTable('operator_audit')
        .addColumn('audit_id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('operator_id', 'text')
        .addColumn('operator_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text')
        .addColumn('subject', 'text')
        .addColumn('reason', 'text')
        .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .execute();
      await sql`create index operator_audit_account on operator_audit (account_id, audit_id desc) where account_id is not null`.execute(db);
      await sql`create function ww_refuse_audit_change() returns trigger language plpgsql as $$
        begin
          raise exception 'the operator audit log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
        end $$`.execute(db);
      await sql`create trigger operator_audit_append_only before update or delete on operator_audit for each row execute function ww_refuse_audit_change()`.execute(db);
      await sql`create trigger operator_audit_no_truncate before truncate on operator_audit for each statement execute function ww_refuse_audit_change()`.execute(db);
    },
  },
  '0162_site_reports': {
    async up(db: Kysely<unknown>) {
      // "Report this site" (issue 27): a visitor's report about a published site. Kept when the account
      // goes (account_id set null; site_address says which site it was).
      await db.schema
        .createTable('site_reports')
        .addColumn('report_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.references('accounts.account_id').onDelete('set null'))
        .addColumn('site_address', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('reporter_email', 'text')
        .addColumn('received_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('handled_by', 'text')
        .addColumn('handled_on', 'timestamptz')
        .addColumn('note', 'text')
        .execute();
      await sql`create index site_reports_status on site_reports (status, received_on desc)`.execute(db);
      await sql`create index site_reports_account on site_reports (account_id, received_on desc)`.execute(db);
    },
  },
  '0163_billing_help': {
    async up(db: Kysely<unknown>) {
      // The test provider's side of support's billing actions (issue 27): cancelling at the period's end,
      // and refunds of the unused part, as Stripe keeps them.
      await db.schema
        .alterTable('billing_test_subscriptions')
        .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema.alterTable('billing_test_invoices').addColumn('amount_refunded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema
        .createTable('billing_test_refunds')
        .addColumn('refund_id', 'text', (c) => c.primaryKey())
        .addColumn('invoice_id', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'text', (c) => c.notNull().unique())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // The customer's e-mail (billing_test_customers) is kept since 0112 (issue 21).
    },
  },
  '0164_operator_sessions': {
    async up(db: Kysely<unknown>) {
      // When each operator's sign-in session last used the console (issue 27): idle 15 minutes, the
      // console asks for the password again (modules/admin/operator-access.ts).
      await db.schema
        .createTable('operator_sessions')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('last_active_on', 'timestamptz', (c) => c.notNull())
        .addColumn('reauthenticated_on', 'timestamptz')
        .execute();
    },
  },
  '0210_version_labels': {
    async up(db: Kysely<unknown>) {
      // Versions you can tell apart (issue 23): the owner's own label, given when publishing, and the
      // automatic one naming what changed since the version before ("Opening hours, Services").
      await db.schema.alterTable('website_versions').addColumn('label', 'text').execute();
      await db.schema.alterTable('website_versions').addColumn('changes', 'text').execute();
    },
  },
  '0230_photo_credits': {
    async up(db: Kysely<unknown>) {
      // A photo chosen through "Search photos" (decision 0057): who took it and where, as the provider
      // asks the published page to say (a PhotoCredit, shared/site-images.ts); null for the owner's own uploads.
      await db.schema.alterTable('media_uploads').addColumn('credit', 'jsonb').execute();
    },
  },
  '0260_call_bar_clicks': {
    async up(db: Kysely<unknown>) {
      // The call bar's taps (issue 26, decision 0060): WhatsApp, Directions, Book and Quote, counted like calls.
      for (const table of ['visitor_days', 'site_daily_stats']) {
        for (const kind of ['whatsapp', 'directions', 'book', 'quote']) {
          await db.schema.alterTable(table).addColumn(`${kind}_clicks`, 'integer', (c) => c.notNull().defaultTo(0)).execute();
        }
      }
    },
  },
  '0261_notice_schedules': {
    async up(db: Kysely<unknown>) {
      // A published version's dated notices (decision 0060): their days and the site's time zone, so the
      // site host shows each only between its days without a new publish. Null: no dated notice.
      await db.schema.alterTable('website_versions').addColumn('notices', 'jsonb').execute();
    },
  },
  '0330_mail_queue': {
    async up(db: Kysely<unknown>) {
      // E-mails that must not be lost to a mail server that is down or a replica that stops (bookings,
      // custom domains, suspensions; decision 0071): stored first, sent by whichever replica claims them,
      // tried again on the lead e-mails' schedule. Sent rows are removed after a week.
      await db.schema
        .createTable('mail_queue')
        .addColumn('mail_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.references('accounts.account_id').onDelete('cascade'))
        .addColumn('message', 'jsonb', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_on', 'timestamptz')
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('sent_on', 'timestamptz')
        .execute();
      await sql`create index mail_queue_due on mail_queue (next_attempt_on) where state = 'pending'`.execute(db);
    },
  },
  '0290_import_jobs': {
    async up(db: Kysely<unknown>) {
      // Moving in (issue 29, decision 0064): a site-reading job's progress and findings, so the owner's polls
      // and the apply may reach any replica. Kept an hour; deleted with the account.
      await db.schema
        .createTable('import_jobs')
        .addColumn('job_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('progress', 'jsonb', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('findings', 'jsonb')
        .addColumn('trade', 'text', (c) => c.notNull())
        .addColumn('started_on', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_on', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('import_jobs_account').on('import_jobs').column('account_id').execute();
    },
  },
  '0320_site_daily_stats_by_day': {
    async up(db: Kysely<unknown>) {
      // Issue 30 (decision 0065, figures after tuning): a starting replica loads the sites most viewed
      // yesterday and today; by day, that reads two days' rows rather than every site's history. The
      // day of a row never changes, so counting's updates stay HOT.
      await db.schema.createIndex('site_daily_stats_day').on('site_daily_stats').column('day').execute();
    },
  },
  '0300_cache_purge_cursor': {
    async up(db: Kysely<unknown>) {
      // Issue 30 (decision 0065): the site generation up to which shared caches have been sent purges.
      // A replica that moves it (compare and set) sends the purges of the changes in between, so each
      // change is purged once however many replicas there are. Starts at the current generation.
      await db.schema.createTable('cache_purge_cursor').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('generation', 'bigint', (c) => c.notNull()).execute();
      await sql`insert into cache_purge_cursor (id, generation) select 1, n from site_generation where id = 1`.execute(db);
    },
  },
  '0270_owner_push': {
    async up(db: Kysely<unknown>) {
      // Web Push to the owner's devices (issue 26, decision 0061): one row per device that turned
      // notifications on, removed when its push service answers 404 or 410.
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('subscription_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_sent_on', 'timestamptz')
        .execute();
      await db.schema.createIndex('push_subscriptions_account').on('push_subscriptions').column('account_id').execute();
      // Keys the installation makes once and keeps (the VAPID pair unless VAPID_* are set).
      await db.schema
        .createTable('installation_keys')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0271_review_requests': {
    async up(db: Kysely<unknown>) {
      // "Ask for a review" (issue 26, decision 0061): the short link's token (one review each), and the
      // reviews visitors wrote there, waiting for the owner's approval before they join the Reviews section.
      await db.schema
        .createTable('review_requests')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('lead_id', 'text')
        .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('used_on', 'timestamptz')
        .execute();
      await db.schema.createIndex('review_requests_account').on('review_requests').column('account_id').execute();
      await db.schema
        .createTable('review_submissions')
        .addColumn('review_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('stars', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('received_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('review_submissions_account').on('review_submissions').column('account_id').execute();
    },
  },
  '0280_version_language': {
    async up(db: Kysely<unknown>) {
      // The language a published version is written in (issue 28, decision 0062): the site host words its own
      // pages for that site (the contact form's answers, its thank-you page, the 404, "Report this site") in it.
      await db.schema.alterTable('website_versions').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
    },
  },
  '0310_version_second_language': {
    async up(db: Kysely<unknown>) {
      // A two-language site (issue 28 part 3, decision 0067): the version's second language, whose page is stored
      // beside the main one, and that page's own ETag (both null for a one-language version).
      await db.schema.alterTable('website_versions').addColumn('second_language', 'text').execute();
      await db.schema.alterTable('website_versions').addColumn('second_etag', 'text').execute();
    },
  },
  '0240_bookings': {
    async up(db: Kysely<unknown>) {
      // Appointment bookings (issue 25, decision 0058). One settings row per account: services, hours,
      // window and zone as JSON (read and written whole by /api/bookings/settings), the calendar feed's
      // secret, and the row every booking of the site locks before it checks for an overlap.
      await db.schema
        .createTable('booking_settings')
        .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.account_id').onDelete('cascade'))
        .addColumn('settings', 'jsonb', (c) => c.notNull())
        .addColumn('feed_token', 'text', (c) => c.notNull())
        .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('bookings')
        .addColumn('booking_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
        .addColumn('service_id', 'text', (c) => c.notNull())
        .addColumn('service_name', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
        // The end plus the service's buffer: what the booking keeps from others.
        .addColumn('blocks_until', 'timestamptz', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('owner_message', 'text')
        .addColumn('cancel_token_hash', 'text', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull())
        .addColumn('decided_on', 'timestamptz')
        .execute();
      await db.schema.createIndex('bookings_account_starts').on('bookings').columns(['account_id', 'starts_at']).execute();
      await db.schema.createIndex('bookings_cancel_token').on('bookings').column('cancel_token_hash').unique().execute();
      // A second guard under the per-site lock: two live bookings never start at the same moment.
      await sql`create unique index bookings_live_start on bookings (account_id, starts_at) where status in ('pending', 'confirmed')`.execute(db);
    },
  },
  '0250_quote_requests': {
    async up(db: Kysely<unknown>) {
      // Quote requests (issue 25, decision 0059): a lead of kind 'quote' carries the job and the place;
      // its photos, processed (metadata gone, two sizes of WebP), are rows of lead_photos, written in the
      // lead's own transaction and deleted with it. The originals are never kept.
      await db.schema.alterTable('leads').addColumn('kind', 'text', (c) => c.notNull().defaultTo('message')).execute();
      await db.schema.alterTable('leads').addColumn('job', 'text').execute();
      await db.schema.alterTable('leads').addColumn('place', 'text').execute();
      await db.schema
        .createTable('lead_photos')
        .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.lead_id').onDelete('cascade'))
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('small', 'bytea', (c) => c.notNull())
        .addColumn('large', 'bytea', (c) => c.notNull())
        .addColumn('received_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('lead_photos_pk', ['lead_id', 'position'])
        .execute();
      await db.schema.createIndex('lead_photos_account').on('lead_photos').columns(['account_id', 'received_on']).execute();
    },
  },
  '0272_google_places': {
    async up(db: Kysely<unknown>) {
      // The Google listing (Place ID) an owner imported their details from (issue 26): the review page's
      // "Review us on Google" and "Import reviews from Google" use it while the installation has a Places key.
      await db.schema
        .createTable('google_places')
        .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.account_id').onDelete('cascade'))
        .addColumn('place_id', 'text', (c) => c.notNull())
        .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0273_review_request_booking': {
    async up(db: Kysely<unknown>) {
      // "Ask for a review" on a confirmed booking (issue 26, decision 0061): the booking the link was made for.
      await db.schema.alterTable('review_requests').addColumn('booking_id', 'text').execute();
    },
  },
};

/** The accounts trigger that bumps the site generation (0071) when any of `columns` changes in a row. */
function accountsSiteGenerationTrigger(columns: string[]) {
  const changed = columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  return sql`create trigger accounts_site_generation after update on accounts for each row when (${sql.raw(changed)}) execute function ww_bump_site_generation()`;
}

class InlineProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** One query when every migration has run (the usual start): Kysely's Migrator takes a lock and several. */
async function nothingPending(db: Kysely<unknown>, schema: string): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.id(schema, 'ww_migrations')}`.execute(db);
    const applied = new Set(rows.map((r) => r.name));
    return Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false; // a new database: no bookkeeping table yet
  }
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with several
  // schemas on one server (tests, shared databases) it would find another schema's tables.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  if (await nothingPending(db, rows[0]?.schema ?? 'public')) return;
  const migrator = new Migrator({
    db,
    provider: new InlineProvider(),
    migrationTableName: 'ww_migrations',
    migrationLockTableName: 'ww_migrations_lock',
    migrationTableSchema: rows[0]?.schema ?? 'public',
    // Migrations are independent table additions written in parallel branches; a database that already ran
    // a later-numbered one must still accept an earlier one that landed after it.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
