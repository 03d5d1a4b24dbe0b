import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { type PageSurvey, surveyDocs } from './docs-survey';
import { startServer, type RunningServer } from './server';

export { expect };
export type { RunningServer };

export interface ServiceFixtures {
  /**
   * The built service, started as `npm start` runs it (embedded defaults, its own DATA_DIR) once
   * per worker: a worker serves one project of playwright.config.ts (one spec file, or the files of
   * scripts/e2e-projects.mjs that share a server), so each project gets its own service. Stopped, and
   * its data dir removed, when the worker ends.
   */
  service: RunningServer;
  /** Extra environment for the service of a project: its `use: { serviceEnv: { TILES_URL: PLACES } }` in playwright.config.ts. */
  serviceEnv: Record<string, string>;
  /**
   * One tab for the worker (tests/e2e/a11y.spec.ts), so the site's scripts are fetched and compiled once
   * rather than for each page. Nothing the site does is kept in the browser (no cookies, no storage), so a
   * page opened after another sees what a fresh tab would.
   */
  tab: Page;
  /** Every docs page read once for the worker (tests/e2e/docs.spec.ts): tests/support/docs-survey.ts. */
  survey: Map<string, PageSurvey>;
}

/**
 * Playwright Test with the service under test: `page` (and `context`, `request`) have
 * `baseURL` = `service.url`, so `page.goto('/docs')` opens the service's docs.
 *
 * Every worker fixture of the specs is declared here, on the one `test` they all import: Playwright
 * gives a file that adds a worker fixture (or sets a worker option with `test.use`) a worker of its own,
 * and so a server of its own, which would undo a project's shared server (scripts/e2e-projects.mjs).
 * A worker fixture no test of the worker asks for is never set up.
 */
export const test = base.extend<object, ServiceFixtures>({
  serviceEnv: [{}, { scope: 'worker', option: true }],
  service: [
    async ({ serviceEnv }, use) => {
      const server = await startServer({ env: serviceEnv });
      try {
        await use(server);
      } finally {
        await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    },
    // Starting may run `next build` first (when sources changed): minutes on a 2-core machine.
    { scope: 'worker', timeout: 300_000, title: 'start the service' },
  ],
  tab: [
    async ({ browser, service }, use) => {
      const context = await browser.newContext({ baseURL: service.url });
      try {
        await use(await context.newPage());
      } finally {
        await context.close();
      }
    },
    { scope: 'worker' },
  ],
  survey: [
    async ({ browser, service }, use) => {
      const { survey, close } = await surveyDocs(browser, service.url);
      try {
        await use(survey);
      } finally {
        await close();
      }
    },
    // Every docs page once, as the tests that read them each took up to 240 s for before, with room for a loaded machine.
    { scope: 'worker', timeout: 480_000 },
  ],
  baseURL: async ({ service }, use) => use(service.url),
});
