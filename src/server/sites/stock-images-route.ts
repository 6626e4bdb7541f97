import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { STOCK_IMAGE_NAMES, STOCK_IMAGE_PREFIX } from '../../shared/stock-images';
import { SITE_SOURCE_DIR } from '../paths';

/*
 * The pictures the product ships (shared/stock-images.ts), served at `/_ww/stock/<name>.svg` by the
 * app (editor preview, onboarding) and the site host (published pages, on every host it answers).
 * Read once at start; only the listed names exist. SVG as an <img> runs no script, and the CSP
 * below keeps it inert when opened directly too.
 */

const STOCK_DIR = path.join(SITE_SOURCE_DIR, 'stock');

interface StockFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

let files: Map<string, StockFile> | undefined;
function stockFiles(): Map<string, StockFile> {
  files ??= new Map(STOCK_IMAGE_NAMES.map((name) => [name, { body: readFileSync(path.join(STOCK_DIR, name)) }]));
  return files;
}

// Compressed once, when first asked for (SVG shrinks to a third): a hero is part of a phone's first view.
function encoded(file: StockFile, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') return (file.br ??= brotliCompressSync(file.body));
  return (file.gzip ??= gzipSync(file.body, { level: 9 }));
}

export async function registerStockImageRoutes(app: FastifyInstance) {
  const pictures = stockFiles();
  app.get(`${STOCK_IMAGE_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = pictures.get(name);
    if (!file) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    if (encoding) reply.header('content-encoding', encoding);
    const body = encoding ? encoded(file, encoding) : file.body;
    return reply
      .header('vary', 'accept-encoding')
      .header('content-type', 'image/svg+xml')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      // Names are stable but the drawings may be improved: a day, not a year.
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(body);
  });
}
