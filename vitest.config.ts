import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = { '@': root };
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Closes the engine's shared browser and threads after every test file (tests/support/close-render.ts). */
const CLOSE_RENDER = path.join(root, 'tests/support/close-render.ts');

if (process.env.CI && !postgresUrl) {
  throw new Error('CI must run the integration tests on a real PostgreSQL too: set TEST_DATABASE_URL (see .ci/run)');
}
if (!postgresUrl) {
  console.warn('\n! TEST_DATABASE_URL is not set: integration tests run on PGlite only (.ci/run runs them on PostgreSQL too)\n');
}

/** The unit tests: beside the code, needing no database (those that do are *.db.test.ts, run by the integration projects). */
const UNIT_FILES = [
  'lib/**/*.test.ts',
  'app/**/*.test.ts',
  'components/**/*.test.ts',
  'packages/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/support/**/*.test.ts',
];

/** Makes the run's migrated PGlite folder that each integration-pglite file copies (tests/support/pglite-template.ts). */
const PGLITE_TEMPLATE = path.join(root, 'tests/support/pglite-template.ts');

/**
 * The main-thread budget (issue 38) in projects of its own (budget-pglite, budget-postgres): `npm test` runs them
 * alone, after everything else (scripts/test-steps.mjs says why). A CLI `--exclude` does not reach a project's
 * own file list, so the integration projects leave it out here.
 */
const BUDGET_TEST = 'tests/integration/main-thread-budget.test.ts';

const integration = (name: string, env: Record<string, string>, globalSetup: string[] = [], only?: string) => ({
  resolve: { alias },
  test: {
    name,
    // Tests beside the domain code that need the service's database (`*.db.test.ts`: the charge paths) run here, on both databases.
    include: only ? [only] : ['tests/integration/**/*.test.ts', 'lib/**/*.db.test.ts'],
    exclude: ['tests/integration/render/**', ...(only ? [] : [BUDGET_TEST])],
    // One module graph a worker, as the unit and render projects: tests/support/fresh-process.ts says why
    // and how each file still starts as in a fresh process.
    isolate: false,
    // own-database first: its afterAll (dropping the file's database) runs after the others have closed
    // it; fresh-process's (closing the database, forgetting singletons) after the engine's are closed.
    setupFiles: [
      path.join(root, 'tests/support/own-database.ts'),
      path.join(root, 'tests/support/fresh-process.ts'),
      CLOSE_RENDER,
      path.join(root, 'tests/support/close-app-engine.ts'),
    ],
    globalSetup,
    environment: 'node',
    env: { ...env, LOG_LEVEL: 'silent' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

/**
 * A project of files that draw posters with the real engine: long timeouts, and CLOSE_RENDER closing the shared
 * browser and threads after each file. With `sharedGraph`, one module graph a worker, as the unit project: the
 * engine (fonts, Skia, the tile readers) imported once, not once a file (10 render files: 73.8 -> 47.8 CPU s);
 * files that mock modules are *.isolated.test.ts, run in a project without it (scripts/test-isolation.test.ts checks).
 */
function engineProject(name: string, include: string[], { sharedGraph }: { sharedGraph: boolean }) {
  return {
    resolve: { alias },
    test: {
      name,
      include,
      ...(sharedGraph ? { exclude: [...configDefaults.exclude, '**/*.isolated.test.ts'], isolate: false } : {}),
      setupFiles: [CLOSE_RENDER],
      environment: 'node',
      env: { LOG_LEVEL: 'silent' },
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    // One worker a core, not vitest's default of one less: much of an integration file's time is waiting
    // (a job engine's polling, a webhook's retry, a started server). More workers than cores (tried in s51:
    // three on two, beside the end-to-end lane, with other work on the machine) saturated the cores, and the checks bounded by a time limit
    // in the product (a place's 2 s coverage check) or ordered by time (fairness between keys) failed.
    maxWorkers: os.availableParallelism(),
    reporters: ['default', path.join(root, 'tests/support/summary-reporter.ts')],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, 'lib/**/*.db.test.ts', '**/*.isolated.test.ts'],
          // One module graph a worker for all its files: importing the engine afresh for each of ~90 small files
          // was two thirds of this project's time (213 s against 69 s). Files that mock modules, need a module
          // not loaded yet or a function the JIT has not optimised are *.isolated.test.ts (scripts/test-isolation.test.ts
          // holds the first), run below.
          isolate: false,
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          // A hang guard, not a speed bound: the raster pool's tests draw real posters on worker threads, up to
          // 8 s each with the machine's two cores shared by both lanes of `npm test` and other work (5 s, the
          // default, failed 12 of them there).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: UNIT_FILES.map((pattern) => pattern.replace('*.test.ts', '*.isolated.test.ts')),
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
        },
      },
      engineProject('render', ['tests/integration/render/**/*.test.ts'], { sharedGraph: true }),
      engineProject('render-isolated', ['tests/integration/render/**/*.isolated.test.ts'], { sharedGraph: false }),
      engineProject('reference', ['tests/reference/**/*.test.ts'], { sharedGraph: true }),
      integration('integration-pglite', {}, [PGLITE_TEMPLATE]),
      integration('budget-pglite', {}, [PGLITE_TEMPLATE], BUDGET_TEST),
      // A real database is a deployment: it names its public address, and the billing tests pay on the
      // built-in test page, which it allows only when asked for (lib/config refuses otherwise).
      ...(postgresUrl
        ? ['integration-postgres', 'budget-postgres'].map((name) =>
            integration(
              name,
              { DATABASE_URL: postgresUrl, PAYMENTS: 'test', PUBLIC_BASE_URL: 'http://localhost:3000' },
              [path.join(root, 'tests/support/postgres-template.ts')],
              name.startsWith('budget') ? BUDGET_TEST : undefined,
            ),
          )
        : []),
      // The end-to-end specs (tests/e2e) run on Playwright Test: playwright.config.ts.
    ],
  },
});
