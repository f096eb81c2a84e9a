import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, windowBitsFor } from '../../server/page-compression.js';

describe('a drawn page compressed for the browser', () => {
  it('opens to the same page, brotli and gzip, small or past brotli’s 64 KB window', async () => {
    const card = (index: number) => `<article class="product-card"><h3>Chanderi ${index} · ₹${(index * 37) % 900}.00</h3></article>`;
    for (const cards of [3, 2000]) {
      const html = `<!doctype html><div id="root">${Array.from({ length: cards }, (_, index) => card(index)).join('')}</div>`;
      const { br, gzip } = await compressPage(html);
      expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
      expect(gunzipSync(gzip).toString('utf8')).toBe(html);
      expect(br.length).toBeLessThan(Buffer.byteLength(html));
    }
  });

  it('fits the window to the page, from brotli’s 1 KB least to 64 KB at most', () => {
    expect(windowBitsFor(10)).toBe(10);
    expect(windowBitsFor(14_000)).toBe(14);
    expect(windowBitsFor(64_000)).toBe(16);
    expect(windowBitsFor(5_000_000)).toBe(16);
  });
});
