import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * package.json's `engines` is a promise to operators ("Node >= 20.19 runs it"): every installed package,
 * as the lock file records it, must run on the oldest Node that promise allows. A dependency that wants a
 * newer Node (cookie@2 wants 22) is pinned back with `overrides` or the promise is raised, never both left.
 */
const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

describe('engines', () => {
  it('every installed package runs on the oldest Node that package.json promises', () => {
    const oldest = semver.minVersion(pkg.engines.node);
    expect(oldest).not.toBeNull();
    const refusing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      if (where === '') continue;
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (range && !semver.satisfies(oldest as semver.SemVer, range, { includePrerelease: true })) refusing.push(`${where.replace(/^.*node_modules\//, '')} wants Node ${range}`);
    }
    expect(refusing, `package.json promises Node ${pkg.engines.node}`).toEqual([]);
  });
});
