import { beforeAll, describe, expect, it } from 'vitest';
import { fontsReady } from '../fonts';
import { parsePosterSpec, type PosterSpecInput } from '../spec';
import { themeForSpec } from '../themes';
import { backdropPlan, FADE_SHARE, labelObstacles, layoutPoster } from './poster-layout';

beforeAll(() => fontsReady());

const layout = (input: Partial<PosterSpecInput>) => {
  const spec = parsePosterSpec({ lat: 55.676, lon: 12.576, city: 'Copenhagen', country: 'Denmark', maxDimension: 2048, ...input });
  return layoutPoster(spec, themeForSpec(spec), 14);
};

type Page = ReturnType<typeof layout>;
/** Every line of the block and the credit lies inside one solid panel. */
function textInPanels(page: Page) {
  const plan = backdropPlan(page)!;
  const lines = Object.values(page.lines).filter((line) => line !== undefined);
  for (const line of lines) {
    const inside = plan.panels.some((panel) => panel.top <= line.baseline - line.size && line.baseline + 0.3 * line.size <= panel.bottom);
    expect(inside, line.text).toBe(true);
  }
}

describe('the backdrop: text on a solid panel', () => {
  it.each(['vignette', 'radial'] as const)('%s: one panel from above the title to the foot of the page, eased in over FADE_SHARE', (overlayBgType) => {
    const page = layout({ overlayBgType });
    const plan = backdropPlan(page)!;
    expect(plan.panels).toHaveLength(1);
    expect(plan.panels[0]).toMatchObject({ bottom: page.height, fadeBelow: 0, fadeAbove: FADE_SHARE * page.height });
    expect(plan.panels[0]!.top).toBeLessThan(page.block!.top);
    textInPanels(page);
    expect(plan.radial !== undefined).toBe(overlayBgType === 'radial');
  });

  it('a block placed high: a panel from the top, and the credit on a strip of its own at the foot', () => {
    const page = layout({ theme: 'solar_flare', overlayY: 0.15 });
    const plan = backdropPlan(page)!;
    expect(plan.panels).toHaveLength(2);
    expect(plan.panels[0]!.top).toBe(0);
    expect(plan.panels[1]!.bottom).toBe(page.height);
    textInPanels(page);
  });

  it('a block mid-page: eased in from above and below, the map on both sides', () => {
    const page = layout({ theme: 'dark_gold', overlayY: 0.5 });
    const [panel] = backdropPlan(page)!.panels;
    expect(panel!.fadeAbove).toBeGreaterThan(0);
    expect(panel!.fadeBelow).toBeGreaterThan(0);
    textInPanels(page);
  });

  it('none, a mat or a shape: no panel (text with a halo, or on the page beside the window)', () => {
    expect(backdropPlan(layout({ overlayBgType: 'none' }))).toBeUndefined();
    expect(backdropPlan(layout({ matEnabled: true }))).toBeUndefined();
    expect(backdropPlan(layout({ mapShape: 'circle' }))).toBeUndefined();
  });

  it('keeps map labels out of the panel, its fade and the top edge fade', () => {
    const page = layout({ theme: 'midnight_dark' });
    const plan = backdropPlan(page)!;
    const boxes = labelObstacles(page);
    const fadeStart = plan.panels[0]!.top - plan.panels[0]!.fadeAbove;
    expect(boxes).toContainEqual({ minX: 0, minY: fadeStart, maxX: page.width, maxY: page.height });
    expect(boxes).toContainEqual({ minX: 0, minY: 0, maxX: page.width, maxY: plan.topEdge });
  });

  it('radial: keeps labels out of the corners, not out of the middle of the map', () => {
    const page = layout({ theme: 'midnight_dark', overlayBgType: 'radial' });
    const boxes = labelObstacles(page);
    const covered = (x: number, y: number) => boxes.some((box) => box.minX <= x && x <= box.maxX && box.minY <= y && y <= box.maxY);
    expect(covered(5, 5)).toBe(true);
    expect(covered(page.width - 5, 5)).toBe(true);
    expect(covered(page.width / 2, page.height * 0.35)).toBe(false);
  });
});
