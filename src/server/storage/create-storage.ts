import type { StorageConfig } from '../config';
import { LocalDiskStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';
import type { UploadTokens } from './upload-token';

/** S3 when S3_BUCKET is set, otherwise the local disk under DATA_DIR/storage. */
export function createStorage(config: StorageConfig, tokens: UploadTokens, appUrl: string): Storage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalDiskStorage(config.dir, tokens, appUrl);
}
