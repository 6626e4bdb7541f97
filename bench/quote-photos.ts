/**
 * Quote request photos (issue 25, decision 0059): one 12 MP phone photo (4032 × 3024 JPEG with EXIF)
 * through the image pipeline as a quote request keeps it (WebP at 320 and 1280 px, in memory):
 *  1. processing time per photo (target < 1.5 s median; a request carries up to 3), against the
 *     published page's full set of variants for the same photo in the same run (interleaved rounds);
 *  2. the bytes kept in the database per photo (both sizes; target < 300 KB), which bound the table's
 *     growth at QUOTE_PHOTOS_DAILY photos per site per day.
 * Usage: npx tsx bench/quote-photos.ts [--rounds=N]
 */
import sharp from 'sharp';
import { processImage } from '../src/server/modules/images/image-processor';
import { QUOTE_PHOTO_SHAPE } from '../src/server/modules/leads/quote-intake';
import { makePhoto } from '../tests/support/test-images';
import { judged, mmm, reference, report, spread } from './support/report';

const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 5);
const limits = { maxPixels: 50_000_000, maxSide: 20_000, timeoutSeconds: 60 };

const photo = await sharp(await makePhoto(7))
  .withExif({ IFD0: { Make: 'Phone', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 51/1' } })
  .jpeg({ quality: 88 })
  .toBuffer();

const quote: number[] = [];
const page: number[] = [];
const kept: number[] = [];
for (let i = 0; i < rounds; i++) {
  let started = performance.now();
  const result = await processImage(photo, limits, QUOTE_PHOTO_SHAPE);
  quote.push(performance.now() - started);
  kept.push(result.files.reduce((sum, f) => sum + f.body.length, 0));
  started = performance.now();
  await processImage(photo, limits);
  page.push(performance.now() - started);
}

report('quote-photos', [
  judged('one 12 MP photo as a quote keeps it (ms)', spread(quote).median, '<', 1500, { unit: ' ms', shown: mmm(quote, 0, ' ms') }),
  reference('the same photo as a published page keeps it (ms)', mmm(page, 0, ' ms'), 'every width in AVIF, WebP and JPEG: the pipeline the quote shape trims'),
  judged('bytes kept per photo (KB)', spread(kept).median / 1024, '<', 300, { unit: ' KB', digits: 0, note: `input ${Math.round(photo.length / 1024)} KB` }),
]);
