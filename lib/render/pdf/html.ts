import type { PDFOptions } from 'puppeteer-core';
import { RenderError } from '../errors';

/** Throws unless the page size is something Chromium can print; a NaN would silently become A4. */
export function assertPageSize(width: number, height: number): void {
  const valid = (n: number) => Number.isFinite(n) && n > 0;
  if (!valid(width) || !valid(height)) {
    throw new RenderError('render_failed', `PDF page size must be positive CSS px, got ${width}×${height}`);
  }
}

/**
 * The document the SVG is printed from. `@page` and zero margins make the sheet exactly the poster;
 * `display:block` stops the inline SVG from sitting on a text baseline, which would add a few px and
 * spill onto a second page.
 */
export function posterHtml(svg: string, width: number, height: number): string {
  return `<!doctype html><meta charset="utf-8"><style>@page{size:${width}px ${height}px;margin:0}html,body{margin:0;padding:0}svg{display:block}</style>${svg}`;
}

/** Chromium prints CSS px at 96 per inch, so the PDF page is width×0.75 by height×0.75 pt. */
export function posterPdfOptions(width: number, height: number, timeoutMs: number): PDFOptions {
  return {
    width: `${width}px`,
    height: `${height}px`,
    printBackground: true,
    // A rounding overflow must not hand the customer a blank second sheet.
    pageRanges: '1',
    margin: { top: 0, right: 0, bottom: 0, left: 0 },
    timeout: Math.max(1, timeoutMs),
  };
}
