import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eProjects } from './scripts/e2e-projects.mjs';
import { CHROMIUM_ARGS, chromiumExecutablePath } from './tests/support/browser';
import type { ServiceFixtures } from './tests/support/e2e';
import { CHROMIUM, PLACES } from './tests/support/engine';

const root = import.meta.dirname;
const testDir = path.join(root, 'tests/e2e');

/**
 * One project per spec file, or per group of files that share a server (scripts/e2e-projects.mjs): the
 * `service` fixture (tests/support/e2e.ts) is worker-scoped and a worker serves one project, so every
 * project gets its own service and data dir. `npm test` runs the projects one by one, two at a time.
 */
const SERVICE_ENV: Record<string, ServiceFixtures['serviceEnv']> = {
  // The site renders from the bundled places archive (Monaco) and finds places by name in it.
  site: { TILES_URL: PLACES, ...(CHROMIUM ? { CHROMIUM_PATH: CHROMIUM } : {}) },
};

export default defineConfig<object, Pick<ServiceFixtures, 'serviceEnv'>>({
  testDir,
  testMatch: '**/*.spec.ts',
  projects: e2eProjects().map(({ name, files }) => ({
    name,
    testMatch: files.map((file) => `${file}.spec.ts`),
    use: SERVICE_ENV[name] ? { serviceEnv: SERVICE_ENV[name] } : {},
  })),
  // Two cores, and the service under test (a Next.js server rendering posters in Chromium) is heavy.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  outputDir: path.join(root, 'test-results/playwright'),
  reporter: [['list'], [path.join(root, 'tests/support/playwright-summary-reporter.ts')]],
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await chromiumExecutablePath(), args: CHROMIUM_ARGS },
  },
});
