import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useServiceInBrowser } from '@/tests/support/browser';

/** axe-core (Deque's engine) on every page of the site, at a desktop and a phone width. */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PAGES = ['/', '/pricing', '/themes', '/docs', '/keys', '/verify', '/purchase/return?session_id=cs_unknown'];
const WIDTHS = [1280, 390];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

describe('every page, as axe-core sees it', () => {
  const service = useServiceInBrowser();

  it.each(PAGES.flatMap((path) => WIDTHS.map((width) => [path, width] as const)))('%s at %i px has no violations', async (path, width) => {
    const page = await service.browser().newPage({ baseURL: service.server().url, viewport: { width, height: 900 } });
    await page.goto(path, { waitUntil: 'load' });
    await page.addScriptTag({ path: AXE });
    const violations = (await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
      return (await axe.run(document, { resultTypes: ['violations'] })).violations;
    })) as Violation[];
    await page.close();
    const described = violations.map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
    expect(described).toEqual([]);
  });
});
