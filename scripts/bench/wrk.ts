import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Load {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** A one-second run first, not measured, warms up the JIT and what is computed once per catalogue version. */
  warm?: boolean;
  /** Sent with every request (e.g. an operator's Authorization). */
  headers?: Record<string, string>;
}

/**
 * wrk (a C load generator in its own process, so it takes little of the two cores) at `connections` connections for
 * `seconds`, each request a path drawn at random from `paths`. Any answer other than 2xx or 3xx counts as an error.
 */
export async function load(url: string, paths: string[], options: LoadOptions): Promise<Load> {
  if (options.warm ?? true) await load(url, paths, { ...options, seconds: 1, warm: false });
  const script = path.join(tmpdir(), `bench-${process.pid}.lua`);
  writeFileSync(
    script,
    `
local paths = { ${paths.map((item) => JSON.stringify(item)).join(',\n')} }
local headers = ${luaTable(options.headers ?? {})}
math.randomseed(${Date.now() % 100_000})
request = function() return wrk.format("GET", paths[math.random(#paths)], headers) end
done = function(summary, latency)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout
  io.write(string.format('{"p50":%.2f,"p95":%.2f,"p99":%.2f,"rps":%.1f,"errors":%d}\\n', latency:percentile(50) / 1000,
    latency:percentile(95) / 1000, latency:percentile(99) / 1000, summary.requests / (summary.duration / 1e6), errors))
end`,
  );
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', script, url];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk;
    });
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  const line = output.trim().split('\n').at(-1)!;
  const result = JSON.parse(line) as Load;
  return { ...result, p50: Number(result.p50.toFixed(1)), p95: Number(result.p95.toFixed(1)), p99: Number(result.p99.toFixed(1)) };
}

const luaTable = (entries: Record<string, string>) =>
  `{ ${Object.entries(entries)
    .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join(', ')} }`;
