import { closeSync, ftruncateSync, mkdirSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The largest page kept in a pack (bytes): larger ones are read from storage each time. */
const MAX_PAGE = (1 << 20) - 1;
const OFFSET_SCALE = 2 ** 21; // file (1 bit) and length (20 bits) below, the offset above (32 bits)

/**
 * Published pages' stored bytes, kept in this replica's own files on its disk (decision 0072): the second
 * tier of the page cache, below the bytes kept in memory (PAGE_CACHE_MB) and above storage (a directory,
 * S3). A page is read with one `pread` at a known place, with no path to look up, no open and no close
 * per request; from S3 it saves a request to the bucket. Two files of PAGE_PACK_MB / 2 each, written in
 * turn: when the one being written is full, the other is emptied and its pages forgotten (they are read
 * from storage again on their next visit). The files are unlinked as soon as they are opened, so nothing
 * is left behind by a replica that stops, however it stops; they exist only as this process's handles.
 *
 * Keyed by storage key and encoding: a published version's bytes never change, except once, when its
 * brotli is refined after the publish (VersionStore.refine); pages of versions published in the last
 * minutes are therefore not packed (`packable`).
 */
export class PagePack {
  private readonly fds: [number, number];
  private readonly places = new Map<string, number>();
  private current = 0;
  private written = 0;
  private closed = false;
  /** Pages read from the pack, and packed, since start (for /metrics). */
  readonly stats = { reads: 0, packed: 0 };

  constructor(
    directory: string,
    private readonly fileBytes: number,
  ) {
    mkdirSync(directory, { recursive: true });
    const open = (n: number) => {
      const file = path.join(directory, `pages-${process.pid}-${Date.now().toString(36)}-${n}.pack`);
      const fd = openSync(file, 'w+', 0o600);
      unlinkSync(file);
      return fd;
    };
    this.fds = [open(0), open(1)];
  }

  /** Pages held now. */
  get size(): number {
    return this.places.size;
  }

  /** The bytes kept under `key`, read at once, or undefined. */
  read(key: string): Buffer | undefined {
    const place = this.places.get(key);
    if (place === undefined || this.closed) return undefined;
    const offset = Math.floor(place / OFFSET_SCALE);
    const low = place - offset * OFFSET_SCALE;
    const length = low >>> 1;
    const body = Buffer.allocUnsafeSlow(length);
    if (readSync(this.fds[low & 1] as number, body, 0, length, offset) !== length) {
      this.places.delete(key);
      return undefined;
    }
    this.stats.reads += 1;
    return body;
  }

  /** Keeps `body` under `key` (a page larger than MAX_PAGE, or one already kept, is not). */
  write(key: string, body: Buffer): void {
    if (this.closed || body.length === 0 || body.length > MAX_PAGE || body.length > this.fileBytes || this.places.has(key)) return;
    if (this.written + body.length > this.fileBytes) this.turn();
    const fd = this.fds[this.current] as number;
    if (writeSync(fd, body, 0, body.length, this.written) !== body.length) return;
    this.places.set(key, this.written * OFFSET_SCALE + body.length * 2 + this.current);
    this.written += body.length;
    this.stats.packed += 1;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.places.clear();
    for (const fd of this.fds) closeSync(fd);
  }

  /** The other file, emptied: its pages forgotten. */
  private turn(): void {
    this.current = 1 - this.current;
    for (const [key, place] of this.places) if ((place % 2) === this.current) this.places.delete(key);
    ftruncateSync(this.fds[this.current] as number, 0);
    this.written = 0;
  }
}

/** Whether a version's pages may be packed: not in the first minutes after its publish (its brotli is being refined). */
export function packable(publishedOn: Date, now = Date.now()): boolean {
  return now - publishedOn.getTime() > 5 * 60 * 1000;
}
