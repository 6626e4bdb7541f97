import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PexelsProvider, PhotoProviderError, UnsplashProvider, withReferral } from './photo-provider';

/** What a provider that answers oddly gets from us: only well-formed photos from its own hosts, never its links elsewhere. */

let server: Server;
let url = '';
let answer: unknown = {};

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('UnsplashProvider', () => {
  const provider = () => new UnsplashProvider({ provider: 'unsplash', key: 'k', apiUrl: url, appName: 'ww' });

  it('keeps only results with a safe id, a thumbnail on an allowed host and a raw photo it may download', async () => {
    answer = {
      total_pages: 9999,
      results: [
        { id: 'good-1', width: 10, height: 5, color: '#ABCDEF', alt_description: '  a   loaf ', urls: { raw: `${url}/raw/1`, small: `${url}/small/1` }, user: { name: 'Jo', username: 'jo' } },
        { id: '../etc', urls: { raw: `${url}/raw/2`, small: `${url}/small/2` } },
        { id: 'thumb-js', urls: { raw: `${url}/raw/3`, small: 'javascript:alert(1)' } },
        { id: 'raw-elsewhere', urls: { raw: 'https://evil.example/x.jpg', small: `${url}/small/4` } },
        { id: 'odd-user', color: 'red', urls: { raw: `${url}/raw/5`, small: `${url}/small/5` }, user: { name: '', username: 'a b/../c' } },
        'not an object',
      ],
    };
    const found = await provider().search('bread');
    expect(found.totalPages).toBe(100);
    expect(found.photos.map((p) => p.id)).toEqual(['good-1', 'odd-user']);
    expect(found.photos[0]).toMatchObject({ description: 'a loaf', color: '#abcdef', photographer: 'Jo', photographerUrl: 'https://unsplash.com/@jo?utm_source=ww&utm_medium=referral' });
    expect(found.photos[0]?.chosen.imageUrl).toBe(`${url}/raw/1?w=1920&fm=jpg&q=85&fit=max`);
    // A username that is not one links to Unsplash itself; a missing name is said plainly.
    expect(found.photos[1]).toMatchObject({ color: '#cccccc', photographer: 'a b/../c', photographerUrl: 'https://unsplash.com/?utm_source=ww&utm_medium=referral' });
  });

  it('refuses a photo whose id is not the one asked for, and says so in a sentence', async () => {
    answer = { id: 'other', urls: { raw: `${url}/raw/1` } };
    await expect(provider().photo('asked')).rejects.toThrow(PhotoProviderError);
    await expect(provider().photo('../x')).rejects.toThrow('That photo is no longer on Unsplash. Search again and choose another.');
  });

  it('reports a download only at its own API host', async () => {
    answer = { id: 'p1', urls: { raw: `${url}/raw/1` }, links: { download_location: 'https://evil.example/track' } };
    const photo = await provider().photo('p1');
    expect(photo.downloadLocation).toBeUndefined();
    await expect(provider().used(photo)).rejects.toThrow(/no download_location/);
  });

  it('adds the referral parameters to links back to Unsplash', () => {
    expect(withReferral('https://unsplash.com/@jo?x=1', 'my app')).toBe('https://unsplash.com/@jo?x=1&utm_source=my+app&utm_medium=referral');
  });
});

describe('PexelsProvider', () => {
  const provider = () => new PexelsProvider({ provider: 'pexels', key: 'k', apiUrl: url });

  it('keeps a photographer link only on pexels.com and downloads only from its image host', async () => {
    answer = {
      total_results: 50,
      photos: [
        { id: 123, alt: 'Bread', photographer: 'Ana', photographer_url: 'https://evil.example/ana', src: { original: `${url}/o/123.jpeg`, medium: `${url}/m/123.jpeg` } },
        { id: 124, photographer: 'Sam', photographer_url: 'https://www.pexels.com/@sam', src: { original: 'https://elsewhere.example/o.jpeg', medium: `${url}/m/124.jpeg` } },
        { id: 125, photographer: 'Sam', photographer_url: 'https://www.pexels.com/@sam', src: { original: `${url}/o/125.jpeg`, medium: `${url}/m/125.jpeg` } },
      ],
    };
    const found = await provider().search('bread', { perPage: 24 });
    expect(found.totalPages).toBe(3);
    expect(found.photos.map((p) => [p.id, p.photographerUrl])).toEqual([
      ['123', 'https://www.pexels.com/'],
      ['125', 'https://www.pexels.com/@sam'],
    ]);
    expect(found.photos[1]?.description).toBe('A photo by Sam');
    expect(provider().mayDownload('https://images.pexels.com/photos/1/a.jpeg')).toBe(true);
    expect(provider().mayDownload('http://images.pexels.com/photos/1/a.jpeg')).toBe(false);
    expect(provider().mayDownload('https://images.pexels.com.evil.example/a.jpeg')).toBe(false);
  });
});
