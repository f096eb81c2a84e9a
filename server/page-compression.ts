import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's window for a page: fitted to it, and at most 64 KB (2^16). Above 16 bits, quality 9 switches to a hasher
 * whose tables (tens of MB) are allocated and cleared for every page, ten times the CPU of the rest; HTML repeats
 * itself within 64 KB, so the larger window made no page smaller (npm run bench:compress).
 */
export const windowBitsFor = (bytes: number): number => Math.min(16, Math.max(10, Math.ceil(Math.log2(bytes + 1))));

/** A drawn page compressed both ways a browser may accept, off the event loop (libuv's threads). */
export async function compressPage(html: string): Promise<{ br: Buffer; gzip: Buffer }> {
  const bytes = Buffer.byteLength(html);
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
        [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(bytes),
      },
    }),
    gzipped(html, { level: 9 }),
  ]);
  return { br, gzip: gz };
}
