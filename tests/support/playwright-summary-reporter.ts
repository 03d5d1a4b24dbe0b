import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

const SLOWEST_SHOWN = 10;

/**
 * Counts the Playwright Test run: prints `tests: N passed, N failed, N skipped` at the end, and before
 * it the slowest spec files (the time Playwright reports for their tests), so a run that grows slower
 * says where; or, when TEST_COUNTS_FILE is set (scripts/test.mjs, which sums every run into one line
 * and prints the slowest files of all its Playwright runs), writes the counts and each file's time
 * there as JSON instead.
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
    const byFile = new Map<string, number>();
    for (const test of this.suite?.allTests() ?? []) {
      const file = path.relative(process.cwd(), test.location.file);
      byFile.set(file, (byFile.get(file) ?? 0) + test.results.reduce((sum, result) => sum + result.duration, 0));
    }
    if (process.env.TEST_COUNTS_FILE) {
      // scripts/test.mjs runs one project at a time and prints the slowest files of all of them at the end.
      fs.writeFileSync(process.env.TEST_COUNTS_FILE, JSON.stringify({ ...counts, files: Object.fromEntries(byFile) }));
      return;
    }
    const slowest = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_SHOWN);
    process.stdout.write(
      `\nslowest spec files (Playwright):\n${slowest.map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`).join('\n')}\n`,
    );
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
