import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** The named steps whose time is summed over the run (tests/e2e/fixtures.ts names them). */
export const COUNTED_STEPS = ['axe scan', 'screenshot'] as const;

/**
 * Prints, after the run, how long each spec file's tests took, slowest first, and the time all axe scans and all
 * screenshots took: where the suite's minutes go.
 */
export default class SpecTimes implements Reporter {
  private readonly perSpec = new Map<string, { ms: number; tests: number }>();
  private readonly perStep = new Map<string, { ms: number; count: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    // The spec file that declared it (a model walk's tests are written by tests/e2e/model/browser-suite.ts for it).
    let file = test.parent;
    while (file.type !== 'file' && file.parent) file = file.parent;
    const spec = path.relative(process.cwd(), file.location?.file ?? test.location.file);
    const seen = this.perSpec.get(spec) ?? { ms: 0, tests: 0 };
    this.perSpec.set(spec, { ms: seen.ms + result.duration, tests: seen.tests + 1 });
    this.countSteps(result.steps);
  }

  private countSteps(steps: TestStep[]) {
    for (const step of steps) {
      if ((COUNTED_STEPS as readonly string[]).includes(step.title)) {
        const seen = this.perStep.get(step.title) ?? { ms: 0, count: 0 };
        this.perStep.set(step.title, { ms: seen.ms + step.duration, count: seen.count + 1 });
      } else this.countSteps(step.steps);
    }
  }

  onEnd() {
    const rows = [...this.perSpec].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log('\nTime per spec:');
    for (const [spec, { ms, tests }] of rows)
      console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} tests  ${spec}`);
    console.log(`  ${(total / 1000).toFixed(1).padStart(7)} s  in all`);
    for (const [title, { ms, count }] of this.perStep)
      console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  in ${count} steps named '${title}'`);
  }
}
