import { openConfiguredDatabase } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrations';
import { createStorage } from '../../src/server/storage/create-storage';
import type { Storage } from '../../src/server/storage/storage';
import { UploadTokens } from '../../src/server/storage/upload-token';

/**
 * What a maintenance command (`npm run images`, `npm run versions`) works on: the configured database,
 * migrated, and storage, from the same environment variables as the server. The database is closed
 * when `work` ends, however it ends.
 */
export async function withConfiguredProduct(work: (product: { config: Config; database: Database; storage: Storage }) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db as never);
    const storage = createStorage(config.storage, new UploadTokens(config.authSecret), config.appUrl);
    await work({ config, database, storage });
  } finally {
    await database.close();
  }
}
