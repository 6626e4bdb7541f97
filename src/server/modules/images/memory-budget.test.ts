import { describe, expect, it } from 'vitest';
import { decodeEstimate } from './image-processor';
import { MemoryBudget } from './memory-budget';

describe('MemoryBudget', () => {
  it('lets images run together only while their reservations fit, in order of arrival', async () => {
    const budget = new MemoryBudget(100);
    const order: string[] = [];
    const a = await budget.reserve(60);
    const b = budget.reserve(50).then((release) => (order.push('b'), release));
    const c = budget.reserve(10).then((release) => (order.push('c'), release));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // c would fit beside a, but waits behind b rather than overtaking it.
    expect(order).toEqual([]);
    expect(budget.reserved).toBe(60);
    a();
    const releaseB = await b;
    const releaseC = await c;
    expect(order).toEqual(['b', 'c']);
    expect(budget.reserved).toBe(60);
    releaseB();
    releaseB(); // twice gives back once
    releaseC();
    expect(budget.reserved).toBe(0);
    expect(budget.fits(100)).toBe(true);
    expect(budget.fits(101)).toBe(false);
  });
});

describe('decodeEstimate', () => {
  it('counts the whole decoded frame, the file and the pipeline', () => {
    const photo = decodeEstimate({ width: 4032, height: 3024, channels: 3, depth: 'uchar' }, 5_000_000);
    expect(photo).toBe(4032 * 3024 * 3 + 5_000_000 + 48 * 1024 * 1024);
    // 16-bit RGBA at 50 megapixels: 400 MB of pixels, past the default 256 MB budget.
    expect(decodeEstimate({ width: 10_000, height: 5000, channels: 4, depth: 'ushort' }, 0)).toBeGreaterThan(256 * 1024 * 1024);
    // Greyscale is widened to three bands.
    expect(decodeEstimate({ width: 100, height: 100, channels: 1, depth: 'uchar' }, 0)).toBe(100 * 100 * 3 + 48 * 1024 * 1024);
  });
});

describe('processImage within a budget', () => {
  it('refuses, before decoding, an image whose decoder would need more than the whole budget', async () => {
    const { processImage } = await import('./image-processor');
    const { makePng } = await import('../../../../tests/support/test-images');
    const limits = { maxPixels: 50_000_000, maxSide: 20_000, timeoutSeconds: 30 };
    await expect(processImage(makePng(3000, 3000), { ...limits, memory: new MemoryBudget(64 * 1024 * 1024) })).rejects.toThrow(
      'This image is too large to prepare (3000 × 3000 pixels, 8-bit colour). Please upload a smaller image, or save it as an ordinary JPEG.',
    );
    const budget = new MemoryBudget(256 * 1024 * 1024);
    await expect(processImage(makePng(3000, 3000), { ...limits, memory: budget })).resolves.toMatchObject({ image: { width: 3000, height: 3000 } });
    expect(budget.reserved).toBe(0);
    await expect(processImage(makePng(20_001, 2), { ...limits, memory: budget })).rejects.toThrow('This image is 20,001 × 2 pixels; each side can be at most 20,000 pixels. Please upload a smaller image.');
  });
});
