import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { parseSiteUrlTemplate, sitesHostname } from '../shared/site-address';
import { createAuth, migrateAuth } from './auth/auth';
import apiGuard from './auth/api-guard';
import authPlugin from './auth/auth-plugin';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { registerErrorHandler } from './errors';
import { DbLimiter } from './limits/db-limiter';
import { DevOutbox, type Mailer, smtpMailer } from './mail/mailer';
import { mailboxRoutes } from './mail/mailbox-routes';
import { AccountRepository } from './modules/account/account-repository';
import { accountRoutes } from './modules/account/account-routes';
import { AnalyticsRepository } from './modules/analytics/analytics-repository';
import { analyticsRoutes } from './modules/analytics/analytics-routes';
import { configRoutes } from './modules/config/config-routes';
import { billingRoutes } from './modules/billing/billing-routes';
import { createBilling } from './modules/billing/create-billing';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook-routes';
import { AddressService } from './modules/domains/address-service';
import { type DomainResolver, systemResolver } from './modules/domains/dns-check';
import { domainAllowedRoute } from './modules/domains/domain-allowed-route';
import { domainRoutes } from './modules/domains/domain-routes';
import { imageRoutes } from './modules/images/image-routes';
import { LeadIntake } from './modules/leads/lead-intake';
import { LeadNotifier } from './modules/leads/lead-notifier';
import { LeadRepository } from './modules/leads/lead-repository';
import { leadRoutes } from './modules/leads/lead-routes';
import { MediaUploadRepository } from './modules/images/media-upload-repository';
import { MediaVerifier } from './modules/images/media-verifier';
import { uploadRoutes } from './modules/images/upload-routes';
import { WebsiteRepository } from './modules/website/website-repository';
import { websiteRoutes } from './modules/website/website-routes';
import { publishRoutes } from './modules/publish/publish-routes';
import { PublishService } from './modules/publish/publish-service';
import clientApp from './plugins/client-app';
import { healthRoutes } from './plugins/health';
import appHelmet from './plugins/helmet';
import apiDocs from './plugins/swagger';
import { loadSiteAssetFiles } from './render/site-asset-files';
import { registerSiteAssetRoutes } from './sites/site-assets-route';
import { buildSiteHost } from './sites/site-host';
import { VisitCounter } from './sites/visit-counter';
import { createStorage } from './storage/create-storage';
import { LocalDiskStorage } from './storage/local-storage';
import { registerMediaRoutes } from './storage/media-routes';
import { UploadTokens } from './storage/upload-token';

export interface AppOptions {
  config: Config;
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** DNS for checking custom domains (tests pass a fake); node:dns otherwise. */
  dnsResolver?: DomainResolver;
  /** The time, for visitor days and lead dates (tests move it); the system clock otherwise. */
  clock?: () => Date;
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
}

/**
 * Builds the whole app: external plugins, then ours, then routes (public ones, then the product API
 * behind its guard, then the single-page app). server.ts owns the process.
 */
