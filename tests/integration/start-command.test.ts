import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/build-state.mjs';
import { repoRoot, serverCommand } from '../support/server-process';

/**
 * Decision 0024: the server runs with Node flags of its own (the young generation's cap). `npm start`,
 * and the command the tests and benchmarks start it with, must carry the same ones.
 */
describe('the server start command', () => {
  it('npm start passes the server its Node flags', () => {
    const start = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value} `).join('');
    expect(start).toBe(`${env}node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('tests and benchmarks start it with the same flags', () => {
    expect(serverCommand().slice(0, SERVER_NODE_FLAGS.length)).toEqual(SERVER_NODE_FLAGS);
  });
});
