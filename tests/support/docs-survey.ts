import type { Browser } from '@playwright/test';
import { DOCS_PAGES } from '@/components/docs/registry';

/** What one docs page holds, read once for every test of tests/e2e/docs.spec.ts (the `survey` fixture of tests/support/e2e.ts). */
export interface PageSurvey {
  /** The levels of the main content's headings (h1-h4), in document order. */
  headingLevels: number[];
  /** Every id on the page. */
  ids: Set<string>;
  /** The hrefs of the "On this page" navigation. */
  tocTargets: string[];
  /** The main content's links within the page or to another docs page. */
  docsLinks: string[];
  /** Tables without a caption or without column headers. */
  unlabelledTables: number;
  /** The names of the tables that scroll sideways at 1280 px (wider than their column). */
  desktopScrollingTables: string[];
  /** How wide the document is on a 390 px phone. */
  phoneScrollWidth: number;
}

export const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 844 };

/**
 * Every docs page, opened once and read for what several tests check (headings, ids, links, tables,
 * width on a phone), instead of each of those tests opening all of them again. The layout answers the
 * width by CSS alone (no script reads the viewport), so the phone's width is measured on the same load,
 * after a resize.
 */
export async function surveyDocs(browser: Browser, baseURL: string): Promise<{ survey: Map<string, PageSurvey>; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const survey = new Map<string, PageSurvey>();
    for (const docs of DOCS_PAGES) {
      await page.setViewportSize(DESKTOP);
      const response = await page.goto(docs.href);
      if (response?.status() !== 200) throw new Error(`${docs.href} answered ${response?.status()}`);
      const headingLevels = await page
        .locator('main h1, main h2, main h3, main h4')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      const ids = new Set(await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id)));
      const tocTargets = await page
        .getByRole('navigation', { name: 'On this page' })
        .locator('a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      const docsLinks = await page
        .locator('main a[href^="#"], main a[href^="/docs"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      const unlabelledTables = await page
        .locator('table')
        .evaluateAll((tables) => tables.filter((table) => !table.querySelector('caption') || !table.querySelector('thead th[scope="col"]')).length);
      const desktopScrollingTables = await page
        .locator('main .table-wrap')
        .evaluateAll((regions) =>
          regions.filter((region) => region.scrollWidth > region.clientWidth + 1).map((region) => region.getAttribute('aria-label') ?? ''),
        );
      await page.setViewportSize(PHONE);
      const phoneScrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      survey.set(docs.href, { headingLevels, ids, tocTargets, docsLinks, unlabelledTables, desktopScrollingTables, phoneScrollWidth });
    }
    return { survey, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}
