import { randomBytes } from 'node:crypto';
import { closeSync, constants, createReadStream, createWriteStream, fstatSync, openSync, readSync } from 'node:fs';
import { access, link, mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { imageTypeOfExtension } from './image-types';
import { assertSafeKey, type ObjectInfo, type Storage, type StoredObject } from './storage';
import type { UploadGrant, UploadTokens } from './upload-token';

const OTHER_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/**
 * readAll reads a file of at most this many bytes on the event loop (decision 0065, figures after
 * tuning): a published page (a few KB compressed) is read in about 20 µs of CPU there, against
 * 60–130 µs through the thread pool (open, fstat, read and close each a round trip), which made a page
 * read from disk cost three times a page from memory. Larger files go through the thread pool.
 */
export const SYNC_READ_MAX_BYTES = 256 * 1024;
/**
 * When the median of the last SLOW_WINDOW reads on the event loop took longer than this (a slow or
 * network disk, not a moment's preemption on a busy machine), reads go through the thread pool for a minute.
 */
const SYNC_READ_SLOW_MS = 2;
const SLOW_WINDOW = 32;
const SLOW_DISK_BACKOFF_MS = 60_000;
const TOO_LARGE = Symbol('too large');

/** Local disk keeps no metadata: the content type follows from the extension the server chose. */
function contentTypeOf(key: string): string {
  const ext = path.extname(key).slice(1).toLowerCase();
  return imageTypeOfExtension(ext) ?? OTHER_TYPES[ext] ?? 'application/octet-stream';
}

export class UploadRejected extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ReceiveOptions {
  size: number;
  /** Looks at the leading bytes; returns a message when they are not acceptable. */
  checkStart(bytes: Buffer): string | undefined;
  startLength: number;
}

/**
 * Files under DATA_DIR/storage. Uploads go through the app (`PUT /api/upload/<token>`), are
 * written to a temporary file, checked, and only then linked into place, so a reader never sees
 * a partial file and a failed upload leaves nothing behind.
 */
export class LocalDiskStorage implements Storage {
  readonly kind = 'local' as const;
  private readonly tmpDir: string;

  constructor(
    private readonly root: string,
    private readonly tokens: UploadTokens,
    private readonly appUrl: string,
  ) {
    this.root = path.resolve(root);
    this.tmpDir = path.join(this.root, '.tmp');
  }

  async presignUpload(grant: UploadGrant, ttlSeconds: number): Promise<string> {
    assertSafeKey(grant.key);
    return `${this.appUrl}/api/upload/${this.tokens.sign(grant, ttlSeconds)}`;
  }

  private file(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`key escapes the storage root: ${key}`);
    return file;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async put(key: string, body: Buffer | string, _contentType: string): Promise<void> {
    const file = this.file(key);
    const tmp = await this.tempFile();
    try {
      const handle = await open(tmp, 'wx');
      try {
        await handle.writeFile(body);
      } finally {
        await handle.close();
      }
      await mkdir(path.dirname(file), { recursive: true });
      await rename(tmp, file);
    } finally {
      await rm(tmp, { force: true });
    }
  }

  /**
   * Streams an upload into place. The body may not exceed `size` bytes (the stream is cut off at
   * the first byte too many), must be exactly `size` bytes, must pass `checkStart`, and may only
   * create the object: an existing key is never overwritten, which makes each upload URL single use.
   */
  async receive(key: string, source: Readable, options: ReceiveOptions): Promise<void> {
    const file = this.file(key);
    if (await this.exists(key)) throw new UploadRejected(409, 'This upload link has already been used. Request a new one.');
    const tmp = await this.tempFile();
    let received = 0;
    const start: Buffer[] = [];
    let startLength = 0;
    try {
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            received += chunk.length;
            if (received > options.size)
              throw new UploadRejected(400, `The file is larger than the ${options.size} bytes this upload link was made for.`);
            if (startLength < options.startLength) {
              start.push(chunk.subarray(0, options.startLength - startLength));
              startLength += Math.min(chunk.length, options.startLength - startLength);
            }
            yield chunk;
          }
        },
        createWriteStream(tmp, { flags: 'wx' }),
      );
      if (received !== options.size)
        throw new UploadRejected(400, `The file has ${received} bytes, but this upload link was made for exactly ${options.size} bytes.`);
      const problem = options.checkStart(Buffer.concat(start));
      if (problem) throw new UploadRejected(400, problem);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        // link() fails if the target exists: of two racing uploads with one token, one wins.
        await link(tmp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST')
          throw new UploadRejected(409, 'This upload link has already been used. Request a new one.');
        throw error;
      }
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOf(key) } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Buffer | undefined> {
    let handle;
    try {
      handle = await open(this.file(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async read(key: string): Promise<StoredObject | undefined> {
    const info = await this.head(key);
    if (!info) return undefined;
    return { ...info, body: createReadStream(this.file(key)) };
  }

  /** Reads on the event loop, or through the thread pool until this time (ms) after slow ones. */
  private threadPoolReadsUntil = 0;
  /** How long the last reads on the event loop took (ms), filled in turn. */
  private readonly readTimes: number[] = [];
  private readTimesAt = 0;
  /** Small files read on the event loop and files read through the thread pool since start. */
  readonly readStats = { onLoop: 0, inPool: 0 };

  async readAll(key: string): Promise<Buffer | undefined> {
    const file = this.file(key);
    if (Date.now() >= this.threadPoolReadsUntil) {
      const small = this.readSmall(file);
      if (small !== TOO_LARGE) return small;
    }
    this.readStats.inPool += 1;
    try {
      // One call (open, fstat, read, close in the thread pool) rather than a stat and a stream.
      return await readFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR') return undefined;
      throw error;
    }
  }

  /** The file when it is at most SYNC_READ_MAX_BYTES, read on the event loop; TOO_LARGE otherwise. */
  private readSmall(file: string): Buffer | undefined | typeof TOO_LARGE {
    const started = performance.now();
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const stats = fstatSync(fd);
      if (!stats.isFile()) return undefined;
      if (stats.size > SYNC_READ_MAX_BYTES) return TOO_LARGE;
      this.readStats.onLoop += 1;
      // Its own memory, not a slice of Buffer's shared pool: a page cache keeps these for long.
      const body = Buffer.allocUnsafeSlow(stats.size);
      let read = 0;
      while (read < body.length) {
        const n = readSync(fd, body, read, body.length - read, read);
        if (n === 0) break;
        read += n;
      }
      return read === body.length ? body : Buffer.from(body.subarray(0, read));
    } finally {
      closeSync(fd);
      this.noteReadTime(performance.now() - started);
    }
  }

  /** Every SLOW_WINDOW reads on the event loop, their median decides whether the next minute's go to the thread pool. */
  private noteReadTime(ms: number): void {
    this.readTimes[this.readTimesAt++] = ms;
    if (this.readTimesAt < SLOW_WINDOW) return;
    this.readTimesAt = 0;
    const median = [...this.readTimes].sort((a, b) => a - b)[SLOW_WINDOW >> 1] as number;
    if (median > SYNC_READ_SLOW_MS) this.threadPoolReadsUntil = Date.now() + SLOW_DISK_BACKOFF_MS;
  }

  async ping(): Promise<boolean> {
    try {
      await mkdir(this.tmpDir, { recursive: true });
      await access(this.tmpDir, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  private async tempFile(): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    return path.join(this.tmpDir, `${randomBytes(12).toString('hex')}.part`);
  }
}
