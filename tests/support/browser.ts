import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from './engine';

/** Debian's Chromium driven by Playwright (no browser download); the npm-bundled one if Debian's is absent. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CHROMIUM ?? (await (await import('@sparticuz/chromium')).default.executablePath());
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}
