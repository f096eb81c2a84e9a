import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resident memory of the process in MB (from /proc). */
  rssMb(): number;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `npm start`'s command line (package.json), run with this Node: the server with the flags it is deployed with. */
export function startCommand(): string[] {
  const packageFile = path.join(import.meta.dirname, '..', '..', 'package.json');
  const { scripts } = JSON.parse(readFileSync(packageFile, 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = scripts.start.replace(/^exec\s+/, '').split(/\s+/);
  if (node !== 'node') throw new Error(`npm start no longer runs node directly: ${scripts.start}`);
  return [process.execPath, ...args];
}

/**
 * Starts the server as its own process, the way `npm start` runs it (or with `command` instead, e.g. npm start itself),
 * on a free port with a fresh embedded database unless DATABASE_URL is given.
 */
/** Servers spawned by this process and not yet exited. */
const running = new Set<ChildProcess>();
let watching = false;

/**
 * Spawned servers end with the process that spawned them: a benchmark stopped by a signal (Ctrl-C, `kill`) once left
 * its server running, serving nobody and taking a share of the two cores from every later run. Under Vitest the
 * runner's own signals are left to it; its workers' exit still ends their servers.
 */
function endWithThisProcess(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (watching) return;
  watching = true;
  process.once('exit', () => {
    for (const each of running) each.kill('SIGKILL');
  });
  if (process.env.VITEST) return;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
}

export async function spawnServer(
  env: Record<string, string> = {},
  command: string[] = startCommand(),
  /** `cwd`: another checkout's server (a benchmark's baseline), run the same way from its own folder. */
  /** `dataDir`: a prepared data directory (seeded-data-dir.ts), removed at stop like a fresh one. */
  options: { ownGroup?: boolean; cwd?: string; dataDir?: string } = {},
): Promise<SpawnedServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'fabric-spawned-')));
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '300',
      DATABASE_URL: '',
      BACKEND_URL: '',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.cwd ? { cwd: options.cwd } : {}),
    // Its own process group, so a test can signal the group as a supervisor does (kill -TERM -<pid>).
    detached: options.ownGroup ?? false,
  });
  endWithThisProcess(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /(http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    child,
    exited,
    output: () => output,
    rssMb() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
      } catch {
        return Number.NaN;
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
