import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_SOURCE_DIR } from '../paths';
import { encodeAll, encodeSoon } from './http-cache';

/** Decision 0024: site assets are compressed after the start, in the background; the bytes are encodeAll's whenever asked. */
describe('encodeSoon', () => {
  const body = readFileSync(path.join(SITE_SOURCE_DIR, 'site.css'));
  const all = encodeAll(body);

  it('makes both encodings in its background turn when nobody asked sooner, the same bytes as encodeAll', async () => {
    const soon = encodeSoon(body);
    expect(await soon.made).toEqual(['gzip', 'br']);
    expect(soon.br.equals(all.br)).toBe(true);
    expect(soon.gzip.equals(all.gzip)).toBe(true);
  });

  it('gives the same bytes when asked at once (made there and then), and its background turn then has nothing left to do', async () => {
    const soon = encodeSoon(body);
    expect(soon.body).toBe(body);
    expect(soon.br.equals(all.br)).toBe(true);
    expect(soon.gzip.equals(all.gzip)).toBe(true);
    expect(await soon.made).toEqual([]);
  });

  it('waits its turn: nothing is made in the first moments after the start', async () => {
    const soon = encodeSoon(body);
    const early = await Promise.race([soon.made, new Promise((r) => setTimeout(() => r('not yet'), 300))]);
    expect(early).toBe('not yet');
    expect(await soon.made).toEqual(['gzip', 'br']);
  });
});
