/**
 * `npm run backup [-- <directory>]`: backs up the embedded database and local storage under DATA_DIR
 * (default ./data) into a new directory (default backups/website-works-<time>). Stop the server first.
 * With DATABASE_URL set, use pg_dump and a bucket copy instead (docs/deploy.md, "Backups").
 */
import path from 'node:path';
import { backupDataDir } from '../src/server/backup/backup';
import { DatabaseLockedError } from '../src/server/db/database';

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and the bucket with a bucket copy (docs/deploy.md, "Backups").');
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const target = path.resolve(process.argv[2] ?? path.join('backups', `website-works-${new Date().toISOString().replace(/[:.]/g, '-')}`));
try {
  await backupDataDir(dataDir, target);
  console.log(`Backed up ${dataDir} to ${target}`);
} catch (error) {
  console.error(error instanceof DatabaseLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
}
