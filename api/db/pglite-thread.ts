// The worker thread that owns the embedded database (see pglite-worker.ts): it runs each query it is sent and
// posts back the result, and forwards NOTIFY payloads on the channels it is asked to listen to.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';

type Request =
  | { id: number; kind: 'query'; sql: string; params: unknown[] }
  | { id: number; kind: 'script'; sql: string }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'listen'; channel: string }
  | { id: number; kind: 'close' };

const port = parentPort!;
const pglite = await PGlite.create({ dataDir: (workerData as { dataDir: string }).dataDir, extensions: PGLITE_EXTENSIONS });

port.on('message', async (request: Request) => {
  try {
    let result: unknown;
    if (request.kind === 'query') {
      const { rows, affectedRows } = await pglite.query(request.sql, request.params);
      result = { rows, affectedRows };
    } else if (request.kind === 'script') {
      await pglite.transaction(async (tx) => {
        await tx.exec(request.sql);
      });
    } else if (request.kind === 'exec') {
      result = { rows: (await pglite.exec(request.sql)).at(-1)?.rows ?? [] };
    } else if (request.kind === 'listen') {
      await pglite.listen(request.channel, (payload) => port.postMessage({ notify: request.channel, payload }));
    } else {
      await pglite.close();
    }
    port.postMessage({ id: request.id, result });
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    port.postMessage({ id: request.id, error: { message, code } });
  }
});
port.postMessage({ ready: true });
