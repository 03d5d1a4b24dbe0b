import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { DOCS_PAGES } from '@/components/docs/registry';
import { expect, test as serviceTest } from '@/tests/support/e2e';

/** axe-core (Deque's engine) on every page of the site, at a desktop and a phone width. */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PAGES = [
  '/',
  '/pricing',
  '/themes',
  // Every page of the docs site, the API reference's included, from the docs registry.
  ...DOCS_PAGES.map((page) => page.href),
  '/keys',
  '/verify',
  '/keys/recover',
  '/keys/recover?token=not-a-real-token',
  '/purchase/return?session_id=cs_unknown',
];
const WIDTHS = [1280, 390];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * One tab for the whole file, so the site's scripts are fetched and compiled once rather than for
 * each page. Nothing the site does is kept in the browser (no cookies, no storage), so a page opened
 * after another sees what a fresh tab would.
 */
const test = serviceTest.extend<object, { tab: Page }>({
  tab: [
    async ({ browser, service }, use) => {
      const context = await browser.newContext({ baseURL: service.url });
      try {
        await use(await context.newPage());
      } finally {
        await context.close();
      }
    },
    { scope: 'worker' },
  ],
});

/** What axe-core finds on the page as it is laid out now, one line per rule broken. */
async function violations(page: Page): Promise<string[]> {
  const found = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
  );
}

test.describe('every page, as axe-core sees it', () => {
  for (const path of PAGES) {
    // The site's layout answers the width by CSS alone (no script reads the viewport), so the page is
    // loaded once and checked at each width in turn: what axe sees after the resize is the layout a
    // phone loads.
    test(`${path} has no violations at ${WIDTHS.join(' and ')} px`, async ({ tab }) => {
      await tab.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await tab.goto(path, { waitUntil: 'load' });
      await tab.addScriptTag({ path: AXE });
      const described: string[] = [];
      for (const width of WIDTHS) {
        await tab.setViewportSize({ width, height: 900 });
        described.push(...(await violations(tab)).map((line) => `at ${width} px: ${line}`));
      }
      expect(described).toEqual([]);
    });
  }
});
