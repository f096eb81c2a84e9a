// npm run build && npm run bench:compress -- [--times 100]
// Compressing a page drawn by the server, which it does once for every drawing it keeps (server/page-compression.ts):
// brotli with its window fitted to the page (now) beside the baseline in the same run, brotli's default 4 MB window
// (both at quality 9, with gzip at level 9 beside). The pages are drawn by a server started here on a fresh embedded
// database of 300 products. Printed per page: the CPU of this process per compression (its threads included), the
// wall time, and the compressed sizes.
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compressPage } from '../server/page-compression.js';
import { spawnServer } from '../tests/support/spawn-server.js';

const { values } = parseArgs({ options: { times: { type: 'string', default: '100' } } });
const TIMES = Number(values.times);
const PAGES = ['/', '/products', '/products?category=Cotton&sort=price-asc', '/product/1', '/about-us'];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const ways: Record<string, (html: string) => Promise<{ br: Buffer; gzip: Buffer }>> = {
  'default window (before)': async (html) => {
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzipped(html, { level: 9 }),
    ]);
    return { br, gzip: gz };
  },
  'window fitted (now)': compressPage,
};

const server = await spawnServer();
const rows = [];
try {
  for (const page of PAGES) {
    const response = await fetch(server.url + page, { headers: { 'accept-encoding': 'identity' } });
    const html = await response.text();
    if (!response.ok || !html.includes('id="root"><')) throw new Error(`${page} was not drawn (${response.status})`);
    for (const [way, compress] of Object.entries(ways)) {
      for (let index = 0; index < 5; index++) await compress(html);
      const cpu = process.cpuUsage();
      const start = performance.now();
      let sizes: { br: Buffer; gzip: Buffer } = { br: Buffer.alloc(0), gzip: Buffer.alloc(0) };
      for (let index = 0; index < TIMES; index++) sizes = await compress(html);
      const used = process.cpuUsage(cpu);
      rows.push({
        page,
        way,
        'HTML KB': (Buffer.byteLength(html) / 1024).toFixed(1),
        'CPU ms': ((used.user + used.system) / 1000 / TIMES).toFixed(2),
        'wall ms': ((performance.now() - start) / TIMES).toFixed(2),
        'br KB': (sizes.br.length / 1024).toFixed(1),
        'gzip KB': (sizes.gzip.length / 1024).toFixed(1),
      });
    }
  }
} finally {
  await server.stop();
}
console.log(`Each page compressed ${TIMES} times each way:`);
console.table(rows);
