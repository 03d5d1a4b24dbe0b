import fs from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './server';

export { expect };
export type { RunningServer };

export interface ServiceFixtures {
  /**
   * The built service, started as `npm start` runs it (embedded defaults, its own DATA_DIR) once
   * per worker: playwright.config.ts gives every spec file its own project, so each file gets its
   * own service. Stopped, and its data dir removed, when the worker ends.
   */
  service: RunningServer;
  /** Extra environment for the service of a file: `test.use({ serviceEnv: { TILES_URL: PLACES } })`. */
  serviceEnv: Record<string, string>;
}

/**
 * Playwright Test with the service under test: `page` (and `context`, `request`) have
 * `baseURL` = `service.url`, so `page.goto('/docs')` opens the service's docs.
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
  baseURL: async ({ service }, use) => use(service.url),
});
