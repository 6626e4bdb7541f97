import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

describe('PGlite data directory lock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ww-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops a second process with a clear message instead of opening the same directory', async () => {
    const first = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'db') });
    try {
      const script = `import { openDatabase } from './src/server/db/database.ts';
        try { await openDatabase({ kind: 'pglite', dir: ${JSON.stringify(path.join(dir, 'db'))} }); console.log('OPENED'); }
        catch (e) { console.log('REFUSED: ' + e.message); }`;
      const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root });
      expect(stdout).toContain('REFUSED');
      expect(stdout).toContain('already in use by another Website Works process');
    } finally {
      await first.close();
    }
    // once the first process is done, the directory opens again
    const again = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'db') });
    expect(await again.ping()).toBe(true);
    await again.close();
  }, 90_000); // spawns a second Node process through tsx: slow on a loaded machine
});
