import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints, after the run, how long each spec file's tests took, slowest first: where the suite's minutes go. */
export default class SpecTimes implements Reporter {
  private readonly perSpec = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const spec = path.relative(process.cwd(), test.location.file);
    const seen = this.perSpec.get(spec) ?? { ms: 0, tests: 0 };
    this.perSpec.set(spec, { ms: seen.ms + result.duration, tests: seen.tests + 1 });
  }

  onEnd() {
    const rows = [...this.perSpec].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log('\nTime per spec:');
    for (const [spec, { ms, tests }] of rows)
      console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} tests  ${spec}`);
    console.log(`  ${(total / 1000).toFixed(1).padStart(7)} s  in all`);
  }
}
