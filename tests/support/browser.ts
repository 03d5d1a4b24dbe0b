import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM } from './engine';
import { startServer, type RunningServer } from './server';

/** Debian's Chromium driven by Playwright (no browser download); the npm-bundled one if Debian's is absent. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CHROMIUM ?? (await (await import('@sparticuz/chromium')).default.executablePath());
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * A started service (embedded defaults, its own DATA_DIR) and a browser for a test file: started
 * before its tests, stopped and its data removed after them.
 */
export function useServiceInBrowser(): { server: () => RunningServer; browser: () => Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
  return { server: () => server!, browser: () => browser! };
}
