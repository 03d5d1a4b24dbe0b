// `npm test` (after `tsc --noEmit`): `npm run lint` (Biome: formatting and lint, counted as one test),
// vitest (unit, render, reference, integration), then Playwright Test (the end-to-end specs in
// tests/e2e), each even when one before failed, so the run is complete; then a check, counted as one
// test, that no browser the runners started is still running (they run with a TMPDIR of their own).
// Each runner writes its counts to a file (TEST_COUNTS_FILE, read by tests/support/summary-reporter.ts
// and tests/support/playwright-summary-reporter.ts); this prints one line summing both and exits
// non-zero if either runner failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const countsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-test-counts-'));
// The runners' temporary folder: every browser a test starts keeps its profile under it, so what is
// still running with this path in its command line when the runners are done was left behind.
const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-test-run-'));

/** Pids and command lines of processes whose command line names `text`. */
function processesNaming(text) {
  const found = spawnSync('pgrep', ['-af', text], { encoding: 'utf8' });
  return (found.stdout ?? '').split('\n').filter((line) => line.trim() && !line.includes('pgrep'));
}

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
      env: { ...process.env, TEST_COUNTS_FILE: countsFile, TMPDIR: runTmp },
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
  // Counted as one test: no browser the tests started is still running. A browser whose owner was
  // just stopped takes a moment to notice its pipe closed: up to 10 s for it to go.
  let left = processesNaming(runTmp);
  for (let wait = 0; wait < 20 && left.length > 0; wait++) {
    spawnSync('sleep', ['0.5']);
    left = processesNaming(runTmp);
  }
  if (left.length > 0) {
    process.stdout.write(
      `\n! ${left.length} processes the tests started are still running (browsers with their profile under ${runTmp}):\n${left.slice(0, 5).join('\n')}\n`,
    );
    for (const line of left) spawnSync('kill', ['-9', line.split(' ')[0]]);
    total.failed += 1;
  } else total.passed += 1;
} finally {
  fs.rmSync(countsDir, { recursive: true, force: true });
  fs.rmSync(runTmp, { recursive: true, force: true });
}
if (total.failed > 0) failed = true;
process.stdout.write(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
process.exit(failed ? 1 : 0);
