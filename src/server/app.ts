import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CANNOT_LOAD_NOW, CANNOT_SAVE_NOW } from '../shared/error-messages';
import { parseSiteUrlTemplate, sitesHostname } from '../shared/site-address';
import { createAuth, migrateAuth } from './auth/auth';
import apiGuard from './auth/api-guard';
import authPlugin from './auth/auth-plugin';
import { acceptOlderSecrets, rotateSigningKeys } from './auth/secret-rotation';
import { TokenRevocation } from './auth/token-revocation';
import { type Config, fastifyTrustProxy } from './config';
import { type Database, openDatabase } from './db/database';
import type { HealthLog } from './db/database-health';
import { migrateToLatest } from './db/migrations';
import { withStartupLock } from './db/startup-lock';
import { answerFrameworkError, registerErrorHandler } from './errors';
import { DbLimiter } from './limits/db-limiter';
import { DevOutbox, type Mailer, smtpMailer } from './mail/mailer';
import { mailboxRoutes } from './mail/mailbox-routes';
import { AccountRepository } from './modules/account/account-repository';
import { accountRoutes } from './modules/account/account-routes';
import { accountDataRoutes } from './modules/account/account-data-routes';
import { AccountDeletion } from './modules/account/account-deletion';
import { accountDeletionRoutes } from './modules/account/account-deletion-routes';
import { AnalyticsRepository } from './modules/analytics/analytics-repository';
import { analyticsRoutes } from './modules/analytics/analytics-routes';
import { configRoutes } from './modules/config/config-routes';
import { billingRoutes } from './modules/billing/billing-routes';
import { sessionRoutes } from './modules/account/session-routes';
import { AccountNotices } from './auth/account-notices';
import { createBilling } from './modules/billing/create-billing';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook-routes';
import { AddressService } from './modules/domains/address-service';
import { type DomainResolver, systemResolver } from './modules/domains/dns-check';
import { domainAllowedRoute } from './modules/domains/domain-allowed-route';
import { DomainTokenRepository } from './modules/domains/domain-token-repository';
import { DomainRechecker } from './modules/domains/domain-recheck';
import { domainRoutes } from './modules/domains/domain-routes';
import { imageRoutes } from './modules/images/image-routes';
import { BookingService } from './modules/bookings/booking-service';
import { bookingFeedRoute, bookingRoutes } from './modules/bookings/booking-routes';
import { QuoteIntake } from './modules/leads/quote-intake';
import { LeadIntake } from './modules/leads/lead-intake';
import { LeadNotifier } from './modules/leads/lead-notifier';
import { MailQueue } from './mail/mail-queue';
import { leadPush, reviewPush } from './modules/push/owner-alerts';
import { loadVapidKeys, OwnerPush } from './modules/push/owner-push';
import { pushRoutes } from './modules/push/push-routes';
import { ReviewRequests } from './modules/reviews/review-requests';
import { reviewRoutes } from './modules/reviews/review-routes';
import { LeadRepository } from './modules/leads/lead-repository';
import { leadRoutes } from './modules/leads/lead-routes';
import { MediaUploadRepository } from './modules/images/media-upload-repository';
import { MediaVerifier } from './modules/images/media-verifier';
import { ImageJobs, ImageWorker } from './modules/images/image-jobs';
import { siteImagesFor } from './modules/images/site-image-lookup';
import { withStockPhotos } from './modules/photos/onboarding-photos';
import { PhotoImporter } from './modules/photos/photo-import';
import { createPhotoProvider } from './modules/photos/photo-provider';
import { photoRoutes } from './modules/photos/photo-routes';
import { uploadRoutes } from './modules/images/upload-routes';
import { WebsiteRepository } from './modules/website/website-repository';
import { websiteRoutes } from './modules/website/website-routes';
import { publishRoutes } from './modules/publish/publish-routes';
import { PublishService } from './modules/publish/publish-service';
import { SiteExporter } from './modules/publish/site-export';
import { siteExportRoutes } from './modules/publish/site-export-routes';
import { VersionPruner } from './modules/publish/version-pruner';
import { VersionStore } from './modules/publish/version-store';
import clientApp from './plugins/client-app';
import { healthRoutes, Lifecycle } from './plugins/health';
import { answerWithRequestId, requestIdOptions, warnOfUntrustedProxy } from './http/request-log';
import { countRequests, Metrics, metricsRoute } from './metrics/metrics';
import { degradedLookups } from './sites/site-directory';
import { StorageGuard } from './storage/storage-guard';
import appHelmet from './plugins/helmet';
import apiDocs from './plugins/swagger';
import textSafety from './plugins/text-safety';
import { loadSiteAssetFiles } from './render/site-asset-files';
import { registerSiteAssetRoutes } from './sites/site-assets-route';
import { registerStockImageRoutes } from './sites/stock-images-route';
import { onboardingRoutes } from './modules/onboarding/onboarding-routes';
import { importRoutes } from './modules/importing/import-routes';
import { PlacesClient } from './modules/importing/places-client';
import { buildSiteHost } from './sites/site-host';
import { CachePurger } from './sites/shared-cache';
import { VisitCounter } from './sites/visit-counter';
import { AccountLookup } from './modules/admin/account-lookup';
import { adminRoutes } from './modules/admin/admin-routes';
import { AuditLog } from './modules/admin/audit-log';
import { BillingHelp } from './modules/admin/billing-help';
import { OperatorGate } from './modules/admin/operator-access';
import { OperatorChannel } from './modules/admin/operator-channel';
import { OperatorRoles } from './modules/admin/operator-roles';
import { SiteSuspension } from './modules/admin/site-suspension';
import { ViewAsOwner } from './modules/admin/view-as';
import { ReportIntake } from './modules/reports/report-intake';
import { ReportRepository } from './modules/reports/report-repository';
import { createStorage } from './storage/create-storage';
import { LocalDiskStorage } from './storage/local-storage';
import { registerMediaRoutes } from './storage/media-routes';
import { UploadTokens } from './storage/upload-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, in order (tests go over all of them, e.g. every write route). */
    registeredRoutes: { method: string; url: string }[];
    /** On PGlite: `npm run operator`'s way in while this process holds the database (server.ts makes it listen). */
    operatorChannel: OperatorChannel | undefined;
  }
}

