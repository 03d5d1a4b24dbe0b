import type { Page } from 'puppeteer-core';
import { posterHtml, posterPdfOptions } from './html';

/**
 * Prints one poster on a locked-down page. `load` (not `document.fonts.ready`, which needs scripts)
 * is enough: it waits for the @font-face data: URLs the SVG uses, so text never falls back.
 * Both steps get what is left of the job's deadline rather than puppeteer's own 30 s default.
 */
export async function printPoster(page: Page, svg: string, width: number, height: number, deadlineAt: number): Promise<Uint8Array> {
  await page.setContent(posterHtml(svg, width, height), { waitUntil: 'load', timeout: remaining(deadlineAt) });
  return page.pdf(posterPdfOptions(width, height, remaining(deadlineAt)));
}

function remaining(deadlineAt: number): number {
  return Math.max(1, deadlineAt - Date.now());
}
