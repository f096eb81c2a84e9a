// What the server itself tallies during a benchmark: database round trips per request class (from its /metrics) and
// the CPU time its processes used (from /proc).
import { readdirSync, readFileSync } from 'node:fs';

/** A bearer token for the benchmark's server (METRICS_TOKEN) to answer /metrics with. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0001';

export type RoundTripTally = Map<string, { sum: number; count: number }>;

/** The database round trips counted per request class so far (one process's tally when there are several). */
export async function roundTripsByClass(url: string): Promise<RoundTripTally> {
  const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const tally: RoundTripTally = new Map();
  for (const line of (await answer.text()).split('\n')) {
    const match = /^db_round_trips_per_request_(sum|count)\{class="([a-z]+)"\} ([0-9.e+]+)$/.exec(line);
    if (!match) continue;
    const entry = tally.get(match[2]!) ?? { sum: 0, count: 0 };
    entry[match[1] as 'sum' | 'count'] = Number(match[3]);
    tally.set(match[2]!, entry);
  }
  return tally;
}

/** Round trips per request in each class between two tallies. */
export function roundTripsBetween(from: RoundTripTally, to: RoundTripTally): Map<string, number> {
  const perRequest = new Map<string, number>();
  for (const [kind, end] of to) {
    const start = from.get(kind) ?? { sum: 0, count: 0 };
    if (end.count > start.count) perRequest.set(kind, (end.sum - start.sum) / (end.count - start.count));
  }
  return perRequest;
}

/** CPU seconds (user and system) used so far by the process and its children that are still running. */
export function cpuSeconds(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return [String(pid), ...children].reduce((total, id) => {
    try {
      return total + statSeconds(id);
    } catch {
      return total;
    }
  }, 0);
}

/** One process's CPU seconds from /proc/<pid>/stat: its own (utime, stime) and, with `reaped`, its ended children's. */
function statSeconds(id: string, reaped = false): number {
  // Fields 14-17 (utime, stime, cutime, cstime) in clock ticks, after the command name in parentheses.
  const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
}

/**
 * CPU seconds used so far by PostgreSQL on this machine: every process named postgres, and the backends that have
 * ended (counted in the postmaster's children's time). Only meaningful when the server runs here.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const id of readdirSync('/proc')) {
    if (!/^\d+$/.test(id)) continue;
    try {
      if (readFileSync(`/proc/${id}/comm`, 'utf8').trim() !== 'postgres') continue;
      const parent = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ')[1];
      const parentIsPostgres = readFileSync(`/proc/${parent}/comm`, 'utf8').trim() === 'postgres';
      total += statSeconds(id, !parentIsPostgres);
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}

/** The machine's CPU seconds so far: busy (everything but idle and waiting for I/O) and in all, over every core. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: (total - ticks[3]! - ticks[4]!) / 100, total: total / 100 };
}

export type PoolName = 'primary' | 'catalogue';

/** The server's event-loop delay p99 since /metrics was last read (prom-client resets it on each read), and its pools. */
export async function serverGauges(
  url: string,
): Promise<{ loopDelayP99Ms: number; pools: Record<PoolName, { waiting: number; idle: number }> }> {
  const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const text = await answer.text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
  const pool = (name: PoolName, state: string) =>
    value(new RegExp(`^db_pool_connections\\{pool="${name}",state="${state}"\\} ([0-9.e+-]+)$`, 'm'));
  return {
    loopDelayP99Ms: value(/^nodejs_eventloop_lag_p99_seconds ([0-9.e+-]+)$/m) * 1000,
    pools: {
      primary: { waiting: pool('primary', 'waiting'), idle: pool('primary', 'idle') },
      catalogue: { waiting: pool('catalogue', 'waiting'), idle: pool('catalogue', 'idle') },
    },
  };
}
