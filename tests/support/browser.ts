import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from './engine';

/** Flags for Chromium in a container: no sandbox, /tmp instead of the small /dev/shm, no background traffic of its own. */
export const CONTAINER_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The flags of every browser the tests start, and no GPU: all but the reference renderer's, which draws WebGL on SwiftShader. */
export const CHROMIUM_ARGS = [...CONTAINER_ARGS, '--disable-gpu'];

/** Debian's Chromium (no browser download); the npm-bundled one (@sparticuz/chromium) if Debian's is absent. */
export async function chromiumExecutablePath(): Promise<string> {
  return CHROMIUM ?? (await (await import('@sparticuz/chromium')).default.executablePath());
}

/** Chromium driven by Playwright outside Playwright Test (playwright.config.ts launches the e2e specs' browser the same way). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumExecutablePath(), headless: true, args: CHROMIUM_ARGS });
}
