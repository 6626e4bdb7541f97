import { closeSync, ftruncateSync, mkdirSync, openSync, readSync, unlinkSync, writevSync } from 'node:fs';
import path from 'node:path';
import { FingerprintTable } from './fingerprint-table';

/** The largest entry kept in a pack (bytes: its key and the page): larger pages are read from storage each time. */
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
 * Each entry is its key (two bytes of length, the key's UTF-8) and then the page, so that a read can tell
 * it found what it asked for: the places are kept by the key's fingerprint, not the key (FingerprintTable).
 *
 * Keyed by storage key and encoding: a published version's bytes never change, except once, when its
 * brotli is refined after the publish (VersionStore.refine); pages of versions published in the last
 * minutes are therefore not packed (`packable`).
 */
export class PagePack {
  private readonly fds: [number, number];
  private readonly places = new FingerprintTable(1024);
  /** Read buffers handed back, by size (slabSize), and their bytes. */
  private readonly free = new Map<number, Buffer[]>();
  private freeBytes = 0;
  private current = 0;
  private written = 0;
  private closed = false;
  /** Pages read from the pack (`reused`: into a buffer handed back by an earlier read), and packed, since start. */
  readonly stats = { reads: 0, reused: 0, packed: 0 };

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

  /**
   * The bytes kept under `key`, read at once into one of the pack's own buffers, or undefined. The page is
   * `body`; hand `slab` back with `release` once nothing reads `body` any more (its response is written),
   * and the next read reuses it: a page served from the pack then allocates nothing, and leaves nothing for
   * the collector (a new buffer a read was 60 MB of garbage outside the heap at 14,000 pages a second).
   */
  read(key: string): { body: Buffer; slab: Buffer } | undefined {
    const place = this.places.get(key);
    if (place === undefined || this.closed) return undefined;
    const offset = Math.floor(place / OFFSET_SCALE);
    const low = place - offset * OFFSET_SCALE;
    const length = low >>> 1;
    const size = slabSize(length);
    let slab = this.free.get(size)?.pop();
    if (slab) {
      this.freeBytes -= size;
      this.stats.reused += 1;
    } else slab = Buffer.allocUnsafeSlow(size);
    if (readSync(this.fds[low & 1] as number, slab, 0, length, offset) !== length) {
      this.places.delete(key);
      this.release(slab);
      return undefined;
    }
    // The entry names its key: another key of the same fingerprint is a miss, not its page.
    const keyEnd = 2 + slab.readUInt16LE(0);
    if (keyEnd > length || !holdsKey(slab, keyEnd, key)) {
      this.release(slab);
      return undefined;
    }
    this.stats.reads += 1;
    return { body: slab.subarray(keyEnd, length), slab };
  }

  /** A buffer from `read` back for the next read (up to POOL_BYTES of them are kept). */
  release(slab: Buffer): void {
    if (this.freeBytes + slab.length > POOL_BYTES) return;
    let list = this.free.get(slab.length);
    if (!list) this.free.set(slab.length, (list = []));
    list.push(slab);
    this.freeBytes += slab.length;
  }

  /** Keeps `body` under `key`; whether the pack holds it now (a page larger than MAX_PAGE is not kept). */
  write(key: string, body: Buffer): boolean {
    const keyLength = Buffer.byteLength(key, 'utf8');
    const length = 2 + keyLength + body.length;
    if (this.closed || body.length === 0 || keyLength > 0xffff || length > MAX_PAGE || length > this.fileBytes) return false;
    if (this.places.get(key) !== undefined) return true;
    if (this.written + length > this.fileBytes) this.turn();
    const fd = this.fds[this.current] as number;
    const head = Buffer.allocUnsafe(2 + keyLength);
    head.writeUInt16LE(keyLength, 0);
    head.write(key, 2, 'utf8');
    if (writevSync(fd, [head, body], this.written) !== length) return false;
    this.places.set(key, this.written * OFFSET_SCALE + length * 2 + this.current);
    this.written += length;
    this.stats.packed += 1;
    return true;
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
    this.places.forEach((place, entry) => {
      if (place % 2 === this.current) entry.drop();
    });
    ftruncateSync(this.fds[this.current] as number, 0);
    this.written = 0;
  }
}

/** Whether `slab`'s bytes from 2 to `keyEnd` are `key` in UTF-8: compared in place for ASCII keys (storage keys are), with no string made a read. */
function holdsKey(slab: Buffer, keyEnd: number, key: string): boolean {
  if (keyEnd - 2 !== key.length) return Buffer.byteLength(key, 'utf8') === keyEnd - 2 && slab.toString('utf8', 2, keyEnd) === key;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code > 0x7f) return slab.toString('utf8', 2, keyEnd) === key;
    if (slab[2 + i] !== code) return false;
  }
  return true;
}

/** Bytes of read buffers kept for reuse, at most (a few hundred pages in flight at once). */
const POOL_BYTES = 4 * 1024 * 1024;

/** The read buffer for an entry of `length` bytes: a power of two from 8 KB, so buffers are reused across pages. */
function slabSize(length: number): number {
  let size = 8192;
  while (size < length) size *= 2;
  return size;
}

/** Whether a version's pages may be packed: not in the first minutes after its publish (its brotli is being refined). */
export function packable(publishedOn: Date, now = Date.now()): boolean {
  return now - publishedOn.getTime() > 5 * 60 * 1000;
}
