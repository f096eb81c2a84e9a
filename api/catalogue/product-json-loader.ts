import DataLoader from 'dataloader';

/**
 * Product JSON texts by id, read in batches: every page asked for while the event loop reads its sockets is read in
 * one round trip when that turn ends (setImmediate), not one each. At 32 connections this is several pages per
 * statement, which spares PostgreSQL and this process most of the per-statement work and socket writes. Nothing is
 * kept between batches: each request still reads the rows as they are now.
 */
export function createProductJsonLoader(jsonByIds: (ids: readonly number[]) => Promise<Map<number, string>>) {
  const loader = new DataLoader<number, string | null>(
    async (ids) => {
      const byId = await jsonByIds([...new Set(ids)]);
      return ids.map((id) => byId.get(id) ?? null);
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 1000 },
  );

  /** These products' JSON texts, in the order asked; unknown ids are left out. */
  return async function load(ids: readonly number[]): Promise<string[]> {
    const texts = await loader.loadMany(ids);
    const failure = texts.find((text) => text instanceof Error);
    if (failure) throw failure;
    return texts.filter((text): text is string => typeof text === 'string');
  };
}
