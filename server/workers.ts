import cluster, { type Worker } from 'node:cluster';
import { stopOnSignals } from './shutdown.js';

/** A worker that exits this soon after it started failed to start, rather than stopped. */
const EARLY_EXIT_MS = 5000;
const MAX_EARLY_EXITS = 5;

/**
 * WORKERS=N on PostgreSQL: the primary process forks N servers that share the port (node:cluster hands
 * each connection to one of them in turn). A worker that exits while the primary is not stopping (a crash, or a
 * SIGTERM to it alone: a rolling restart) is replaced; the others serve on meanwhile. SIGTERM to the primary stops
 * every worker the orderly way (each finishes its requests in flight) and then the primary; repeated signals behave
 * as for one process (server/shutdown.ts). Workers failing at start, five times in a row, stop the whole server.
 */
export function superviseWorkers(count: number, deadlineMs: number, announce: (port: number) => void): void {
  let stopping = false;
  let earlyExits = 0;
  let announced = false;
  const started = new Map<Worker, number>();

  const fork = () => started.set(cluster.fork(), Date.now());
  cluster.on('listening', (worker, address) => {
    console.log(`Server process ${worker.process.pid} is serving.`);
    if (announced) return;
    announced = true;
    announce(address.port);
  });
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) return;
    earlyExits = ranMs < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= MAX_EARLY_EXITS) {
      console.error(`Workers keep exiting as they start (the last with ${signal ?? code}): stopping.`);
      for (const other of started.keys()) other.kill('SIGTERM');
      process.exitCode = 1;
      stopping = true;
      return;
    }
    console.log(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    fork();
  });

  stopOnSignals(async () => {
    stopping = true;
    // A worker still starting has no requests and no handler yet: the signal itself ends it, which is a clean stop.
    const exits = [...started.keys()].map(
      (worker) => new Promise<number>((resolve) => worker.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGTERM' ? 0 : 1)))),
    );
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    const codes = await Promise.all(exits);
    if (codes.some((code) => code !== 0)) throw new Error(`A worker stopped with exit code ${codes.find((code) => code !== 0)}.`);
  }, deadlineMs);

  for (let index = 0; index < count; index++) fork();
}
