// `npm test` (after `tsc --noEmit`): `npm run lint` (Biome: formatting and lint, counted as one test),
// vitest (unit, render, reference, integration), then Playwright Test (the end-to-end specs in
// tests/e2e), each even when one before failed, so the run is complete.
// Each runner writes its counts to a file (TEST_COUNTS_FILE, read by tests/support/summary-reporter.ts
// and tests/support/playwright-summary-reporter.ts); this prints one line summing both and exits
// non-zero if either runner failed.
// Last, it checks, as one more counted test, that nothing the runners started is still running: every
// process of the run carries ATLASPRINT_TEST_RUN in its environment (browsers and servers inherit it),
// so one left behind is found whatever its command line, even when its parent is gone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processesLeftBehind } from './left-behind.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const countsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-test-counts-'));
const RUN_ID = `${process.pid}-${path.basename(countsDir)}`;
const RUN_MARKER = `ATLASPRINT_TEST_RUN=${RUN_ID}`;

const runners = [
  { name: 'lint', command: bin('biome'), args: ['check', '.'], countsByExit: true },
  { name: 'vitest', command: bin('vitest'), args: ['run'] },
  { name: 'playwright', command: bin('playwright'), args: ['test'] },
];

const total = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
try {
  for (const runner of runners) {
    const countsFile = path.join(countsDir, `${runner.name}.json`);
    const result = spawnSync(runner.command, runner.args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_COUNTS_FILE: countsFile, ATLASPRINT_TEST_RUN: RUN_ID },
    });
    if (result.status !== 0) failed = true;
    let counts;
    if (runner.countsByExit) {
      counts = result.status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
      if (result.status !== 0)
        process.stdout.write(`\n! ${runner.name} failed (exit ${result.status ?? result.signal}): run \`npm run lint\`; \`npm run format\` fixes formatting\n`);
    } else
      try {
        counts = JSON.parse(fs.readFileSync(countsFile, 'utf8'));
      } catch {
        // The runner stopped before reporting (a config that does not load, a crash): one failure.
        process.stdout.write(
          `\n! ${runner.name} reported no counts (exit ${result.status ?? result.signal}${result.error ? `, ${result.error.message}` : ''})\n`,
        );
        counts = { passed: 0, failed: 1, skipped: 0 };
      }
    for (const key of Object.keys(total)) total[key] += counts[key] ?? 0;
  }
  const left = await processesLeftBehind(RUN_MARKER);
  if (left === undefined) total.skipped += 1;
  else if (left.length === 0) total.passed += 1;
  else {
    total.failed += 1;
    process.stdout.write(`\n! ${left.length} process(es) the tests started still ran after them (killed now):\n`);
    for (const { pid, command } of left) {
      process.stdout.write(`  ${pid} ${command.slice(0, 300)}\n`);
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
  }
} finally {
  fs.rmSync(countsDir, { recursive: true, force: true });
}
if (total.failed > 0) failed = true;
process.stdout.write(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
process.exit(failed ? 1 : 0);
