import { spawnServer } from '../../../tests/support/spawn-server.js';
import { FLUSH_SECONDS, LOAD_CONNECTIONS, LOAD_FILTERS, multipart, pause, signedUp } from './shared.js';

export async function flush(): Promise<Record<string, string | number>> {
  const server = await spawnServer({ OTP_IN_RESPONSE: 'true', REQUESTS_PER_ADDRESS: '1000000' });
  try {
    const writers = await Promise.all(Array.from({ length: 20 }, (_, i) => signedUp(server, `flush${i}`)));
    /** Catalogue pages for FLUSH_SECONDS at 32 connections while `meanwhile` runs: requests/s and the cache's share. */
    const run = async (meanwhile: () => Promise<void>) => {
      const until = Date.now() + FLUSH_SECONDS * 1000;
      let served = 0;
      let hits = 0;
      await Promise.all([
        meanwhile(),
        ...Array.from({ length: LOAD_CONNECTIONS }, async (_, connection) => {
          for (let n = connection; Date.now() < until; n += LOAD_CONNECTIONS) {
            const response = await fetch(
              `${server.url}/api/getAllProducts?page=${1 + (n % 5)}&limit=12${LOAD_FILTERS[n % LOAD_FILTERS.length]![0]}`,
            ).catch(() => null);
            if (!response?.ok) continue;
            await response.arrayBuffer();
            served++;
            if (response.headers.get('x-cache') === 'hit') hits++;
          }
        }),
      ]);
      return { perSecond: Math.round(served / FLUSH_SECONDS), hitRate: `${Math.round((100 * hits) / Math.max(served, 1))}%` };
    };
    const quiet = await run(async () => {});
    const products = (
      JSON.parse(await fetch(`${server.url}/api/getAllProducts?page=2&limit=20`).then((r) => r.text())) as { data: { _id: string }[] }
    ).data;
    const busy = await run(async () => {
      for (let i = 0; i < 20; i++) {
        await multipart(server, 'PUT', '/api/user/edit-user', writers[i]!, { name: `Renamed Buyer ${i}` });
        await multipart(server, 'POST', '/api/product/addReview', writers[i]!, {
          productId: products[i]!._id,
          rating: '4',
          review: 'Bench review',
        });
        await pause((FLUSH_SECONDS * 1000) / 25);
      }
    });
    return {
      'untouched: requests/s (baseline)': quiet.perSecond,
      'untouched: answered from the cache': quiet.hitRate,
      '20 renames and 20 reviews meanwhile: requests/s': busy.perSecond,
      '20 renames and 20 reviews meanwhile: answered from the cache': busy.hitRate,
    };
  } finally {
    await server.stop();
  }
}
