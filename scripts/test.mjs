// `npm test`: the type-check (`tsc --noEmit`) and `npm run lint` (Biome: formatting and lint), each
// counted as one test, then vitest (unit, render, reference, integration); beside them, from the start,
// the build, then Playwright Test (the end-to-end specs in tests/e2e). Every step runs even when another
// failed, so the run is complete.
// Lanes side by side because much of a test's time is waiting (a started server, a job engine's
// polling, a browser's page load): vitest runs one worker a core (vitest.config.ts), tsc is
// single-threaded, and one runner alone leaves CPU idle; and because nothing one lane uses is another's:
// vitest's integration files work on PGlite folders of their own and the TEST_DATABASE_URL database, the
// specs on built servers of their own with their own data folders (the multi-instance spec on scratch
// databases). Each line of output is led by the name of the step that printed it.
// The end-to-end projects (playwright.config.ts: one a spec file, or a group sharing one server) are a
// queue, longest first, that both lanes take from: the build's lane from the start, the vitest lane once
// its steps are done, so neither lane idles while the other still has specs to run.
// Two lanes, not more: a third lane of specs beside vitest (tried in s51) ran the examples spec's blocks
// past their time limits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eProjects } from './e2e-projects.mjs';
import { processesLeftBehind } from './left-behind.mjs';
import { BUDGET_ARGS, VITEST_ARGS } from './test-steps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const countsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-test-counts-'));
const RUN_ID = `${process.pid}-${path.basename(countsDir)}`;
const RUN_MARKER = `ATLASPRINT_TEST_RUN=${RUN_ID}`;

/** A check without test counts of its own: counted as one test, passed when it exits 0; `hint` says what to run when it fails. */
const check = (name, command, args, hint, env = {}) => ({ name, command, args, countsByExit: true, hint, env });
const testRunner = (name, command, args) => ({ name, command, args, countsByExit: false });
/** Each lane runs its steps one after the other, then takes end-to-end projects from E2E_QUEUE; the lanes run side by side. */
const LANES = [
  [
    check('tsc', bin('tsc'), ['--noEmit'], 'run `npm run typecheck`'),
    check('lint', bin('biome'), ['check', '.'], 'run `npm run lint`; `npm run format` fixes formatting'),
    testRunner('vitest', bin('vitest'), VITEST_ARGS),
    testRunner('budget', bin('vitest'), BUDGET_ARGS),
  ],
  [
    // The build first, as a step of its own with no time limit: built inside the first spec's service
    // fixture, it raced vitest for the cores and overran the fixture's start-up limit.
    // Without the build's own type check: the tsc step checks the same files and the tests (next.config.ts).
    check('build', process.execPath, ['scripts/start.mjs', '--build-only'], 'run `npm run build`', {
      NODE_ENV: 'production',
      TYPE_CHECKED_BESIDE_BUILD: '1',
    }),
  ],
];
/**
 * The end-to-end projects, longest first, each its own Playwright run (one worker: its spec files one at a
 * time on one server), with an output folder of its own: Playwright empties its output folder as it starts,
 * and two run at once.
 * Without traces (playwright.config.ts records one for each test and keeps it when the test fails): the
 * browser captured every test's screencast and DOM snapshots for a trace kept only on a failure, and
 * `.ci/run` throws the folder away with its copy of the repo. Measured on the site project alone (s56):
 * 555 CPU s with traces, 392 without (the browser's share 308 → 223). A failure still says what failed
 * and saves a screenshot; `npx playwright test --project=NAME` records the trace to look at.
 */
const E2E_QUEUE = e2eProjects().map(({ name }) =>
  testRunner(`e2e ${name}`, bin('playwright'), ['test', `--project=${name}`, '--trace=off', `--output=${path.join('test-results', 'playwright', name)}`]),
);
const NAME_WIDTH = Math.max(...[...LANES.flat(), ...E2E_QUEUE].map((runner) => runner.name.length));

const total = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
/** Milliseconds each spec file's tests took, from every end-to-end run (tests/support/playwright-summary-reporter.ts). */
const specDurations = new Map();
/** When each step ended, in seconds from the start, how long it ran and its CPU: printed last, to see where a run's time went. */
const steps = [];
const started = Date.now();

