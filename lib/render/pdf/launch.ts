import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';

/** Where the browser comes from, in order of preference (see PdfPrinterOptions). */
export interface BrowserSource {
  wsEndpoint?: string;
  executablePath?: string;
}

export interface StartedBrowser {
  browser: Browser;
  /** Closes (or, for a remote browser, disconnects from) the browser and removes its temporary profile. */
  release(): Promise<void>;
  /** Removes the temporary profile once the process is gone, for when the browser died by itself. */
  cleanUpAfterCrash(): Promise<void>;
}

/**
 * Flags for a headless server running as root: no sandbox (root cannot have one), no GPU, /tmp
 * instead of the small /dev/shm of containers, no background traffic of its own (updates, sync,
 * QUIC probes), unhinted glyph outlines so the PDF text matches the font's design, and no network.
 */
export const SERVER_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  // No route out at all, in case the page-level blocking misses something: <link rel=preconnect>
  // opens TCP connections that neither request interception nor offline emulation stop. Port 0
  // cannot be connected to, and `<-loopback>` sends even 127.0.0.1 to that dead proxy.
  '--proxy-server=http://127.0.0.1:0',
  '--proxy-bypass-list=<-loopback>',
];

export async function startBrowser(source: BrowserSource): Promise<StartedBrowser> {
  if (source.wsEndpoint) return connectToRemote(source.wsEndpoint);
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'atlasprint-chromium-'));
  try {
    const browser = await puppeteer.launch({
      ...(await launchTarget(source.executablePath)),
      userDataDir: profileDir,
      // DevTools over a pipe, not a WebSocket: Chromium exits when the pipe closes, so a process that
      // dies without closing it (a SIGKILL, a test worker torn down) leaves no browser running.
      pipe: true,
      // The service owns its signals: puppeteer's own handlers would call process.exit on SIGINT.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    // A process that exits without closing the browser (a second SIGTERM: scripts/server.mjs exits at once)
    // still leaves no profile behind: puppeteer's own exit handler, registered first, has SIGKILLed its group.
    const removeProfileAtExit = () => rmSync(profileDir, { recursive: true, force: true });
    process.once('exit', removeProfileAtExit);
    const removeProfile = async () => {
      process.off('exit', removeProfileAtExit);
      await exited(browser.process());
      await rm(profileDir, { recursive: true, force: true, maxRetries: 3 });
    };
    return {
      browser,
      release: async () => {
        await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
        await removeProfile();
      },
      cleanUpAfterCrash: removeProfile,
    };
  } catch (error) {
    await rm(profileDir, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
}

async function launchTarget(executablePath: string | undefined): Promise<LaunchOptions> {
  const args = [...SERVER_FLAGS];
  if (executablePath) {
    // A full Chromium build (Debian's): only the new headless mode exists there since Chrome 132.
    return { executablePath, headless: true, args };
  }
  // Imported only here: the first executablePath() call unpacks ~190 MB into /tmp.
  const { default: chromium } = await import('@sparticuz/chromium');
  return {
    executablePath: await chromium.executablePath(),
    headless: 'shell',
    args: [...new Set([...chromium.args, ...args])],
  };
}

async function connectToRemote(wsEndpoint: string): Promise<StartedBrowser> {
  // Launch flags are the remote side's business; the pages we open are still locked down.
  const browser = await puppeteer.connect({ browserWSEndpoint: wsEndpoint });
  return {
    browser,
    release: async () => {
      await browser.disconnect().catch(() => undefined);
    },
    cleanUpAfterCrash: async () => undefined,
  };
}

/** Resolves when the process has exited (or after 5 s), so its profile is no longer being written. */
async function exited(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
