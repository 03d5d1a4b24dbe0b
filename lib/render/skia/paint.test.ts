import * as skia from '@napi-rs/canvas';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { type Scene, type SceneOp, sceneSvg } from '../scene';
import { type CanvasModule, paintScene } from './paint';

/**
 * Why Skia and resvg differ at edges (the oracle test, tests/integration/render/skia-vs-resvg, bounds
 * the share): a shape's edge at a fraction of a pixel, painted by both. Black on white, so a pixel's
 * red channel is 255 × (1 − coverage).
 */
const WIDTH = 40;
const HEIGHT = 12;
const ROW = 5;

function both(op: SceneOp, svg: string): { skia: number[]; resvg: number[] } {
  const scene: Scene = {
    sheet: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
    ops: [{ op: 'rect', x: 0, y: 0, width: WIDTH, height: HEIGHT, paint: { fill: '#ffffff' } }, op],
  };
  const painted = paintScene(skia as unknown as CanvasModule, scene).data();
  const drawn = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#fff"/>${svg}</svg>`,
    {
      shapeRendering: 2,
    },
  ).render().pixels;
  const row = (pixels: Uint8Array | Buffer) => Array.from({ length: WIDTH }, (_, x) => pixels[(ROW * WIDTH + x) * 4]!);
  return { skia: row(painted), resvg: row(drawn) };
}

describe('edge coverage, Skia against resvg', () => {
  it.each([10.1, 10.3, 10.45, 10.7])('a filled edge at x = %s: Skia covers it exactly, resvg to the nearest quarter pixel', (left) => {
    const d = `M${left} 0H${left + 10.5}V${HEIGHT}H${left}Z`;
    const { skia: painted, resvg: drawn } = both({ op: 'path', d, paint: { fill: '#000000' } }, `<path d="${d}" fill="#000"/>`);
    const covered = 1 - (left - 10);
    expect(Math.abs(painted[10]! - 255 * (1 - covered))).toBeLessThanOrEqual(2);
    // 4 × 4 supersampling: the edge's pixel is covered 0, ¼, ½ or ¾ (0, 63, 127, 191 of 255 left white).
    expect([0, 63, 127, 191, 255]).toContain(drawn[10]);
    expect(Math.abs(drawn[10]! - 255 * (1 - covered))).toBeLessThanOrEqual(255 / 8 + 1);
    expect(painted.slice(11, 20)).toEqual(drawn.slice(11, 20));
  });

  it.each([0.3, 0.6, 0.9])('a stroke %s px wide (a hairline in both) agrees within 2', (width) => {
    const d = 'M10.3 0V12';
    const { skia: painted, resvg: drawn } = both(
      { op: 'path', d, paint: { stroke: '#000000', width } },
      `<path d="${d}" stroke="#000" stroke-width="${width}"/>`,
    );
    for (let x = 0; x < WIDTH; x++) expect(Math.abs(painted[x]! - drawn[x]!), `x = ${x}`).toBeLessThanOrEqual(2);
  });
});

describe('a clip to the outside of a path (the page’s fades kept off the water)', () => {
  it('leaves the path’s area untouched, overlapping parts too, as the SVG’s mask does', () => {
    // Water inside the sheet, short of its edges (Baltimore's harbour stopped 2 px short of the left
    // edge), in two overlapping parts as tiles' buffers overlap: the union is 5…20. Its difference from
    // the sheet is a hole, which a nonzero clip filled: the fade covered the water.
    const water = 'M5 3H15V9H5ZM12 2H20V10H12Z';
    const fade: SceneOp = { op: 'rect', x: 0, y: 0, width: WIDTH, height: HEIGHT, paint: { fill: '#000000' } };
    const { skia: painted, resvg: drawn } = both(
      { op: 'clip', clip: water, outside: true, ops: [fade] },
      `<mask id="land" maskUnits="userSpaceOnUse" x="0" y="0" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/><path d="${water}" fill="#000"/></mask><rect width="${WIDTH}" height="${HEIGHT}" fill="#000" mask="url(#land)"/>`,
    );
    const water5to20 = Array.from({ length: WIDTH }, (_, x) => (x >= 5 && x < 20 ? 255 : 0));
    expect(painted).toEqual(water5to20);
    expect(drawn).toEqual(water5to20);
  });

  it('is written to the SVG as a clip path of the same area, not a mask (which Chromium prints as an image of the sheet)', () => {
    const water = 'M5 3H15V9H5ZM12 2H20V10H12Z';
    const scene: Scene = {
      sheet: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
      ops: [
        { op: 'rect', x: 0, y: 0, width: WIDTH, height: HEIGHT, paint: { fill: '#ffffff' } },
        { op: 'clip', clip: water, outside: true, ops: [{ op: 'rect', x: 0, y: 0, width: WIDTH, height: HEIGHT, paint: { fill: '#000000' } }] },
      ],
    };
    const svg = sceneSvg(scene);
    expect(svg).toContain('clip-rule="evenodd"');
    expect(svg).not.toContain('<mask');
    const drawn = new Resvg(svg, { shapeRendering: 2 }).render().pixels;
    const row = Array.from({ length: WIDTH }, (_, x) => drawn[(ROW * WIDTH + x) * 4]!);
    expect(row).toEqual(Array.from({ length: WIDTH }, (_, x) => (x >= 5 && x < 20 ? 255 : 0)));
  });
});

describe('the kept canvas', () => {
  it('paints a scene exactly as a new canvas does, whatever the poster before it left on it', () => {
    const size = { x: 0, y: 0, width: WIDTH, height: HEIGHT };
    // Draws on part of the sheet only: what a kept canvas still held, or a clip or transform left set, would show.
    const scene: Scene = { sheet: size, ops: [{ op: 'path', d: 'M3 2H17V9H3Z', paint: { fill: '#336699', fillOpacity: 0.5 } }] };
    const module = skia as unknown as CanvasModule;
    paintScene(module, { ...scene, sheet: { ...size, width: WIDTH + 1 } }); // another size: the next canvas is new
    const fresh = Buffer.from(paintScene(module, scene).data());
    const before: Scene = {
      sheet: size,
      ops: [
        { op: 'rect', x: 0, y: 0, width: WIDTH, height: HEIGHT, paint: { fill: '#ff0000' } },
        { op: 'clip', clip: 'M0 0H5V5H0Z', ops: [{ op: 'rect', x: 0, y: 0, width: 4, height: 4, paint: { fill: '#00ff00' } }] },
        { op: 'path', d: 'M1 1H3V3H1Z', transform: { scale: 2, x: 1, y: 1 }, paint: { fill: '#0000ff' } },
      ],
    };
    paintScene(module, before);
    const again = paintScene(module, scene).data();
    expect(Buffer.compare(Buffer.from(again), fresh)).toBe(0);
  });
});