export async function buildApp({ config, database, logger, dnsResolver, clock = () => new Date() }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const db = database ?? (await openConfiguredDatabase(config));
  app.addHook('onClose', async () => {
    if (!database) await db.close();
  });
  await migrateToLatest(db.db as unknown as Kysely<unknown>);
  const outbox = config.smtpUrl ? undefined : new DevOutbox(path.join(config.dataDir, 'outbox'));
  const mailer: Mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : (outbox as DevOutbox);
  const authDeps = { config, db: db.db, mailer };
  await migrateAuth(authDeps);
  const auth = createAuth(authDeps);

  await app.register(appHelmet, { config });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(apiDocs);

  const accounts = new AccountRepository(db.db);
  const billing = createBilling({ config, db: db.db, accounts, log: app.log });
  const tokens = new UploadTokens(config.authSecret);
  const storage = createStorage(config.storage, tokens, config.appUrl);
  const uploads = new MediaUploadRepository(db.db);
  const websites = new WebsiteRepository(db.db);
  const siteAssets = loadSiteAssetFiles();
  // Leads: stored first, e-mailed after (and again later if the mail server fails).
  const leads = new LeadRepository(db.db);
  const notifier = new LeadNotifier(leads, mailer, config.appUrl, app.log, clock);
  notifier.start();
  app.addHook('preClose', () => notifier.stop());
  const intake = new LeadIntake({ leads, notifier, limiter: new DbLimiter(db.db), limits: config.contactLimits, secret: config.authSecret, clock });
  const analytics = new AnalyticsRepository(db.db);
  const visits = new VisitCounter(analytics, app.log, { flushIntervalMs: config.visitsFlushMs, clock });
  // The public site host: its own Fastify instance on SITES_PORT (server.ts listens), sharing the
  // database and storage; closed before the app (and the database) on shutdown.
  const siteHost = await buildSiteHost({
    accounts,
    storage,
    assets: siteAssets,
    siteUrlTemplate: config.siteUrlTemplate,
    mediaBaseUrl: config.mediaBaseUrl,
    trustProxy: config.isProduction,
    logger: logger ?? { level: config.logLevel },
    leads: intake,
    visits,
  });
  app.decorate('siteHost', siteHost);
  app.addHook('preClose', async () => {
    await siteHost.close();
  });
  const publisher = new PublishService({
    db: db.db,
    storage,
    websites,
    accounts,
    siteUrlTemplate: config.siteUrlTemplate,
    creditHref: `${config.appUrl}/landing`,
    assets: siteAssets,
    onPublished: () => siteHost.siteDirectory.invalidate(),
  });
  const addresses = new AddressService({
    db: db.db,
    accounts,
    siteUrlTemplate: config.siteUrlTemplate,
    cnameTarget: config.sitesCnameTarget,
    ownHostnames: [new URL(config.appUrl).hostname, new URL(config.mediaBaseUrl).hostname, sitesHostname(parseSiteUrlTemplate(config.siteUrlTemplate))],
    resolver: dnsResolver ?? systemResolver(),
    onChanged: () => siteHost.siteDirectory.invalidate(),
  });

  // Routes without a sign-in: each proves its caller another way (better-auth's session, a
  // signature, a signed upload URL) or needs none.
  await app.register(healthRoutes, { db });
  await app.register(authPlugin, { auth, issuer: config.appUrl });
  await app.register(configRoutes, { config });
  if (billing.stripe) await app.register(stripeWebhookRoutes, { provider: billing.stripe, events: billing.events });
  if (storage instanceof LocalDiskStorage) await app.register(uploadRoutes, { storage, tokens, uploads });
  await app.register(domainAllowedRoute, { addresses });
  // Media lives on the site host's origin (MEDIA_BASE_URL); the app keeps serving /media/ too, for
  // images saved while the app was the media origin (same headers: nosniff, a sandboxing CSP).
  await registerMediaRoutes(app, storage);
  // Previews shown inside the app link the same /_ww/ stylesheet and script.
  await registerSiteAssetRoutes(app, siteAssets, storage);
  if (outbox && !config.isProduction) await app.register(mailboxRoutes, { outbox });

  // The product API: every route in this scope is behind the guard, which decides who is calling.
  await app.register(async (api) => {
    await api.register(apiGuard, { auth, issuer: config.appUrl, accounts, apiKey: config.apiKey });
    await api.register(accountRoutes, { accounts });
    await api.register(billingRoutes, { billing });
    await api.register(websiteRoutes, { config, websites, media: new MediaVerifier(storage, uploads) });
    await api.register(imageRoutes, { config, storage, uploads });
    await api.register(publishRoutes, { publisher });
    await api.register(domainRoutes, { addresses });
    await api.register(leadRoutes, { leads });
    await api.register(analyticsRoutes, { analytics, leads, clock });
  });

  await app.register(clientApp);
  return app;
}
