// npm run bench:hardening [-- memory cost load races]: the attacks a hostile caller tries, from outside on a server process over loopback, bounded in
// count and time. It prints what each attack achieved, so a run before and after a change can be set side by side.
//   1. memory: 1,000 distinct invalid GraphQL documents (a differing comment, then 50,000 fields), then 1,000 distinct
//      valid ones; the server's resident memory after each batch, and whether it still answers;
//   2. cost: one document with 1,000 aliases of products(limit: 100): how long it takes to be answered, and how long
//      a /api/health sent meanwhile waits;
//   3. load: 15 s of catalogue pages with varying filters at 32 connections and the answer cache off, first through
//      REST, then the same pages through the BFF's products query (a fresh server each): requests served and peak RSS;
//      the REST run is the baseline (a BFF that kept each backend call alive for its 10 s timeout grew past 4 GB);
//   4. races: 150 concurrent wrong passwords for one email, then the right one, then the owner's way in (a code from
//      their own address); 200 concurrent code requests for one email (on PostgreSQL when TEST_DATABASE_URL is set,
//      else PGlite);
//   5. fanout: 20 GraphQL documents at once, each 10 fragments spreading the next 10 times (10^10 selections): how
//      long until all are answered, and /api/health's latency meanwhile beside its latency at rest;
//   6. uploads: 30 signed-out addReview requests at once, each sending 5 photos of 5 MB: the server's resident memory
//      (peak and after) beside at rest, and how the requests were answered;
//   7. flush: catalogue pages at 32 connections for 10 s with the answer cache on, once untouched (the baseline) and
//      once while buyers rename themselves and write reviews: requests/s and the share answered from the cache;
//   8. unknown: 16 connections asking for article pages for 10 s, known ones (the baseline) then unknown ones, then
//      unknown product pages: /api/health's latency meanwhile.
//   9. invoices: one buyer's tax invoice downloaded 50 at a time for 5 s, then 10 buyers' 40 fresh invoices asked for
//      at once (drawn, 2 waiting per buyer at most): /api/health's latency meanwhile beside at rest (the baseline)
//      (PostgreSQL when TEST_DATABASE_URL is set, else PGlite);
//  10. quotes: one buyer files 200 quote requests as fast as it can, then 100 messages on one quote: how many the
//      shop took (the console's waiting count grows by that) and how it said no to the rest.
//  11. statements: one company asks for 150 five-year statement PDFs at once, then 16 other buyers for their
//      quotation PDFs: what each was answered, and /api/health's latency meanwhile beside at rest; with
//      BENCH_BASE_DIR=<another checkout> the same attack on that checkout's server first (the baseline).
import { memory } from './bench/hardening/memory.js';
import { cost } from './bench/hardening/cost.js';
import { load } from './bench/hardening/load.js';
import { races } from './bench/hardening/races.js';
import { fanout } from './bench/hardening/fanout.js';
import { uploads } from './bench/hardening/uploads.js';
import { flush } from './bench/hardening/flush.js';
import { unknown } from './bench/hardening/unknown.js';
import { invoices } from './bench/hardening/invoices.js';
import { quotes } from './bench/hardening/quotes.js';
import { statements } from './bench/hardening/statements.js';

// `npm run bench:hardening -- memory races` runs only the named attacks.
const attacks = { memory, cost, load, races, fanout, uploads, flush, unknown, invoices, quotes, statements };
const chosen = process.argv.slice(2).filter((name): name is keyof typeof attacks => name in attacks);
const results: Record<string, Record<string, string | number>> = {};
for (const name of chosen.length > 0 ? chosen : (Object.keys(attacks) as (keyof typeof attacks)[])) results[name] = await attacks[name]();
for (const [name, figures] of Object.entries(results)) {
  console.log(`\n${name}`);
  console.table(figures);
}
