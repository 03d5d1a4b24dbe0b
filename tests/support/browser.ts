import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from './engine';

/** Flags for Chromium in a container: no sandbox, no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium (no browser download); the npm-bundled one (@sparticuz/chromium) if Debian's is absent. */
export async function chromiumExecutablePath(): Promise<string> {
  return CHROMIUM ?? (await (await import('@sparticuz/chromium')).default.executablePath());
}

/** Chromium driven by Playwright outside Playwright Test (playwright.config.ts launches the e2e specs' browser the same way). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumExecutablePath(), headless: true, args: CHROMIUM_ARGS });
}
