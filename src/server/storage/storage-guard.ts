import type { Storage } from './storage';

/**
 * The storage (the bucket, or the local disk) could not be used: unreachable, refusing, too slow.
 * Answered with a sentence and 503 (decision 0032): pages and the app stay up, only what needs the
 * storage now (an upload, a picture or a page no replica holds in memory) waits for it.
 */
export class StorageUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`the storage could not ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export function isStorageTrouble(error: unknown): boolean {
  return error instanceof StorageUnavailableError;
}

interface GuardLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Mistakes of ours rather than the storage's: passed on as they are. */
const isProgrammingError = (error: unknown) => error instanceof Error && /^unsafe storage key/.test(error.message);

/**
 * `storage` with every failure of the storage itself turned into StorageUnavailableError, its state
 * known without waiting (`available`, for /metrics) and logged once when it changes.
 */
export class StorageGuard implements Storage {
  readonly kind: Storage['kind'];
  available = true;
  failures = 0;

  constructor(
    private readonly storage: Storage,
    private readonly log?: GuardLog,
  ) {
    this.kind = storage.kind;
  }

  private async run<T>(operation: string, work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      this.mark(true);
      return result;
    } catch (error) {
      if (isProgrammingError(error)) throw error;
      this.failures += 1;
      this.mark(false, error);
      throw new StorageUnavailableError(operation, error);
    }
  }

  private mark(ok: boolean, error?: unknown): void {
    if (ok === this.available) return;
    this.available = ok;
    if (ok) this.log?.info({ storage: 'ok' }, 'the storage answers again');
    else this.log?.error({ storage: 'unreachable', err: error }, 'the storage is not answering: uploads and pictures or pages not held in memory wait for it; everything else is served');
  }

  presignUpload: Storage['presignUpload'] = (grant, ttl) => this.run('sign an upload', () => this.storage.presignUpload(grant, ttl));
  put: Storage['put'] = (key, body, type) => this.run('store a file', () => this.storage.put(key, body, type));
  head: Storage['head'] = (key) => this.run('look up a file', () => this.storage.head(key));
  readStart: Storage['readStart'] = (key, length) => this.run('read a file', () => this.storage.readStart(key, length));
  read: Storage['read'] = (key) => this.run('read a file', () => this.storage.read(key));
  readAll: Storage['readAll'] = (key) => this.run('read a file', () => this.storage.readAll(key));
  delete: Storage['delete'] = (key) => this.run('delete a file', () => this.storage.delete(key));

  async ping(): Promise<boolean> {
    const ok = await this.storage.ping().catch(() => false);
    this.mark(ok, ok ? undefined : new Error('the storage did not answer its health check'));
    return ok;
  }
}
