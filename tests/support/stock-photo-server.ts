import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/*
 * A local stand-in for the stock-photo providers (decision 0057), answering with the request and
 * response shapes Unsplash (https://unsplash.com/documentation: GET /search/photos, GET /photos/:id,
 * GET /photos/:id/download) and Pexels (https://www.pexels.com/api/documentation/: GET /v1/search,
 * GET /v1/photos/:id) document, and serving real JPEGs made with sharp as their image hosts would.
 * Every query finds photos made up from its words, so a test can tell which search a photo came from.
 */

export const UNSPLASH_TEST_KEY = 'test-unsplash-access-key';
export const PEXELS_TEST_KEY = 'test-pexels-api-key';

export interface SeenRequest {
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  acceptVersion: string | undefined;
}

export interface StockPhotoServer {
  url: string;
  seen: SeenRequest[];
  /** 'ok'; 'down': every API call answers 500; 'slow': API calls never answer; 'images-down': images answer 500. */
  mode: 'ok' | 'down' | 'slow' | 'images-down';
  /** Photo ids whose download_location was called (Unsplash). */
  downloads: string[];
  close(): Promise<void>;
}

const slug = (query: string) =>
  query
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'photo';

/** The words of a photo id ("bakery-bread-2" → "bakery bread"). */
const wordsOf = (id: string) => id.replace(/-\d+$/, '').replace(/-/g, ' ');

const PHOTOGRAPHERS = [
  { name: 'Jo Baker', username: 'jo_baker' },
  { name: 'Sam Okafor', username: 'samokafor' },
  { name: 'Ana Lima', username: 'analima' },
];

const jpegs = new Map<string, Promise<Buffer>>();

