import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, type BrotliOptions, constants as zlibConstants, gzip, gzipSync, type ZlibOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body in the three encodings the site host sends. */
export interface EncodedBody {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const GZIP: ZlibOptions = { level: 9 };
const brotliFor = (body: Buffer): BrotliOptions => ({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });

export function encodeAll(body: Buffer): EncodedBody {
  return { body, gzip: gzipSync(body, GZIP), br: brotliCompressSync(body, brotliFor(body)) };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** Bodies waiting for encodeSoon's background work, done one at a time. */
let background: Promise<void> = Promise.resolve();

/** encodeSoon's answer: encodeAll's bytes, and when its background turn has run. */
export interface SoonEncodedBody extends EncodedBody {
  /** Settles once the background turn has run, with the encodings it made (none that a client asked for sooner). */
  readonly made: Promise<('gzip' | 'br')[]>;
}

/**
 * encodeAll's bytes, made off the start-up path (decision 0024): compressed in libuv's thread pool a
 * second after this is called, one body at a time; a client that asks sooner gets them made at once
 * (the same bytes).
 */
export function encodeSoon(body: Buffer): SoonEncodedBody {
  let gz: Buffer | undefined;
  let br: Buffer | undefined;
  const later = async () => {
    const made: ('gzip' | 'br')[] = [];
    if (gz === undefined) {
      const bytes = await gzipAsync(body, GZIP);
      if (gz === undefined) made.push('gzip');
      gz ??= bytes;
    }
    if (br === undefined) {
      const bytes = await brotliAsync(body, brotliFor(body));
      if (br === undefined) made.push('br');
      br ??= bytes;
    }
    return made;
  };
  const made = new Promise<('gzip' | 'br')[]>((resolve, reject) => {
    setTimeout(() => {
      const turn = background.then(later, later);
      background = turn.then(
        () => {},
        () => {},
      );
      turn.then(resolve, reject);
    }, 1000).unref();
  });
  // Nobody has to wait for it: a failure here only means the bytes are made when first asked for.
  made.catch(() => {});
  return {
    body,
    made,
    get gzip() {
      return (gz ??= gzipSync(body, GZIP));
    },
    get br() {
      return (br ??= brotliCompressSync(body, brotliFor(body)));
    },
  };
}

export type Encoding = 'br' | 'gzip' | 'identity';

const picked = new Map<string, Encoding>();

/** Brotli if the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  // Browsers send a handful of distinct headers; remember the answers.
  let encoding = picked.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (picked.size < 1000) picked.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this entity (weak comparison; encodings share one identity). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-(br|gz)$/, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => bare(tag) === wanted);
}

/**
 * Sends one of the precompressed bodies with its ETag (a suffix per encoding, as the bytes
 * differ), or 304 when the client already has it. HEAD gets the same headers without the body.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, encoded: EncodedBody, etag: string): FastifyReply {
  reply.header('vary', 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('etag', etagFor(etag, encoding));
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const body = encoding === 'br' ? encoded.br : encoding === 'gzip' ? encoded.gzip : encoded.body;
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.send(body);
}

/** The strong ETag of one encoding's bytes (a suffix per encoding, as the bytes differ). */
export function etagFor(etag: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${etag}"` : `"${etag}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/**
 * Sends bytes already in `encoding` (stored that way when published), or 304 when the client
 * already has the entity. The caller checks If-None-Match first (`matchesEtag`), before loading.
 */
export function sendBytes(reply: FastifyReply, body: Buffer, encoding: Encoding, etag: string): FastifyReply {
  reply.header('vary', 'Accept-Encoding');
  reply.header('etag', etagFor(etag, encoding));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.send(body);
}
