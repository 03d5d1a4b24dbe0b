import type { Browser, HTTPRequest, Page } from 'puppeteer-core';

/** Inline content only: the SVG and its data: fonts. Anything else could reach our network. */
export function isAllowedUrl(url: string): boolean {
  return url.startsWith('data:') || url === 'about:blank';
}

/**
 * Turns off scripts and aborts every request that is not inline content. Rejects (and the caller
 * must then not print) when any of it cannot be set up: printing an SVG with the network open
 * would let its text or links reach our internal services.
 */
export async function lockDownPage(page: Page, onBlocked: (url: string) => void): Promise<void> {
  await page.setJavaScriptEnabled(false);
  // The listener goes on first so no request can arrive while interception is on and nobody answers.
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    if (isAllowedUrl(url)) {
      request.continue().catch(() => undefined);
    } else {
      onBlocked(url);
      request.abort('blockedbyclient').catch(() => undefined);
    }
  });
  await page.setRequestInterception(true);
  // Interception never sees <link rel=prefetch> (Chromium fetches it outside the page's request
  // pipeline; measured with Chromium 156): offline emulation stops it in the network service.
  await page.setOfflineMode(true);
}

/** A new page of `browser`, locked down; closed again if the lock-down fails. */
export async function openLockedDownPage(browser: Browser, onBlocked: (url: string) => void): Promise<Page> {
  const page = await browser.newPage();
  try {
    await lockDownPage(page, onBlocked);
    return page;
  } catch (error) {
    await page.close().catch(() => undefined);
    throw error;
  }
}
