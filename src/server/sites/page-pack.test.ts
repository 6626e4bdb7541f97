import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PagePack } from './page-pack';

describe('PagePack', () => {
  const dirs: string[] = [];
  const pack = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ww-pack-'));
    dirs.push(dir);
    return new PagePack(dir, 64 * 1024);
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads back what it was given under ASCII and non-ASCII keys, and nothing under a key it was not given', () => {
    const p = pack();
    const keys = ['sites/a/v1-abc.html:br', 'sites/é/v2.html:gzip', 'sites/日本/v3.html:br', 'x'];
    keys.forEach((key, i) => expect(p.write(key, Buffer.from(`page ${i} `.repeat(50 + i)))).toBe(true));
    keys.forEach((key, i) => {
      const read = p.read(key);
      expect(read?.body.toString()).toBe(`page ${i} `.repeat(50 + i));
      if (read) p.release(read.slab);
    });
    for (const missing of ['sites/a/v1-abd.html:br', 'sites/e/v2.html:gzip', 'sites/日本/v3.html:gzip', 'y', '']) expect(p.read(missing)).toBeUndefined();
    p.close();
  });

  it('forgets the older file once the newer is full, and reuses handed-back buffers', () => {
    const p = pack();
    const page = Buffer.alloc(10_000, 1);
    for (let i = 0; i < 14; i++) expect(p.write(`sites/s${i}/v1.html:br`, page)).toBe(true);
    // 64 KB a file, six pages each: the thirteenth page emptied the first file, and its six pages went with it.
    for (let i = 0; i < 6; i++) expect(p.read(`sites/s${i}/v1.html:br`)).toBeUndefined();
    expect(p.read('sites/s6/v1.html:br')?.body.equals(page)).toBe(true);
    const last = p.read('sites/s13/v1.html:br');
    expect(last?.body.equals(page)).toBe(true);
    if (last) p.release(last.slab);
    const before = p.stats.reused;
    p.read('sites/s10/v1.html:br');
    expect(p.stats.reused).toBe(before + 1);
    p.close();
  });
});
