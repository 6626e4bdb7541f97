/**
 * One of the two servers bench/visitor-counting.ts measures, each in a process of its own on a data
 * directory of its own: the app as `npm start` builds it, then with COUNTING=on its own site host (which
 * counts visitors) listening on SITES_PORT, with COUNTING=off a site host built the same way without a
 * visitor counter listening there instead. Both processes hold the same app, so they differ only in counting.
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

const counting = process.env.COUNTING === 'on';
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database, logger: { level: 'warn' } });
await app.ready();
// Everything but the counter made the way app.ts makes it.
const storage = createStorage(config.storage, new UploadTokens(config.authSecret), config.appUrl);
const host = counting
  ? app.siteHost
  : await buildSiteHost({
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
await host.listen({ port: config.sitesPort, host: config.host });
process.on('SIGTERM', () => {
  void Promise.all([counting ? undefined : host.close(), app.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
