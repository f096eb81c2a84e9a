// npm run check:bundle (part of npm test, after the build): the JavaScript a first visit to the landing route
// downloads, gzipped, must stay at most LANDING_BUDGET_KB.
import { LANDING_BUDGET_KB, landingBundle } from './landing-bundle.js';

const { chunks, kb } = await landingBundle();
console.table(chunks);
console.log(`Landing route JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${LANDING_BUDGET_KB} KB).`);
if (kb > LANDING_BUDGET_KB) {
  console.error(`Over budget by ${(kb - LANDING_BUDGET_KB).toFixed(1)} KB: load more of it lazily.`);
  process.exitCode = 1;
}
