// What the server itself tallies during a benchmark: database round trips per request class (from its /metrics) and
// the CPU time its processes used (from /proc).
import { readFileSync } from 'node:fs';

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
      // Fields 14 and 15 (utime, stime) in clock ticks, after the command name in parentheses.
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return total + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return total;
    }
  }, 0);
}
