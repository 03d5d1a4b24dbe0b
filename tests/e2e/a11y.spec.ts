import { createRequire } from 'node:module';
import { DOCS_PAGES } from '@/components/docs/registry';
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

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

test.describe('every page, as axe-core sees it', () => {
  for (const path of PAGES) {
    for (const width of WIDTHS) {
      test(`${path} at ${width} px has no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path, { waitUntil: 'load' });
        await page.addScriptTag({ path: AXE });
        const violations = (await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
          return (await axe.run(document, { resultTypes: ['violations'] })).violations;
        })) as Violation[];
        const described = violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}: ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
        );
        expect(described).toEqual([]);
      });
    }
  }
});
