import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { API_PAGES, DOCS_PAGES } from '@/components/docs/registry';
import { expect, test } from '@/tests/support/e2e';

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
/**
 * The API reference's pages (one a operation) are one template (app/(site)/docs/api/[operation], one page for each operation): each is
 * checked at the desktop width, and these at the phone's too, the ones with the most in them (the
 * poster's design fields, a list's query parameters, a file's binary answer). Every other page at both.
 */
const PHONE_SAMPLE_OF_API_PAGES = ['/docs/api/render-poster', '/docs/api/list-renders', '/docs/api/get-file'];
const API_HREFS = new Set(API_PAGES.map((page) => page.href));
const widthsOf = (path: string) => (API_HREFS.has(path) && !PHONE_SAMPLE_OF_API_PAGES.includes(path) ? WIDTHS.slice(0, 1) : WIDTHS);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

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
  test('the phone-width sample of the API reference is pages it has', () => {
    expect(PHONE_SAMPLE_OF_API_PAGES.filter((href) => !API_HREFS.has(href))).toEqual([]);
  });

  for (const path of PAGES) {
    const widths = widthsOf(path);
    // The site's layout answers the width by CSS alone (no script reads the viewport), so the page is
    // loaded once and checked at each width in turn: what axe sees after the resize is the layout a
    // phone loads.
    test(`${path} has no violations at ${widths.join(' and ')} px`, async ({ tab }) => {
      await tab.setViewportSize({ width: widths[0]!, height: 900 });
      await tab.goto(path, { waitUntil: 'load' });
      await tab.addScriptTag({ path: AXE });
      const described: string[] = [];
      for (const width of widths) {
        await tab.setViewportSize({ width, height: 900 });
        described.push(...(await violations(tab)).map((line) => `at ${width} px: ${line}`));
      }
      expect(described).toEqual([]);
    });
  }
});
