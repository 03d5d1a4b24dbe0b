import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST_SHOWN = 12;

/**
 * Prints one closing line CI can read: `tests: N passed, N failed, N skipped`; when TEST_COUNTS_FILE
 * is set (scripts/test.mjs, which sums vitest's and Playwright Test's counts into one line), writes
 * the counts there as JSON instead. Before it, the slowest test files with their projects, so a run
 * that grows slower says where (CI's time on 2 cores is budgeted).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      const failedBefore = counts.failed;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that failed with no failed test (it did not load, or a beforeAll/afterAll hook failed and
      // its tests were skipped) is one failure: the line must never read "0 failed" for a failed run.
      if (testModule.state() === 'failed' && counts.failed === failedBefore) counts.failed += 1;
    }
    const slowest = [...testModules]
      .map((testModule) => ({ file: `${testModule.project.name}: ${testModule.relativeModuleId}`, ms: testModule.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_SHOWN);
    process.stdout.write(`\nslowest test files (vitest):\n${slowest.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`).join('\n')}\n`);
    if (process.env.TEST_COUNTS_FILE) fs.writeFileSync(process.env.TEST_COUNTS_FILE, JSON.stringify(counts));
    else process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
