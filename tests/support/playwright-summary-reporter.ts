import fs from 'node:fs';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

/**
 * Counts the Playwright Test run: prints `tests: N passed, N failed, N skipped` at the end, or, when
 * TEST_COUNTS_FILE is set (scripts/test.mjs, which sums both runners into one line), writes the
 * counts there as JSON instead.
 */
export default class PlaywrightSummaryReporter implements Reporter {
  private suite: Suite | undefined;
  private errors = 0;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  /** An error outside any test (a spec that does not load, a worker that fails to tear down). */
  onError(_error: TestError): void {
    this.errors += 1;
  }

  onEnd(_result: FullResult): void {
    if (process.argv.includes('--list')) return; // nothing ran
    const counts = { passed: 0, failed: this.errors, skipped: 0 };
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') counts.passed += 1;
      else if (outcome === 'unexpected') counts.failed += 1;
      else counts.skipped += 1;
    }
    if (process.env.TEST_COUNTS_FILE) fs.writeFileSync(process.env.TEST_COUNTS_FILE, JSON.stringify(counts));
    else process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
