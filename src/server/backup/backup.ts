import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { acquireDirectoryLock, startPGlite } from '../db/database';

/*
 * Backups of a development (embedded) install: the PGlite database and the local storage under
 * DATA_DIR. The server must be stopped (the database's directory lock says so if it is not): PGlite
 * is one process per directory. A backup is a directory holding `db.tar.gz` (PGlite's own dump of
 * its data directory), a copy of `storage/`, the generated secret `dev-secret` when there is one, and
 * `manifest.json`. Production uses pg_dump and a
 * bucket copy instead (docs/deploy.md).
 */

export const BACKUP_FORMAT = 'website-works-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdOn: string;
  storage: boolean;
  /**
   * Whether the generated development secret (DATA_DIR/dev-secret, used when AUTH_SECRET is not set) is
   * in the backup: it signs the sessions and encrypts the sign-in token key in the database, so a
   * restore onto a new machine needs it (issue 22). Absent in backups made before it was kept.
   */
  secret?: boolean;
}

/** The generated secret's file under DATA_DIR (config.ts). */
const SECRET_FILE = 'dev-secret';

/** Writes a backup of `dataDir` into `target` (created; must not exist yet). */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupManifest> {
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(dbDir)) throw new Error(`There is no embedded database in ${dbDir} to back up.`);
  if (existsSync(target)) throw new Error(`${target} already exists; choose a new place for the backup.`);
  const release = acquireDirectoryLock(dbDir);
  try {
    const db = await startPGlite(dbDir);
    let dump: Blob;
    try {
      dump = await db.dumpDataDir('gzip');
    } finally {
      await db.close();
    }
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'db.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    const storageDir = path.join(dataDir, 'storage');
    const storage = existsSync(storageDir);
    if (storage) cpSync(storageDir, path.join(target, 'storage'), { recursive: true, filter: (src) => path.basename(src) !== '.tmp' });
    const secret = existsSync(path.join(dataDir, SECRET_FILE));
    if (secret) copyFileSync(path.join(dataDir, SECRET_FILE), path.join(target, SECRET_FILE));
    if (secret) chmodSync(path.join(target, SECRET_FILE), 0o600);
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdOn: new Date().toISOString(), storage, secret };
    writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    release();
  }
}

/**
 * Restores the backup in `source` into `dataDir`. The current database and storage are moved aside
 * (to `db.before-restore-<time>` and `storage.before-restore-<time>`), never deleted.
 */
export async function restoreDataDir(source: string, dataDir: string): Promise<{ movedAside: string[] }> {
  const manifestFile = path.join(source, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${source} is not a Website Works backup (it has no manifest.json).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${source} is a backup of another format (${String(manifest.format)}).`);
  mkdirSync(dataDir, { recursive: true });
  const dbDir = path.join(dataDir, 'db');
  const release = acquireDirectoryLock(dbDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  try {
    const withSecret = manifest.secret === true && existsSync(path.join(source, SECRET_FILE));
    for (const name of ['db', 'storage', ...(withSecret ? [SECRET_FILE] : [])]) {
      const current = path.join(dataDir, name);
      if (existsSync(current)) {
        const aside = path.join(dataDir, `${name}.before-restore-${stamp}`);
        renameSync(current, aside);
        movedAside.push(aside);
      }
    }
    const dump = new Blob([readFileSync(path.join(source, 'db.tar.gz'))]);
    const db = await startPGlite(dbDir, undefined, { loadDataDir: dump });
    await db.query('select 1');
    await db.close();
    if (manifest.storage && existsSync(path.join(source, 'storage'))) cpSync(path.join(source, 'storage'), path.join(dataDir, 'storage'), { recursive: true });
    if (withSecret) {
      copyFileSync(path.join(source, SECRET_FILE), path.join(dataDir, SECRET_FILE));
      chmodSync(path.join(dataDir, SECRET_FILE), 0o600);
    }
    return { movedAside };
  } catch (error) {
    // Put back what was there, so a failed restore changes nothing.
    rmSync(dbDir, { recursive: true, force: true });
    rmSync(path.join(dataDir, 'storage'), { recursive: true, force: true });
    rmSync(path.join(dataDir, SECRET_FILE), { force: true });
    for (const aside of movedAside) renameSync(aside, aside.replace(/\.before-restore-[^/]*$/, ''));
    throw error;
  } finally {
    release();
  }
}
