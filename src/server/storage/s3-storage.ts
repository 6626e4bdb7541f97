import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { assertSafeKey, type ObjectInfo, type Storage, type StoredObject } from './storage';
import type { UploadGrant } from './upload-token';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** The AWS SDK, loaded when a bucket is first used (decision 0024): a server on local storage never loads it. */
type Sdk = typeof import('@aws-sdk/client-s3') & Pick<typeof import('@aws-sdk/s3-request-presigner'), 'getSignedUrl'>;
let sdkLoad: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> =>
  (sdkLoad ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(([s3, presigner]) => ({ ...s3, getSignedUrl: presigner.getSignedUrl })));

function isMissing({ NoSuchKey, NotFound, S3ServiceException }: Sdk, error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound'))
  );
}

/**
 * An S3 bucket (or any S3-compatible store). The browser uploads straight to the bucket with a
 * presigned PUT whose signature covers Content-Type and Content-Length, so S3 itself refuses
 * another type or another size. S3 cannot look at the bytes: see images' verification on save.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly bucket: string;
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly config: S3Config) {
    this.bucket = config.bucket;
  }

  /** The SDK and this bucket's client, made on first use. */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= loadSdk().then((sdk) => {
      const client = new sdk.S3Client({
        region: this.config.region,
        endpoint: this.config.endpoint,
        forcePathStyle: this.config.forcePathStyle,
        credentials: this.config.credentials,
        // Otherwise the SDK adds a CRC32 of the *empty* body to presigned URLs, which S3 then
        // holds the real upload to and refuses; checksums are only sent where S3 requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        // A store that went silent is given up on (decision 0032): 3 s to connect, 30 s without a byte.
        requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
        maxAttempts: 2,
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.connection;
  }

  async presignUpload(grant: UploadGrant, ttlSeconds: number): Promise<string> {
    assertSafeKey(grant.key);
    const { sdk, client } = await this.connect();
    const command = new sdk.PutObjectCommand({
      Bucket: this.bucket,
      Key: grant.key,
      ContentType: grant.contentType,
      ContentLength: grant.size,
    });
    return sdk.getSignedUrl(client, command, {
      expiresIn: ttlSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  async put(key: string, body: Buffer | string, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType };
    } catch (error) {
      if (isMissing(sdk, error)) return undefined;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Buffer | undefined> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }));
      if (!out.Body) return Buffer.alloc(0);
      // A server that ignores Range sends everything: keep only what was asked for.
      return Buffer.from(await out.Body.transformToByteArray()).subarray(0, length);
    } catch (error) {
      if (isMissing(sdk, error)) return undefined;
      // An empty object answers a ranged GET with 416.
      if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 416) return Buffer.alloc(0);
      throw error;
    }
  }

  async read(key: string): Promise<StoredObject | undefined> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return undefined;
      return { size: out.ContentLength ?? 0, contentType: out.ContentType, body: out.Body as Readable };
    } catch (error) {
      if (isMissing(sdk, error)) return undefined;
      throw error;
    }
  }

  async readAll(key: string): Promise<Buffer | undefined> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return undefined;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(sdk, error)) return undefined;
      throw error;
    }
  }

  async ping(): Promise<boolean> {
    try {
      const { sdk, client } = await this.connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
