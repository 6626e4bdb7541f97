import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
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

  async readAll(key: string): Promise<Buffer | undefined> {
    try {
      // One call (open, fstat, read, close in the thread pool) rather than a stat and a stream.
      return await readFile(this.file(key));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR') return undefined;
      throw error;
    }
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
