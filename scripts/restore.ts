/**
 * `npm run restore -- <directory>`: restores a backup made by `npm run backup` into DATA_DIR (default
 * ./data). Stop the server first. What was there is moved aside (db.before-restore-<time>, …), not deleted.
 */
import path from 'node:path';
import { restoreDataDir } from '../src/server/backup/backup';

const source = process.argv[2];
if (!source) {
  console.error('Say which backup to restore: npm run restore -- backups/website-works-<time>');
  process.exit(1);
}
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore and the bucket from its copy (docs/deploy.md, "Backups").');
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
try {
  const { movedAside } = await restoreDataDir(path.resolve(source), dataDir);
  console.log(`Restored ${path.resolve(source)} into ${dataDir}.${movedAside.length ? ` What was there is kept in ${movedAside.join(', ')}.` : ''}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