export interface AppOptions {
  config: Config;
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** DNS for checking custom domains (tests pass a fake); node:dns otherwise. */
  dnsResolver?: DomainResolver;
  /** The time, for visitor days and lead dates (tests move it); the system clock otherwise. */
  clock?: () => Date;
  /** Stops waiting for an unreachable database at start (server.ts, on SIGTERM). */
  signal?: AbortSignal;
}

export async function openConfiguredDatabase(config: Config, log?: HealthLog, signal?: AbortSignal): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, ...config.database, log, signal }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'db'), sharedBuffersMb: config.pgliteSharedBuffersMb },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this replica is stopping (server.ts drains it: /ready answers 503 before it stops listening). */
    lifecycle: Lifecycle;
    /** Checks proven custom domains again (runOnce for tests and operators). */
    domainRecheck: DomainRechecker;
    /** Published versions' stored pages; `idle()` resolves when the background brotli 11 passes are done (benchmarks, tests). */
    versionStore: VersionStore;
  }
}

/**
 * Builds the whole app: external plugins, then ours, then routes (public ones, then the product API
 * behind its guard, then the single-page app). server.ts owns the process.
 */
export async function buildApp({ config, database, logger, dnsResolver, clock = () => new Date(), signal }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    ...requestIdOptions(),
    // A stopping replica finishes what reaches it (the load balancer has moved away first: server.ts drains).
    return503OnClosing: false,
  });
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  answerWithRequestId(app);
  acceptOlderSecrets(app, config.authSecrets ?? [config.authSecret]);
  warnOfUntrustedProxy(app, config.trustProxy, app.log);
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const db = database ?? (await openConfiguredDatabase(config, app.log, signal));
  // While the database is known to be away, the API answers at once with a sentence rather than waiting
  // for a connection that will not come (decision 0032); the health monitor notices its return by itself.
  app.addHook('onRequest', async (request, reply) => {
    if (!db.health || db.health.available || !request.url.startsWith('/api/')) return;
    const reading = request.method === 'GET' || request.method === 'HEAD';
    return reply.status(503).header('retry-after', '30').header('cache-control', 'no-store').send({ errorMessage: reading ? CANNOT_LOAD_NOW : CANNOT_SAVE_NOW });
  });
  app.addHook('onClose', async () => {
    if (!database) await db.close();
  });
  const outbox = config.smtpUrl ? undefined : new DevOutbox(path.join(config.dataDir, 'outbox'));
  const mailer: Mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : (outbox as DevOutbox);
  const revocation = new TokenRevocation(db.db);
  const notices = new AccountNotices(db.db, mailer, config.appUrl);
  const authDeps = { config, db: db.db, mailer, revocation, notices, log: app.log };
  // Replicas started together take turns here (startup-lock.ts): migrations, then the first signing key.
  const auth = await withStartupLock(db, async () => {
    await migrateToLatest(db.db as unknown as Kysely<unknown>);
    await migrateAuth(authDeps);
    // AUTH_SECRET rotated, or a restore onto another machine: the signing keys follow the current secret (decision 0034).
    await rotateSigningKeys(db.db, config.authSecrets ?? [config.authSecret], app.log);
    const created = createAuth(authDeps);
    await created.api.getJwks();
    return created;
  });

  await app.register(appHelmet, { config });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(apiDocs);
  await app.register(textSafety);

  const accounts = new AccountRepository(db.db);
  const billing = await createBilling({ config, db: db.db, accounts, log: app.log });
  const tokens = new UploadTokens(config.authSecrets ?? config.authSecret);
  const rawStorage = createStorage(config.storage, tokens, config.appUrl);
  // Every storage failure becomes a sentence and 503, and is counted (decision 0032).
  const storage = new StorageGuard(rawStorage, app.log);
  const uploads = new MediaUploadRepository(db.db);
  // Image processing (decision 0014): jobs in the database, IMAGE_CONCURRENCY at a time in this process within its memory budget.
  const imageJobs = new ImageJobs(db.db);
  const imageWorker = new ImageWorker(imageJobs, storage, app.log, { limits: config.imageLimits, pool: config.imagePool });
  imageWorker.start();
  app.addHook('preClose', () => imageWorker.stop());
  const media = new MediaVerifier(storage, uploads, imageJobs, () => imageWorker.poke());
  const enqueueImage = async (key: string) => {
    await imageJobs.enqueue(key);
    imageWorker.poke();
  };
  const mediaOriginal = (key: string) => uploads.originalAnswer(key);
  const photoProvider = createPhotoProvider(config.photos);
  const photoImporter = photoProvider
    ? new PhotoImporter({ provider: photoProvider, storage, uploads, enqueue: enqueueImage, maxBytes: config.maxUploadBytes, log: app.log })
    : undefined;
  const websites = new WebsiteRepository(db.db, db.writes);
  const versions = new VersionStore(storage, db.db);
  // Versions published with fast brotli are compressed again at 11 in the background; a close lets them finish.
  app.addHook('preClose', () => versions.idle());
  app.decorate('versionStore', versions);
  const siteAssets = loadSiteAssetFiles();
  // Leads: stored first, e-mailed after (and again later if the mail server fails).
  const leads = new LeadRepository(db.db);
  const notifier = new LeadNotifier(leads, mailer, config.appUrl, app.log, clock);
  notifier.start();
  app.addHook('preClose', () => notifier.stop());
  // E-mails that must not be lost (bookings, custom domains, suspensions; decision 0071): stored, then sent.
  const mailQueue = new MailQueue(db.db, mailer, app.log, clock);
  mailQueue.start();
  app.addHook('preClose', () => mailQueue.stop());
  // Issue 26: a push to each of the owner's devices that turned notifications on (decision 0061).
  const ownerPush = new OwnerPush({
    db: db.db,
    keys: await loadVapidKeys(db.db, { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey }),
    subject: `mailto:${config.supportEmail}`,
    allowLoopback: config.push.allowLoopback,
    log: app.log,
    clock,
  });
  const intake = new LeadIntake({
    leads,
    notifier,
    limiter: new DbLimiter(db.db),
    limits: config.contactLimits,
    secret: config.authSecret,
    clock,
    onLead: (accountId, lead) => void ownerPush.notifyOwner(accountId, leadPush(lead)),
  });
  // "Ask for a review" (issue 26): short links on the site host, reviews approved in the app.
  const reviewRequests = new ReviewRequests({
    db: db.db,
    websites,
    limiter: new DbLimiter(db.db),
    perVisitor: config.contactLimits.perVisitor,
    secret: config.authSecret,
    clock,
    places: config.importing.googlePlacesApiKey
      ? new PlacesClient({ apiKey: config.importing.googlePlacesApiKey, baseUrl: config.importing.googlePlacesApiUrl })
      : undefined,
    onReview: (accountId, review) => void ownerPush.notifyOwner(accountId, reviewPush(review)),
  });
  // Quote requests with photos (issue 25): the contact form's limits, photos through the image pipeline in memory.
  const quotes = new QuoteIntake({
    leads,
    contact: intake,
    limiter: new DbLimiter(db.db),
    photosPerDay: config.quotePhotosDaily,
    imageLimits: { ...config.imageLimits, memory: imageWorker.memory },
    clock,
  });
  const analytics = new AnalyticsRepository(db.db);
  // Appointment bookings (issue 25): taken by the site host, answered in /bookings.
  const bookings = new BookingService({
    db: db.db,
    mailer: mailQueue,
    limiter: new DbLimiter(db.db),
    perVisitor: config.contactLimits.perVisitor,
    secret: config.authSecret,
    appUrl: config.appUrl,
    log: app.log,
    clock,
    onRequest: (accountId, alert) => void ownerPush.notifyOwner(accountId, alert),
  });
  // "Report this site" (issue 27): taken by the site host, worked through in the operator console.
  const reports = new ReportRepository(db.db);
  const reportIntake = new ReportIntake({ reports, limiter: new DbLimiter(db.db), limit: config.reportLimit, secret: config.authSecret, clock });
  const audit = new AuditLog(db.db);
  const viewAs = new ViewAsOwner({ auth, db: db.db, audit });
  const visits = new VisitCounter(analytics, app.log, { flushIntervalMs: config.visitsFlushMs, clock });
  // The public site host: its own Fastify instance on SITES_PORT (server.ts listens), sharing the
  // database and storage; closed before the app (and the database) on shutdown.
  const siteHost = await buildSiteHost({
    accounts,
    storage,
    versions,
    pageCacheBytes: config.pageCacheBytes,
    pagePack: config.pagePack,
    siteCacheEntries: config.siteCacheEntries,
    siteIndexMaxSites: config.siteIndexMaxSites,
    preloadSites: config.sitePreloadSites,
    assets: siteAssets,
    siteUrlTemplate: config.siteUrlTemplate,
    mediaBaseUrl: config.mediaBaseUrl,
    mediaOriginal,
    trustProxy: config.trustProxy,
    logger: logger ?? { level: config.logLevel },
    leads: intake,
    quotes,
    quotePostsAtOnce: config.quotePostsAtOnce,
    visits,
    health: db.health,
    accessLogSample: config.siteAccessLogSample,
    lifecycle,
    reports: reportIntake,
    sharedCache: config.sharedCache,
    clock,
    reviews: reviewRequests,
    bookings,
  });
  const metrics = config.metricsToken
    ? new Metrics({
        database: db,
        storage,
        siteCache: () => ({ ...siteHost.cacheStats(), degradedServed: degradedLookups.served, degradedUnavailable: degradedLookups.unavailable }),
        draining: () => lifecycle.draining,
        refinesWaiting: () => versions.refinesWaiting,
      })
    : undefined;
  if (metrics) {
    countRequests(app, metrics, 'app');
    countRequests(siteHost, metrics, 'sites');
  }
  app.decorate('siteHost', siteHost);
  // Shared caches in front of the site host are told of every change that affects a page (decision 0065).
  if (config.sharedCache && config.sharedCache.purgeUrls.length > 0) {
    const purger = new CachePurger({ config: config.sharedCache, db: db.db as unknown as Kysely<unknown>, accounts, log: app.log });
    purger.start();
    app.addHook('preClose', () => purger.stop());
  }
  app.addHook('preClose', async () => {
    await siteHost.close();
  });
  const publisher = new PublishService({
    db: db.db,
    storage,
    versions,
    websites,
    accounts,
    siteUrlTemplate: config.siteUrlTemplate,
    creditHref: `${config.appUrl}/landing`,
    assets: siteAssets,
    imagesFor: (website, accountId) => siteImagesFor(imageJobs, website, accountId, config),
    onPublished: () => siteHost.siteDirectory.invalidate(),
    pruner: new VersionPruner(db.db, accounts, versions, config.versionRetention),
    log: app.log,
    supportEmail: config.supportEmail,
    bookingsOpen: async (accountId) => {
      const settings = await bookings.settings(accountId);
      return settings.enabled && settings.services.length > 0;
    },
  });
  const addresses = new AddressService({
    db: db.db,
    accounts,
    siteUrlTemplate: config.siteUrlTemplate,
    cnameTarget: config.sitesCnameTarget,
    ownHostnames: [new URL(config.appUrl).hostname, new URL(config.mediaBaseUrl).hostname, sitesHostname(parseSiteUrlTemplate(config.siteUrlTemplate))],
    resolver: dnsResolver ?? systemResolver(),
    tokens: new DomainTokenRepository(db.db),
    onChanged: () => siteHost.siteDirectory.invalidate(),
  });

  // Proven custom domains are checked again (DOMAIN_RECHECK_HOURS): a TXT record gone for 7 days ends the proof.
  const domainRecheck = new DomainRechecker({
    db: db.db,
    accounts,
    tokens: new DomainTokenRepository(db.db),
    resolver: dnsResolver ?? systemResolver(),
    mailer: mailQueue,
    appUrl: config.appUrl,
    log: app.log,
    clock,
    onChanged: () => siteHost.siteDirectory.invalidate(),
  });
  domainRecheck.start(config.domainRecheckMs);
  app.decorate('domainRecheck', domainRecheck);
  app.addHook('preClose', () => domainRecheck.stop());

  // Routes without a sign-in: each proves its caller another way (better-auth's session, a
  // signature, a signed upload URL) or needs none.
  await app.register(healthRoutes, { db, storage, lifecycle });
  await app.register(metricsRoute, { metrics, token: config.metricsToken });
  await app.register(authPlugin, {
    auth,
    issuer: config.appUrl,
    revocation,
    db: db.db,
    limiter: new DbLimiter(db.db),
    limits: config.accountLimits,
    notices,
    // The billing provider keeps the customer's address for receipts: it follows a change (issue 21).
    onEmailChanged: async (userId, email) => {
      const customerId = await billing.repository.customerOf(userId);
      if (customerId) await billing.provider.updateCustomerEmail(customerId, email);
    },
    onViewAsEnded: (view) => viewAs.ended(view),
  });
  await app.register(configRoutes, { config });
  await app.register(bookingFeedRoute, { bookings });
  if (billing.stripe) await app.register(stripeWebhookRoutes, { provider: billing.stripe, events: billing.events });
  if (rawStorage instanceof LocalDiskStorage) await app.register(uploadRoutes, { storage: rawStorage, tokens, uploads, enqueue: enqueueImage });
  await app.register(domainAllowedRoute, {
    addresses,
    limiter: new DbLimiter(db.db),
    ownHostnames: [new URL(config.appUrl).hostname, new URL(config.mediaBaseUrl).hostname, sitesHostname(parseSiteUrlTemplate(config.siteUrlTemplate))],
  });
  // Media lives on the site host's origin (MEDIA_BASE_URL); the app keeps serving /media/ too, for
  // images saved while the app was the media origin (same headers: nosniff, a sandboxing CSP).
  await registerMediaRoutes(app, storage, mediaOriginal, config.mediaBaseUrl);
  // Previews shown inside the app link the same /_ww/ stylesheet and script.
  await registerSiteAssetRoutes(app, siteAssets, storage);
  await registerStockImageRoutes(app);
  // The outbox's page shows sign-in and reset links: on a development server only (decision 0036).
  if (outbox && config.devTools) await app.register(mailboxRoutes, { outbox });
  else if (outbox) app.log.warn(`No SMTP_URL: e-mails are kept in ${path.join(config.dataDir, 'outbox')} and not sent, and /dev/mailbox is off (not a development server: APP_URL is not on this machine, or DEV_TOOLS=false). Set SMTP_URL.`);

  // The product API: every route in this scope is behind the guard, which decides who is calling.
  await app.register(async (api) => {
    await api.register(apiGuard, { auth, issuer: config.appUrl, accounts, apiKey: config.apiKey, revocation, limiter: new DbLimiter(db.db), limits: config.accountLimits });
    await api.register(accountRoutes, { accounts });
    await api.register(sessionRoutes, { db: db.db, revocation });
    await api.register(accountDataRoutes, { db: db.db, websites, leads, mediaBaseUrl: config.mediaBaseUrl });
    await api.register(accountDeletionRoutes, {
      auth,
      db: db.db,
      limiter: new DbLimiter(db.db),
      deletion: new AccountDeletion({
        db: db.db,
        storage,
        versions,
        billing: billing.provider,
        onSiteRemoved: () => siteHost.siteDirectory.invalidate(),
        onSignedOut: () => revocation.forget(),
        log: app.log,
      }),
    });
    await api.register(billingRoutes, { billing });
    await api.register(websiteRoutes, { config, websites, media, imagesFor: (website, accountId) => siteImagesFor(imageJobs, website, accountId, config) });
    await api.register(onboardingRoutes, {
      config,
      websites,
      withPhotos: photoImporter
        ? (content, trade, accountId) => withStockPhotos(content, trade, accountId, { importer: photoImporter, jobs: imageJobs, mediaBaseUrl: config.mediaBaseUrl, log: app.log })
        : undefined,
    });
    await api.register(importRoutes, {
      config,
      limiter: new DbLimiter(db.db),
      onPlace: (accountId, placeId) => reviewRequests.setGooglePlace(accountId, placeId),
      places: config.importing.googlePlacesApiKey
        ? new PlacesClient({ apiKey: config.importing.googlePlacesApiKey, baseUrl: config.importing.googlePlacesApiUrl })
        : undefined,
      siteImport: {
        db: db.db,
        websites,
        photos: { storage, uploads, enqueue: enqueueImage, jobs: imageJobs, mediaBaseUrl: config.mediaBaseUrl, maxBytes: config.maxUploadBytes, allowLoopback: config.importing.allowLoopback },
      },
    });
    await api.register(imageRoutes, { config, storage, uploads, media, limiter: new DbLimiter(db.db) });
    // "Search photos" (decision 0057): only when the operator configured a stock-photo provider.
    if (photoImporter) await api.register(photoRoutes, { config, importer: photoImporter, limiter: new DbLimiter(db.db) });
    await api.register(publishRoutes, { publisher });
    await api.register(siteExportRoutes, { exporter: new SiteExporter(siteHost, config.mediaBaseUrl) });
    await api.register(domainRoutes, { addresses });
    await api.register(leadRoutes, { leads });
    await api.register(pushRoutes, { push: ownerPush, allowLoopback: config.push.allowLoopback });
    await api.register(reviewRoutes, { reviews: reviewRequests, websites });
    await api.register(bookingRoutes, { bookings });
    await api.register(analyticsRoutes, { analytics, leads, clock });
  });

  // The operator console's API (issue 27): its own gate, not the product API's; anyone but an operator gets 404.
  await app.register(async (scope) =>
    adminRoutes(scope, {
      gate: new OperatorGate({ auth, issuer: config.appUrl, revocation, db: db.db, limiter: new DbLimiter(db.db), limits: config.accountLimits, clock }),
      db: db.db,
      audit,
      lookup: new AccountLookup({ db: db.db, accounts, billing, reports, audit, siteUrlTemplate: config.siteUrlTemplate, log: app.log }),
      suspension: new SiteSuspension({
        db: db.db,
        accounts,
        audit,
        mailer: mailQueue,
        supportEmail: config.supportEmail,
        // Suspending or restoring changes what the site host serves, as publishing does. Issue 30: the shared
        // cache's purge of the site goes here too.
        onSiteChanged: () => siteHost.siteDirectory.invalidate(),
        log: app.log,
      }),
      billing: new BillingHelp({ billing, audit, log: app.log }),
      reports,
      viewAs,
    }),
  );

  const channel = db.kind === 'pglite' ? new OperatorChannel(new OperatorRoles(db.db), app.log, config.isProduction) : undefined;
  app.decorate('operatorChannel', channel);
  app.addHook('preClose', async () => channel?.close());

  await app.register(clientApp);
  return app;
}
