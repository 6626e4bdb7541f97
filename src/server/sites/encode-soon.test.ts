import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_SOURCE_DIR } from '../paths';
import { encodeAll, encodeSoon } from './http-cache';

/** Decision 0024: site assets are compressed after the start; the bytes are encodeAll's whenever asked. */
describe('encodeSoon', () => {
  const body = readFileSync(path.join(SITE_SOURCE_DIR, 'site.css'));
  const all = encodeAll(body);

  it('gives the same bytes when asked at once (made there and then)', () => {
    const soon = encodeSoon(body);
    expect(soon.body).toBe(body);
    expect(soon.br.equals(all.br)).toBe(true);
    expect(soon.gzip.equals(all.gzip)).toBe(true);
  });

  it('gives the same bytes once its background turn has made them', async () => {
    const soon = encodeSoon(body);
    await new Promise((r) => setTimeout(r, 2000));
    expect(soon.br.equals(all.br)).toBe(true);
    expect(soon.gzip.equals(all.gzip)).toBe(true);
  });
});
