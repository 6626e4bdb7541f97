import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, pickEncoding } from '../sites/http-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than it costs (the same threshold @fastify/compress uses). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A JSON answer serialised once and compressed at most once per encoding, then sent as bytes as
 * often as it is asked for (decision 0023). A read the client repeats (the editor's website, which
 * changes only when saved) costs no serialising and no compression per request. Compression runs
 * in one call on libuv's thread pool (a zlib stream per answer cost about ten times as much), at
 * brotli quality 5 and gzip level 6.
 */
export class PreparedJson {
  readonly body: Buffer;
  private readonly encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>> = {};

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value));
  }

  /** The body in `encoding`, compressed the first time it is asked for. */
  bytes(encoding: Encoding): Promise<Buffer> | Buffer {
    if (encoding === 'identity' || this.body.length < COMPRESS_MIN_BYTES) return this.body;
    let bytes = this.encoded[encoding];
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.body.length } })
          : gzipAsync(this.body, { level: 6 });
      // A failed compression is not kept: the next request tries again.
      bytes.catch(() => delete this.encoded[encoding]);
      this.encoded[encoding] = bytes;
    }
    return bytes;
  }

  /** Sends the answer in the best encoding the client takes (for a route with `compress: false`). */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const wanted = this.body.length < COMPRESS_MIN_BYTES ? 'identity' : pickEncoding(request.headers['accept-encoding']);
    const body = await this.bytes(wanted);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('vary', 'accept-encoding');
    if (body !== this.body) reply.header('content-encoding', wanted);
    return reply.send(body);
  }
}
