import { describe, expect, it } from 'vitest';
import type { Scene, SceneOp } from '../scene';
import { cropSvgToRows, MIN_STRIP_ROWS, planStrips, sceneOpsAfter, STRIP_OVERLAP, svgPixelSize } from './strips';

describe('strips of a poster', () => {
  it('cover every row once, near-equal, each drawn with its overlap inside the poster', () => {
    for (const [height, count] of [
      [4096, 2],
      [4096, 3],
      [4096, 16],
      [1100, 2],
      [4097, 5],
    ] as const) {
      const strips = planStrips(height, count);
      expect(strips.length).toBe(Math.min(count, Math.floor(height / MIN_STRIP_ROWS)));
      let next = 0;
      for (const strip of strips) {
        expect(strip.top).toBe(next);
        next = strip.top + strip.rows;
        expect(strip.rows).toBeGreaterThanOrEqual(MIN_STRIP_ROWS);
        expect(strip.drawTop).toBe(Math.max(0, strip.top - STRIP_OVERLAP));
        expect(strip.keepFrom).toBe(strip.top - strip.drawTop);
        expect(strip.drawTop + strip.drawRows).toBe(Math.min(height, strip.top + strip.rows + STRIP_OVERLAP));
      }
      expect(next).toBe(height);
    }
  });

  it('is one whole strip for a poster too short to cut, or when one is asked for', () => {
    expect(planStrips(900, 4)).toEqual([{ top: 0, rows: 900, drawTop: 0, drawRows: 900, keepFrom: 0 }]);
    expect(planStrips(4096, 1)).toEqual([{ top: 0, rows: 4096, drawTop: 0, drawRows: 4096, keepFrom: 0 }]);
  });

  it("crops a poster's root to rows, its page offset (print bleed) kept", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="3072" height="4096" viewBox="-36 -36 3072 4096"><rect height="5" width="9"/></svg>';
    expect(svgPixelSize(svg)).toEqual({ width: 3072, height: 4096 });
    expect(cropSvgToRows(svg, 1000, 600)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="3072" height="600" viewBox="-36 964 3072 600"><rect height="5" width="9"/></svg>',
    );
  });

  it('accepts only a root drawn at one unit a pixel', () => {
    expect(svgPixelSize('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"></svg>')).toBeUndefined();
    expect(svgPixelSize('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 150 200"></svg>')).toBeUndefined();
    expect(svgPixelSize('<svg xmlns="http://www.w3.org/2000/svg" width="300.5" height="400" viewBox="0 0 300.5 400"></svg>')).toBeUndefined();
    expect(
      svgPixelSize('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" preserveAspectRatio="none"></svg>'),
    ).toBeUndefined();
    expect(svgPixelSize('<svg')).toBeUndefined();
  });
});

describe('the rest of a scene after its head', () => {
  const page: SceneOp = { op: 'rect', x: 0, y: 0, width: 10, height: 10, paint: { fill: '#ffffff' } };
  const road: SceneOp = { op: 'path', d: 'M0 0L10 10', paint: { stroke: '#000000' } };
  const label: SceneOp = { op: 'rect', x: 1, y: 1, width: 2, height: 1, paint: { fill: '#ff0000' } };
  const title: SceneOp = { op: 'rect', x: 0, y: 8, width: 10, height: 2, paint: { fill: '#0000ff' } };
  const sheet = { x: 0, y: 0, width: 10, height: 10 };
  const roads: SceneOp = { op: 'layer', name: 'roads-primary', ops: [road] };
  const labels: SceneOp = { op: 'layer', name: 'labels', ops: [label] };

  it('is what follows the head, in the clip the head ended in (the labels over the map, then the title)', () => {
    const whole: Scene = { sheet, ops: [page, { op: 'clip', clip: 'M1 1H9V9H1Z', name: 'ap-window', ops: [roads, labels] }, title] };
    const head: Scene = { sheet, ops: [page, { op: 'clip', clip: 'M1 1H9V9H1Z', name: 'ap-window', ops: [roads] }] };
    expect(sceneOpsAfter(whole, head)).toEqual([{ op: 'clip', clip: 'M1 1H9V9H1Z', name: 'ap-window', ops: [labels] }, title]);
    // A full-bleed poster's map is in no clip; a poster without labels goes on with its title.
    expect(sceneOpsAfter({ sheet, ops: [page, roads, labels, title] }, { sheet, ops: [page, roads] })).toEqual([labels, title]);
    expect(sceneOpsAfter({ sheet, ops: [page, roads, title] }, { sheet, ops: [page, roads] })).toEqual([title]);
    expect(sceneOpsAfter({ sheet, ops: [page] }, { sheet, ops: [page] })).toEqual([]);
  });

  it('is refused for a head the scene does not begin with', () => {
    const whole: Scene = { sheet, ops: [page, { op: 'clip', clip: 'M1 1H9V9H1Z', ops: [roads, labels] }] };
    expect(() => sceneOpsAfter(whole, { sheet, ops: [title, roads] })).toThrow('not the start of the scene');
    expect(() => sceneOpsAfter(whole, { sheet, ops: [page, { op: 'clip', clip: 'M2 2H8V8H2Z', ops: [roads] }] })).toThrow('not the start of the scene');
    expect(() => sceneOpsAfter(whole, { sheet, ops: [page, { op: 'layer', name: 'labels', ops: [roads] }] })).toThrow('not the start of the scene');
  });
});