/** A real JPEG for a photo id: a landscape picture in colours of its own (960×640, about 20 KB). */
export function photoJpeg(id: string): Promise<Buffer> {
  let made = jpegs.get(id);
  if (!made) {
    const hash = createHash('sha256').update(id).digest();
    const colour = (i: number) => `rgb(${hash[i]},${hash[i + 1]},${hash[i + 2]})`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(0)}"/><stop offset="1" stop-color="${colour(3)}"/></linearGradient></defs>
      <rect width="960" height="640" fill="url(#g)"/>
      <circle cx="${300 + (hash[6] ?? 0)}" cy="${220 + (hash[7] ?? 0) / 2}" r="${120 + (hash[8] ?? 0) / 4}" fill="${colour(9)}" opacity="0.8"/>
      <rect x="${80 + (hash[12] ?? 0)}" y="380" width="320" height="180" rx="24" fill="${colour(13)}" opacity="0.7"/>
    </svg>`;
    made = sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    jpegs.set(id, made);
  }
  return made;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startStockPhotoServer(): Promise<StockPhotoServer> {
  const state: StockPhotoServer = { url: '', seen: [], mode: 'ok', downloads: [], close: async () => {} };

  const unsplashPhoto = (id: string) => {
    const words = wordsOf(id);
    const who = PHOTOGRAPHERS[Number(createHash('sha256').update(id).digest()[0]) % PHOTOGRAPHERS.length]!;
    const raw = `${state.url}/unsplash-images/${id}?ixid=M3w1`;
    return {
      id,
      created_at: '2026-01-04T10:00:00Z',
      width: 4800,
      height: 3200,
      color: '#c0a080',
      blur_hash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
      description: `${words[0]?.toUpperCase() ?? ''}${words.slice(1)} at work`,
      alt_description: `a photo of ${words}`,
      urls: { raw, full: `${raw}&q=85`, regular: `${raw}&w=1080`, small: `${raw}&w=400`, thumb: `${raw}&w=200` },
      links: {
        self: `${state.url}/photos/${id}`,
        html: `https://unsplash.com/photos/${id}`,
        download: `https://unsplash.com/photos/${id}/download`,
        download_location: `${state.url}/photos/${id}/download?ixid=M3w1`,
      },
      user: { id: `u-${who.username}`, username: who.username, name: who.name, links: { html: `https://unsplash.com/@${who.username}` } },
    };
  };

  const pexelsPhoto = (id: string) => {
    const words = wordsOf(id);
    const who = PHOTOGRAPHERS[Number(createHash('sha256').update(id).digest()[0]) % PHOTOGRAPHERS.length]!;
    const original = `${state.url}/pexels-images/photos/${id}/pexels-photo-${id}.jpeg`;
    return {
      id,
      width: 4800,
      height: 3200,
      url: `https://www.pexels.com/photo/${id}/`,
      photographer: who.name,
      photographer_url: `https://www.pexels.com/@${who.username}`,
      photographer_id: 1,
      avg_color: '#978E82',
      src: {
        original,
        large2x: `${original}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
        large: `${original}?auto=compress&cs=tinysrgb&h=650&w=940`,
        medium: `${original}?auto=compress&cs=tinysrgb&h=350`,
        small: `${original}?auto=compress&cs=tinysrgb&h=130`,
        tiny: `${original}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
      },
      liked: false,
      alt: `A photo of ${words}`,
    };
  };

  const results = (query: string, page: number, perPage: number) => {
    const total = 30;
    const start = (page - 1) * perPage;
    const ids: string[] = [];
    for (let i = start; i < Math.min(start + perPage, total); i++) ids.push(`${slug(query)}-${i}`);
    return { total, ids };
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', state.url);
    const isImage = url.pathname.startsWith('/unsplash-images/') || url.pathname.startsWith('/pexels-images/');
    state.seen.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      acceptVersion: req.headers['accept-version'] as string | undefined,
    });
    if (isImage) {
      if (state.mode === 'images-down') return json(res, 500, { errors: ['Internal error'] });
      const id = url.pathname.startsWith('/unsplash-images/') ? url.pathname.split('/')[2] : url.pathname.split('/')[3];
      void photoJpeg(id ?? 'x').then((jpeg) => res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) }).end(jpeg));
      return;
    }
    if (state.mode === 'slow') return; // never answers
    if (state.mode === 'down') return json(res, 500, { errors: ['Something went wrong'] });

    // Unsplash: "Authorization: Client-ID YOUR_ACCESS_KEY".
    if (url.pathname === '/search/photos' || url.pathname.startsWith('/photos/')) {
      if (req.headers.authorization !== `Client-ID ${UNSPLASH_TEST_KEY}`) return json(res, 401, { errors: ['OAuth error: The access token is invalid'] });
      if (url.pathname === '/search/photos') {
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 10), 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        const { total, ids } = results(url.searchParams.get('query') ?? '', page, perPage);
        return json(res, 200, { total, total_pages: Math.ceil(total / perPage), results: ids.map(unsplashPhoto) });
      }
      const [, , id, action] = url.pathname.split('/');
      if (!id || id.startsWith('missing')) return json(res, 404, { errors: ["Couldn't find Photo"] });
      if (action === 'download') {
        state.downloads.push(id);
        return json(res, 200, { url: `${state.url}/unsplash-images/${id}?ixid=M3w1` });
      }
      if (action === undefined) return json(res, 200, unsplashPhoto(id));
    }

    // Pexels: "Authorization: YOUR_API_KEY".
    if (url.pathname === '/v1/search' || url.pathname.startsWith('/v1/photos/')) {
      if (req.headers.authorization !== PEXELS_TEST_KEY) return json(res, 401, { error: 'Unauthorized' });
      if (url.pathname === '/v1/search') {
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 15), 80);
        const page = Number(url.searchParams.get('page') ?? 1);
        const { total, ids } = results(url.searchParams.get('query') ?? '', page, perPage);
        return json(res, 200, { page, per_page: perPage, total_results: total, photos: ids.map(pexelsPhoto) });
      }
      const id = url.pathname.split('/')[3];
      if (!id || id.startsWith('missing')) return json(res, 404, { status: 404, code: 'Not Found' });
      return json(res, 200, pexelsPhoto(id));
    }
    return json(res, 404, { errors: ['Not found'] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
