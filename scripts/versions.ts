/**
 * Published-version maintenance (decision 0027), against the configured database and storage (the same
 * environment variables as the server; safe to run beside running servers, which prune the same way):
 *   npm run versions -- prune [--dry-run]   prunes every site's versions beyond VERSION_RETENTION (a site
 *                                           is otherwise pruned at its next publish) and deletes stored
 *                                           pages an interrupted prune left behind
 */
import { AccountRepository } from '../src/server/modules/account/account-repository';
import { VersionPruner } from '../src/server/modules/publish/version-pruner';
import { VersionStore } from '../src/server/modules/publish/version-store';
import { withConfiguredProduct } from './support/maintenance';

const [command, ...flags] = process.argv.slice(2);
await withConfiguredProduct(async ({ config, database, storage }) => {
  const pruner = new VersionPruner(database.db, new AccountRepository(database.db), new VersionStore(storage, database.db), config.versionRetention);
  if (command === 'prune') {
    if (flags.includes('--dry-run')) {
      console.log(`Would prune ${await pruner.wouldMark()} versions beyond the newest ${pruner.keep} of each site.`);
    } else {
      const result = await pruner.pruneAll();
      console.log(`Pruned ${result.marked} versions beyond the newest ${pruner.keep} of each site and deleted the stored pages of ${result.removed}, across ${result.accounts} sites.`);
    }
  } else {
    console.error('Usage: npm run versions -- prune [--dry-run]');
    process.exitCode = 2;
  }
});
