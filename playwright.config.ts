import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from './tests/support/browser';

const root = import.meta.dirname;
const testDir = path.join(root, 'tests/e2e');

/**
 * One project per spec file: the `service` fixture (tests/support/e2e.ts) is worker-scoped and a
 * worker serves one project, so every file gets its own service and data dir, as each had before.
 */
const specs = fs
  .readdirSync(testDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();

export default defineConfig({
  testDir,
  testMatch: '**/*.spec.ts',
  projects: specs.map((file) => ({ name: file.slice(0, -'.spec.ts'.length), testMatch: file })),
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