/**
 * CPU seconds (user + system) of this process's children that have ended and been waited for, from
 * /proc/self/stat (cutime, cstime): read as a step ends, the rise is that step's tree (its servers and
 * workers included), which no Node API reports. Not Chromium's renderer and GPU processes: they outlive the
 * browser process and are reaped by init (s56: about 600 of a run's 2960 CPU s went there, uncounted).
 * Undefined off Linux.
 */
function childrenCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of stat(5) (cutime, cstime), counted from the state field (3) after the command name.
    return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / 100;
  } catch {
    return undefined;
  }
}

/** Copies a child's output to ours a line at a time, each line led by `prefix`, so two runners' lines do not mix mid-line. */
function prefixLines(stream, prefix, out) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    if (lines.length > 0) out.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (pending) out.write(`${prefix}${pending}\n`);
  });
}

/** Runs one step to its end, its output copied to ours with its name before each line. */
function run(runner) {
  const countsFile = path.join(countsDir, `${runner.name}.json`);
  const child = spawn(runner.command, runner.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...runner.env, TEST_COUNTS_FILE: countsFile, ATLASPRINT_TEST_RUN: RUN_ID },
  });
  const prefix = `${runner.name.padEnd(NAME_WIDTH)} | `;
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ status: null, signal: null, error }));
    // 'close', not 'exit': by then its output has all been copied.
    child.once('close', (status, signal) => resolve({ status, signal }));
  }).then((result) => ({ runner, countsFile, result }));
}

function count({ runner, countsFile, result }) {
  if (result.status !== 0) failed = true;
  let counts;
  if (runner.countsByExit) {
    counts = result.status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
    if (result.status !== 0) process.stdout.write(`\n! ${runner.name} failed (exit ${result.status ?? result.signal}): ${runner.hint}\n`);
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
  for (const [file, ms] of Object.entries(counts.files ?? {})) specDurations.set(file, (specDurations.get(file) ?? 0) + ms);
}

let cpuSeen = childrenCpuSeconds();

/** Runs a step, counts it and notes its time. */
async function runAndCount(runner) {
  const from = Date.now();
  const outcome = await run(runner);
  // Read at once: the other lane's step may end next, and its CPU must not count here.
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuAfter === undefined || cpuSeen === undefined ? undefined : cpuAfter - cpuSeen;
  cpuSeen = cpuAfter;
  count(outcome);
  steps.push({ name: runner.name, from: (from - started) / 1000, to: (Date.now() - started) / 1000, cpu });
  return outcome;
}

/** Takes end-to-end projects from the queue, one at a time, until it is empty. */
async function takeEndToEnd(built) {
  await built;
  for (let next = E2E_QUEUE.shift(); next; next = E2E_QUEUE.shift()) await runAndCount(next);
}

try {
  // The specs run the built server: the vitest lane takes from the queue only once the build has ended.
  let buildEnded;
  const built = new Promise((resolve) => (buildEnded = resolve));
  await Promise.all(
    LANES.map(async (lane) => {
      for (const runner of lane) {
        await runAndCount(runner);
        if (runner.name === 'build') buildEnded();
      }
      await takeEndToEnd(built);
    }),
  );
  const slowest = [...specDurations].sort((a, b) => b[1] - a[1]).slice(0, 10);
  process.stdout.write(`\nslowest spec files (Playwright):\n${slowest.map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`).join('\n')}\n`);
  process.stdout.write(
    `\nsteps (s from the start: began-ended, CPU s of the step's processes):\n${steps
      .map(
        ({ name, from, to, cpu }) =>
          `  ${name.padEnd(NAME_WIDTH)} ${from.toFixed(0).padStart(5)}-${to.toFixed(0).padStart(5)}${cpu === undefined ? '' : `  ${cpu.toFixed(0).padStart(5)} CPU s`}`,
      )
      .join('\n')}\n  total CPU ${steps.reduce((sum, step) => sum + (step.cpu ?? 0), 0).toFixed(0)} s in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
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
