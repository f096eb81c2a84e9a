import { Worker } from 'node:worker_threads';

/**
 * The embedded database in a worker thread of this process. PGlite runs Postgres as WebAssembly on the thread that
 * calls it; in a worker, its work no longer holds up the server's own thread, so the two run side by side. Queries
 * still go one at a time (the Kysely driver queues them), as PGlite has one session.
 */
export class PgliteWorker {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on(
      'message',
      (message: { id?: number; result?: unknown; error?: { message: string; code?: string }; notify?: string; payload?: string }) => {
        if (message.notify !== undefined) {
          for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload ?? '');
          return;
        }
        const call = message.id === undefined ? undefined : this.pending.get(message.id);
        if (!call) return;
        this.pending.delete(message.id!);
        if (message.error) call.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
        else call.resolve(message.result);
      },
    );
    worker.on('error', (error) => {
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    });
  }

  static async start(dataDir: string): Promise<PgliteWorker> {
    // The thread's module is TypeScript, loaded through tsx as the rest of the server is.
    const thread = new URL('./pglite-thread.ts', import.meta.url).href;
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(thread)}); })`;
    const worker = new Worker(bootstrap, { eval: true, workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    return new PgliteWorker(worker);
  }

  private call(request: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  /** The interface kysely-pglite-dialect uses. */
  query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.call({ kind: 'query', sql, params }) as Promise<{ rows: R[]; affectedRows?: number }>;
  }

  /** Several statements, outside any transaction of its own; the last one's rows. */
  exec(sql: string): Promise<{ rows: unknown[] }> {
    return this.call({ kind: 'exec', sql }) as Promise<{ rows: unknown[] }>;
  }

  async runScript(sql: string): Promise<void> {
    await this.call({ kind: 'script', sql });
  }

  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    if (!this.listeners.has(channel)) {
      this.listeners.set(channel, new Set());
      await this.call({ kind: 'listen', channel });
    }
    this.listeners.get(channel)!.add(listener);
    return async () => {
      this.listeners.get(channel)?.delete(listener);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.call({ kind: 'close' });
    await this.worker.terminate();
  }
}
