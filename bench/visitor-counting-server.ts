/**
 * The server bench/visitor-counting.ts measures: the app as `npm start` builds it (its site host
 * counts visitors) and, in the same process on the same database, a second site host built the same
 * way without a visitor counter. Ports from SITES_PORT (counting) and SITES_PORT_OFF (not counting).
 */
import { buildApp, openConfiguredDatabase } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { AccountRepository } from '../src/server/modules/account/account-repository';
import { MediaUploadRepository } from '../src/server/modules/images/media-upload-repository';
import { VersionStore } from '../src/server/modules/publish/version-store';
import { loadSiteAssetFiles } from '../src/server/render/site-asset-files';
import { buildSiteHost } from '../src/server/sites/site-host';
import { createStorage } from '../src/server/storage/create-storage';
import { UploadTokens } from '../src/server/storage/upload-token';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database, logger: { level: 'warn' } });
// Everything but the counter made the way app.ts makes it.
const storage = createStorage(config.storage, new UploadTokens(config.authSecret), config.appUrl);
const off = await buildSiteHost({
  accounts: new AccountRepository(database.db),
  storage,
  versions: new VersionStore(storage, database.db),
  assets: loadSiteAssetFiles(),
  siteUrlTemplate: config.siteUrlTemplate,
  mediaBaseUrl: config.mediaBaseUrl,
  mediaOriginal: (key) => new MediaUploadRepository(database.db).originalAnswer(key),
  trustProxy: false,
  logger: { level: 'warn' },
});
await app.siteHost.listen({ port: config.sitesPort, host: config.host });
await off.listen({ port: Number(process.env.SITES_PORT_OFF), host: config.host });
process.on('SIGTERM', () => {
  void Promise.all([off.close(), app.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
