import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small S3-compatible server for tests: path-style PUT, GET (with Range), HEAD and DELETE of
 * objects in one bucket, kept in memory. Every request must carry a valid AWS Signature V4,
 * either presigned in the query string or in the Authorization header; the signature is
 * recomputed here from the request as received (written from the SigV4 specification,
 * independently of the SDK that signs), so a changed Content-Type or Content-Length, a wrong
 * key, a tampered query or an expired URL is refused with S3's error codes. Not emulated:
 * virtual-hosted buckets, multipart uploads, ACLs, checksums, conditional requests.
 */

export interface StoredTestObject {
  body: Buffer;
  contentType: string | undefined;
}

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredTestObject>;
  /** Every request with the outcome, for assertions. */
  log: { method: string; key: string; status: number; code?: string }[];
  close(): Promise<void>;
}

const MAX_BODY = 50 * 1024 * 1024;

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function parseQuery(raw: string): [string, string][] {
  return raw
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf('=');
      const k = i < 0 ? pair : pair.slice(0, i);
      const v = i < 0 ? '' : pair.slice(i + 1);
      return [decodeURIComponent(k), decodeURIComponent(v)];
    });
}

function amzDateToMs(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new S3Failure(403, 'AccessDenied', 'Malformed X-Amz-Date');
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

interface Credentials {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Throws S3Failure unless the request's SigV4 signature is valid for these credentials. */
function verifySignature(req: IncomingMessage, rawPath: string, rawQuery: string, body: Buffer, creds: Credentials) {
  const query = parseQuery(rawQuery);
  const get = (name: string) => query.find(([k]) => k === name)?.[1];
  let credential: string, signedHeaders: string, signature: string, amzDate: string, payloadHash: string;
  const presigned = get('X-Amz-Signature') !== undefined;
  if (presigned) {
    if (get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') throw new S3Failure(400, 'AuthorizationQueryParametersError', 'Unsupported algorithm');
    credential = get('X-Amz-Credential') ?? '';
    signedHeaders = get('X-Amz-SignedHeaders') ?? '';
    signature = get('X-Amz-Signature') ?? '';
    amzDate = get('X-Amz-Date') ?? '';
    payloadHash = get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    const expires = Number(get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604800)
      throw new S3Failure(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be 1..604800');
    if (Date.now() > amzDateToMs(amzDate) + expires * 1000) throw new S3Failure(403, 'AccessDenied', 'Request has expired');
  } else {
    const header = req.headers.authorization ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(header);
    if (!m) throw new S3Failure(403, 'AccessDenied', 'Missing or malformed authentication');
    [, credential = '', signedHeaders = '', signature = ''] = m;
    amzDate = String(req.headers['x-amz-date'] ?? '');
    payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) throw new S3Failure(400, 'InvalidRequest', 'Missing x-amz-content-sha256');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
      throw new S3Failure(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match');
  }
  const [accessKeyId, date, region, service, terminator] = credential.split('/');
  if (accessKeyId !== creds.accessKeyId) throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist');
  if (region !== creds.region || service !== 's3' || terminator !== 'aws4_request' || !date || !amzDate.startsWith(date))
    throw new S3Failure(403, 'SignatureDoesNotMatch', 'Bad credential scope');

  const headerNames = signedHeaders.split(';');
  if (!headerNames.includes('host')) throw new S3Failure(403, 'SignatureDoesNotMatch', 'host must be signed');
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalQuery = query
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [req.method, rawPath, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, date), region), 's3'), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new S3Failure(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new S3Failure(400, 'EntityTooLarge', 'Too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function sendError(res: ServerResponse, method: string, failure: S3Failure) {
  res.statusCode = failure.status;
  if (method === 'HEAD') return res.end();
  res.setHeader('content-type', 'application/xml');
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${failure.code}</Code><Message>${failure.message}</Message></Error>`);
}

export async function startS3TestServer(options: Partial<Credentials> & { bucket?: string } = {}): Promise<S3TestServer> {
  const creds: Credentials = {
    region: options.region ?? 'us-east-1',
    accessKeyId: options.accessKeyId ?? 'TESTACCESSKEY',
    secretAccessKey: options.secretAccessKey ?? 'test/secret+access=key',
  };
  const bucket = options.bucket ?? 'media-test';
  const objects = new Map<string, StoredTestObject>();
  const log: S3TestServer['log'] = [];

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const rawPath = q < 0 ? url : url.slice(0, q);
    const rawQuery = q < 0 ? '' : url.slice(q + 1);
    const segments = rawPath.split('/').slice(1);
    const key = segments.slice(1).map(decodeURIComponent).join('/');
    const method = req.method ?? 'GET';
    const done = (status: number, code?: string) => log.push({ method, key, status, ...(code ? { code } : {}) });
    void (async () => {
      try {
        const body = await readBody(req);
        verifySignature(req, rawPath, rawQuery, body, creds);
        if (segments[0] !== bucket) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
        if (!key) throw new S3Failure(400, 'InvalidRequest', 'Only object requests are supported');
        if (method === 'PUT') {
          const declared = Number(req.headers['content-length']);
          if (!Number.isInteger(declared)) throw new S3Failure(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
          objects.set(key, { body, contentType: req.headers['content-type'] });
          res.setHeader('etag', `"${createHash('md5').update(body).digest('hex')}"`);
          res.statusCode = 200;
          res.end();
          return done(200);
        }
        if (method === 'DELETE') {
          objects.delete(key);
          res.statusCode = 204;
          res.end();
          return done(204);
        }
        if (method !== 'GET' && method !== 'HEAD') throw new S3Failure(405, 'MethodNotAllowed', 'Not supported');
        const object = objects.get(key);
        if (!object) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
        let slice = object.body;
        const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
        res.setHeader('content-type', object.contentType ?? 'binary/octet-stream');
        res.setHeader('accept-ranges', 'bytes');
        if (range && method === 'GET') {
          const start = Number(range[1]);
          const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
          if (start >= object.body.length) throw new S3Failure(416, 'InvalidRange', 'The requested range is not satisfiable');
          slice = object.body.subarray(start, end + 1);
          res.statusCode = 206;
          res.setHeader('content-range', `bytes ${start}-${end}/${object.body.length}`);
        } else {
          res.statusCode = 200;
        }
        res.setHeader('content-length', slice.length);
        res.end(method === 'HEAD' ? undefined : slice);
        return done(res.statusCode);
      } catch (error) {
        const failure = error instanceof S3Failure ? error : new S3Failure(500, 'InternalError', String(error));
        sendError(res, method, failure);
        return done(failure.status, failure.code);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...creds,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
