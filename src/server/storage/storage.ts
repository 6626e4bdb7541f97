import type { Readable } from 'node:stream';
import type { UploadGrant } from './upload-token';

export interface ObjectInfo {
  size: number;
  contentType: string | undefined;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/**
 * Where uploaded media (and later published versions) are kept. Keys are slash-separated paths
 * such as `u/<accountId>/<name>.png`; the adapters never interpret them beyond that.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** A URL the browser PUTs exactly this object to: this key, this Content-Type, exactly this many bytes. */
  presignUpload(grant: UploadGrant, ttlSeconds: number): Promise<string>;
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Up to `length` leading bytes, or undefined when there is no such object. */
  readStart(key: string, length: number): Promise<Buffer | undefined>;
  read(key: string): Promise<StoredObject | undefined>;
  /** The whole object in memory (small objects: published pages), or undefined when there is none. */
  readAll(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** Whether the store can be reached and written to (for /ready). */
  ping(): Promise<boolean>;
}

// Keys are relative paths of safe segments; no segment can be "." or "..".
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}\/){0,8}[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}
