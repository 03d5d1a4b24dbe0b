import * as skia from '@napi-rs/canvas';
import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontsReady, inkBelowBaseline, layoutLine, type TextRun } from '../fonts';
import { glyphOutline, shapeGlyphs } from '../fonts';
import { parsePosterSpec, type PosterSpecInput } from '../spec';
import { themeForSpec } from '../themes';
import {
  backdropPlan,
  capRatio,
  centredLine,
  COMPANION_OVER_CREDIT,
  labelObstacles,
  layoutPoster,
  MAX_COMPANION_SHARE,
  posterWarnings,
  type TextLine,
  windowPath,
} from '../layout';
import { type Scene, sceneSvg } from '../scene';
import { type CanvasModule, paintScene } from '../skia';
import type { LabelFeature, PackedGeometry } from '../tiles';
import { labelLayer } from './labels';
import type { PlacedTile } from './map-layers';
import { posterScene, posterSvg } from './poster';

beforeAll(() => fontsReady());

const layout = (input: Partial<PosterSpecInput>) => {
  const spec = parsePosterSpec({ lat: 55.676, lon: 12.576, city: 'Copenhagen', country: 'Denmark', maxDimension: 2048, ...input });
  return layoutPoster(spec, themeForSpec(spec), 14);
};

describe('poster layout', () => {
  it('fills the page with the map by default and sets the text block in the bottom part', () => {
    const page = layout({});
    expect(page.fullBleed).toBe(true);
    expect(page.window).toEqual({ shape: 'rectangle', x: 0, y: 0, width: 1536, height: 2048 });
    expect(page.block!.top).toBeGreaterThan(0.75 * page.height);
    expect(page.block!.bottom).toBeLessThan(0.95 * page.height);
    expect(page.view.project(12.576, 55.676).map(Math.round)).toEqual([768, 1024]);
  });

  it('keeps the title within 80 % of the width, however long the name', () => {
    const page = layout({ city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch' });
    expect(page.lines.title!.width).toBeLessThanOrEqual(0.8 * page.width + 1e-6);
    expect(page.lines.title!.x).toBeGreaterThanOrEqual(0.1 * page.width - 1e-6);
  });

  it('insets the map by the mat width (reference px × scale) and puts the text on the mat below it', () => {
    const page = layout({ matEnabled: true, matWidth: 40 });
    const mat = 40 * 2; // 2048 px poster: scale 2
    expect(page.window).toMatchObject({ shape: 'rectangle', x: mat, y: mat, width: 1536 - 2 * mat });
    const window = page.window as { y: number; height: number };
    expect(page.block!.top).toBeGreaterThan(window.y + window.height);
    expect(page.block!.bottom).toBeLessThan(2048 - mat);
    expect(page.view.project(12.576, 55.676).map(Math.round)).toEqual([768, Math.round(window.y + window.height / 2)]);
  });

  it('makes a white mat when asked, with text that stays readable on it', () => {
    const page = layout({ matEnabled: true, matWhiteBorder: true, theme: 'midnight_dark' });
    expect(page.pageColor).toBe('#ffffff');
    expect(page.textColor).toBe('#1b1b1b');
  });

  it.each(['circle', 'hexagon', 'heart'] as const)('fits a %s map above the text, inside the page, centred on the place', (shape) => {
    const page = layout({ mapShape: shape });
    const window = page.window as { shape: string; cx: number; cy: number; r: number };
    expect(window.shape).toBe(shape);
    expect(window.cx).toBeCloseTo(768, 6);
    expect(window.cy - window.r).toBeGreaterThan(0);
    expect(window.cx - window.r).toBeGreaterThan(0);
    expect(window.cy + window.r).toBeLessThan(page.block!.top);
    expect(page.view.project(12.576, 55.676).map(Math.round)).toEqual([Math.round(window.cx), Math.round(window.cy)]);
  });

  it('draws regular hexagons and a closed heart', () => {
    const hexagon = windowPath({ shape: 'hexagon', cx: 100, cy: 100, r: 50 });
    const points = hexagon
      .replace(/^M|Z$/g, '')
      .split('L')
      .map((p) => p.split(' ').map(Number));
    expect(points).toHaveLength(6);
    for (const [x, y] of points) expect(Math.hypot(x! - 100, y! - 100)).toBeCloseTo(50, 0);
    expect(windowPath({ shape: 'heart', cx: 0, cy: 0, r: 10 })).toMatch(/^M0 10C.*Z$/);
  });

  it('leaves the text block out with overlaySize none, but never the map credit', () => {
    const page = layout({ overlaySize: 'none' });
    expect(page.block).toBeUndefined();
    expect(posterSvg(page, [])).toContain('© OpenStreetMap contributors');
  });

  it('puts markers where they are on the map, and a pin at the centre when showMarker is on', () => {
    const page = layout({ showMarker: true, markerIcon: 'circle' });
    expect(posterSvg(page, [])).toContain('translate(768 1024)');
    const none = layout({ showMarker: false, markers: [{ lat: 55.676, lon: 12.576 }] });
    expect(posterSvg(none, [])).not.toContain('translate(');
  });
});

describe('layout bounds', () => {
  it('clamps a mat wider than a fifth of the shorter side, so the window and the text keep positive sizes', () => {
    const page = layout({ width: 1, height: 4, matEnabled: true, matWidth: 200, maxDimension: 1024 });
    const window = page.window as { x: number; width: number; height: number };
    expect(window.x).toBeCloseTo(0.2 * 256, 6);
    expect(window.width).toBeGreaterThan(0);
    expect(window.height).toBeGreaterThan(0);
    expect(page.lines.title!.size).toBeGreaterThan(0);
  });

  it('never writes a negative or zero size, whatever the shape, mat and text settings', () => {
    fc.assert(
      fc.property(
        fc.record({
          width: fc.integer({ min: 1, max: 4 }),
          height: fc.integer({ min: 1, max: 4 }),
          maxDimension: fc.integer({ min: 256, max: 2048 }),
          matEnabled: fc.boolean(),
          matWidth: fc.double({ min: 0, max: 200, noNaN: true }),
          mapShape: fc.constantFrom('rectangle', 'circle', 'hexagon', 'heart'),
          overlaySize: fc.constantFrom('none', 'small', 'medium', 'large'),
          overlayY: fc.double({ min: 0, max: 1, noNaN: true }),
          cityFontSize: fc.double({ min: 0, max: 400, noNaN: true }),
        }),
        (input) => {
          const page = layout(input as Partial<PosterSpecInput>);
          const svg = posterSvg(page, []);
          const sizes = [...svg.matchAll(/(?:width|height|font-size|r)="(-?[\d.]+)"/g)].map((m) => Number(m[1]));
          expect(
            sizes.every((size) => size > 0),
            svg.slice(0, 400),
          ).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('typography', () => {
  it('keeps the rule under the title clear of its descenders', () => {
    for (const theme of ['sakura_bloom', 'lavender_mist', 'autumn_whisper']) {
      const page = layout({ theme, city: 'Gyöngyös Puppy', cityTextTransform: 'none' });
      const title = page.lines.titleSecond ?? page.lines.title!;
      const descent = inkBelowBaseline(title.runs, title.size);
      expect(descent, theme).toBeGreaterThan(0.1 * title.size);
      const ruleTop = page.rule!.y - page.rule!.thickness / 2;
      expect(ruleTop - (title.baseline + descent), theme).toBeGreaterThan(0.005 * page.height);
    }
  });

  it('sets a long name of several words on two balanced lines before shrinking it', () => {
    const one = layout({ city: 'Copenhagen' });
    const long = layout({ city: 'Frederiksberg Kommune og Københavns Havn' });
    expect(long.lines.titleSecond).toBeDefined();
    expect([long.lines.title!.text, long.lines.titleSecond!.text]).toEqual(['FREDERIKSBERG KOMMUNE', 'OG KØBENHAVNS HAVN']);
    expect(long.lines.title!.size).toBe(long.lines.titleSecond!.size);
    expect(long.lines.titleSecond!.baseline).toBeGreaterThan(long.lines.title!.baseline + 0.7 * long.lines.title!.size * 0.7);
    // Balanced: neither line much longer than the other; and larger than one line of 40 letters would allow.
    expect(Math.abs(long.lines.title!.width - long.lines.titleSecond!.width)).toBeLessThan(0.25 * long.lines.title!.width);
    expect(long.lines.title!.size).toBeGreaterThan(0.4 * one.lines.title!.size);
    expect(one.lines.titleSecond).toBeUndefined();
  });

  it('breaks a title only at a space, never at a hyphen, and balances the two lines', () => {
    const page = layout({ city: 'Saint-Germain-des-Prés et Environs', maxDimension: 1500 });
    const lines = [page.lines.title!.text, page.lines.titleSecond?.text];
    expect(lines).toEqual(['SAINT-GERMAIN-DES-PRÉS', 'ET ENVIRONS']);
    for (const line of lines) expect(line!.endsWith('-')).toBe(false);
    // A hyphenated name without a space stays whole on one line (tightened or set smaller, never cut).
    const one = layout({ city: 'Stratford-upon-Avon-on-the-Wold-by-the-Sea', maxDimension: 1500 });
    expect(one.lines.titleSecond).toBeUndefined();
    expect(one.lines.title!.text).toBe('STRATFORD-UPON-AVON-ON-THE-WOLD-BY-THE-SEA');
    // Of the breaks at spaces, the one whose longer line is shortest.
    const words = layout({ city: 'Frederiksberg Kommune og Københavns Havn' });
    expect(Math.abs(words.lines.title!.width - words.lines.titleSecond!.width)).toBeLessThan(0.25 * words.lines.title!.width);
  });

  it('hides the country when it repeats the city, case and accents aside', () => {
    for (const [city, country] of [
      ['Monaco', 'Monaco'],
      ['Monaco', 'MONACO'],
      ['Zürich', 'zurich'],
      ['Singapore', ' Singapore. '],
    ]) {
      const page = layout({ city, country });
      expect(page.lines.subtitle?.text ?? '', `${city} / ${country}`).toBe('');
      expect(page.lines.title!.text).toBe(city!.toLocaleUpperCase('en'));
    }
    expect(layout({ city: 'Monaco', country: 'Monte Carlo' }).lines.subtitle!.text).toBe('MONTE CARLO');
    expect(layout({ city: 'Luxembourg', country: 'Luxembourg City' }).lines.subtitle!.text).toBe('LUXEMBOURG CITY');
  });

  it('never sets the subtitle or the coordinates larger than 60 % of the title, nor smaller than the credit', () => {
    const page = layout({ city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch', country: 'Wales' });
    const cap = (line: TextLine) => capRatio(line.face) * line.size;
    const { title, subtitle, coords, credit } = page.lines;
    for (const line of [subtitle!, coords!]) {
      expect(line.size).toBeLessThanOrEqual(Math.max(MAX_COMPANION_SHARE * title!.size, (COMPANION_OVER_CREDIT * cap(credit)) / capRatio(line.face)) + 1e-9);
    }
    // At 1500 px the 58-letter name used to take them down to ~7 px, under the credit's capitals.
    const small = layout({ city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch', country: 'Wales', maxDimension: 1500 });
    expect(cap(small.lines.subtitle!)).toBeGreaterThanOrEqual(cap(small.lines.credit));
    expect(cap(small.lines.coords!)).toBeGreaterThanOrEqual(cap(small.lines.credit));
  });

  it('gives up tracking before size: a long title is set tighter and larger than at its full tracking', () => {
    const name = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
    const page = layout({ city: name, theme: 'midnight_dark', maxDimension: 1500 });
    const title = page.lines.title!;
    const asked = themeForSpec(parsePosterSpec({ lat: 0, lon: 0, theme: 'midnight_dark' })).titleTracking;
    const loose = centredLine({
      text: title.text,
      face: title.face,
      size: 1000,
      trackingEm: asked,
      centreX: 0,
      baseline: 0,
      maxWidth: title.width,
      fill: '#000',
    });
    expect(title.tracking / title.size).toBeLessThan(asked);
    expect(title.tracking / title.size).toBeGreaterThanOrEqual(0.08 - 1e-9);
    // Larger by a third at least than the same width at the asked tracking.
    expect(title.size).toBeGreaterThan(1.3 * loose.size);
    // A short name keeps the theme's tracking.
    const short = layout({ city: 'Rome', theme: 'midnight_dark', maxDimension: 1500 }).lines.title!;
    expect(short.tracking / short.size).toBeCloseTo(asked, 6);
  });

  it('keeps the subtitle within its rule (PRINCIPAUTÉ DE MONACO under MONACO)', () => {
    for (const theme of ['modern_voyager', 'midnight_dark', 'minimal_white']) {
      const page = layout({ lat: 43.7375, lon: 7.4289, city: 'Monaco', country: 'Principauté de Monaco', theme, maxDimension: 1500 });
      const { subtitle } = page.lines;
      const rule = page.rule!;
      expect(subtitle!.x).toBeGreaterThan(rule.x);
      expect(subtitle!.x + subtitle!.width).toBeLessThan(rule.x + rule.width);
      expect(rule.width).toBeLessThanOrEqual(0.8 * page.width + 1e-6);
    }
  });

  it('prints coordinates in lining figures, even in a face whose default figures are old-style (Raleway)', () => {
    const page = layout({ theme: 'sakura_bloom' });
    const coords = page.lines.coords!;
    expect(coords.face.family).toBe('Raleway');
    expect(coords.runs.every((run) => run.features?.includes('lnum'))).toBe(true);
    // Lining: every digit's ink stands on the baseline and reaches the same height.
    const tops = '0123456789'.split('').map((digit) => {
      const [run] = layoutLine(coords.face, digit, 100, 0, ['lnum']).runs;
      const [plain] = layoutLine(coords.face, digit, 100).runs;
      return [inkAbove(run!), inkAbove(plain!), inkBelowBaseline([run!], 100)] as const;
    });
    const lining = tops.map(([top]) => top);
    expect(Math.max(...lining) - Math.min(...lining)).toBeLessThan(3);
    expect(Math.max(...tops.map(([, , below]) => below))).toBeLessThan(2);
    // Without the feature the face's figures bounce (the reason for it).
    const plain = tops.map(([, top]) => top);
    expect(Math.max(...plain) - Math.min(...plain)).toBeGreaterThan(10);
    expect(posterSvg(page, [])).toContain('<path d="');
  });
});

/** The ink's top above the baseline, in px, at the run's size of 100 px. */
function inkAbove(run: TextRun): number {
  let top = 0;
  for (const glyph of shapeGlyphs(run.face, run.text, false, run.features).glyphs) {
    for (const { values } of glyphOutline(run.face, glyph.glyph)) for (let v = 1; v < values.length; v += 2) top = Math.max(top, values[v]! / 10);
  }
  return top;
}

describe('warnings: what the poster leaves out of what was asked', () => {
  it('names the markers that fall outside a round map, and says nothing when all are inside', () => {
    const markers = [
      { lat: 55.676, lon: 12.576 },
      { lat: 55.7, lon: 12.62 },
      { lat: 55.676, lon: 12.577 },
    ];
    const round = layout({ mapShape: 'circle', markers, zoom: 14 });
    expect(posterWarnings(round)).toEqual([
      "markers[1] (55.7, 12.62) falls outside the map's circle and is not shown: zoom out or move the centre to include it",
    ]);
    expect(posterWarnings(layout({ markers: [markers[0]!, markers[2]!] }))).toEqual([]);
  });

  it('says when showLabels is asked of a theme or format that prints no names, and only when asked', () => {
    expect(posterWarnings(layout({ theme: 'vintage_atlas', showLabels: true }))[0]).toMatch(
      /^showLabels has no effect with theme vintage_atlas: street and place names print only with midnight_dark, minimal_white, modern_voyager$/,
    );
    expect(posterWarnings(layout({ theme: 'midnight_dark', showLabels: true, format: 'svg' }))[0]).toMatch(/^showLabels has no effect in SVG output/);
    expect(posterWarnings(layout({ theme: 'vintage_atlas' }))).toEqual([]);
    expect(posterWarnings(layout({ theme: 'midnight_dark', showLabels: true }))).toEqual([]);
  });
});

describe('markers that say what they mark', () => {
  const at = (lat: number, lon: number, extra: Record<string, unknown> = {}) => ({ lat, lon, ...extra });
  it('gives each marker its own color and icon over the global ones', () => {
    const page = layout({ markerColor: '#112233', markerIcon: 'pin', markers: [at(55.676, 12.576), at(55.677, 12.577, { color: '#AA0000', icon: 'star' })] });
    expect(page.markers.map(({ icon, color }) => [icon, color])).toEqual([
      ['pin', '#112233'],
      ['star', '#aa0000'],
    ]);
    const svg = posterSvg(page, []);
    expect(svg).toContain('fill="#aa0000"');
    expect(svg).toContain('fill="#112233"');
  });

  it('sets each label beside its marker, clear of the text block and of each other, with a halo', () => {
    const markers = [at(55.676, 12.576, { label: 'Home' }), at(55.679, 12.58, { label: 'First café' }), at(55.6785, 12.5805, { label: 'Park bench' })];
    const page = layout({ markers });
    const labels = page.markers.map((marker) => marker.label!);
    expect(labels.map((label) => label.text)).toEqual(['Home', 'First café', 'Park bench']);
    const boxes = labels.map((l) => ({ minX: l.x, maxX: l.x + l.width, minY: l.baseline - l.size * 0.75, maxY: l.baseline + l.size * 0.25 }));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        expect(a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY, `${i} and ${j} overlap`).toBe(false);
      }
      expect(boxes[i]!.maxY).toBeLessThan(page.block!.top);
    }
    const svg = posterSvg(page, []);
    expect(svg).toMatch(/>First café<\/text>/);
    expect(svg).toMatch(/stroke="#[0-9a-f]{6}" stroke-width="[\d.]+" stroke-linejoin="round" paint-order="stroke"[^>]*>Home</);
  });

  it('leaves out a marker under the title block, pin and label, and says so of the marker itself', () => {
    // A marker in the middle of the text block: the solid page behind the text hides it.
    const plain = layout({});
    const middle = (plain.block!.top + plain.block!.bottom) / 2;
    let [south, north] = [55.5, 55.676];
    for (let i = 0; i < 40; i++) {
      const lat = (south + north) / 2;
      if (plain.view.project(12.576, lat)[1] > middle) south = lat;
      else north = lat;
    }
    const page = layout({ markers: [at(55.676, 12.576), { ...at(south, 12.576), label: 'Under the title' }] });
    expect(page.markers[1]!.label).toBeUndefined();
    const warnings = posterWarnings(page);
    expect(warnings).toContain(
      `markers[1] (${south}, 12.576) is under the title block and not shown, label and all: move the centre or zoom out to bring it above the text, or move the text with overlayY`,
    );
    expect(warnings.join(' ')).not.toMatch(/markers\[1\]\.label/);
    // Drawn: the marker at the centre only (one pin), not a pin hidden under the page.
    const svg = posterSvg(page, []);
    expect(svg.match(/<path d="M0 0C[^"]*"[^>]*transform="translate\(/g)).toHaveLength(1);
    // Above the text it is drawn and nothing is said.
    const above = layout({ markers: [at(55.676, 12.576), at(55.677, 12.576)] });
    expect(above.markers.some((marker) => marker.underText)).toBe(false);
    expect(posterWarnings(above)).toEqual([]);
  });
});

describe('marker items in the spec', () => {
  it('refuses an unknown key, a long label and a bad color, naming each', () => {
    const problems = (markers: unknown) => {
      try {
        parsePosterSpec({ lat: 1, lon: 2, markers });
        return [];
      } catch (error) {
        return (error as { problems: string[] }).problems;
      }
    };
    expect(problems([{ lat: 1, lon: 2, colour: '#ff0000' }])[0]).toMatch(/^markers\[0\]/);
    expect(problems([{ lat: 1, lon: 2, label: 'x'.repeat(61) }])).toEqual(['markers[0].label must be at most 60 characters']);
    expect(problems([{ lat: 1, lon: 2, color: 'red' }])).toEqual(['markers[0].color must be a color written #RRGGBB (or empty for the theme color)']);
    expect(problems([{ lat: 1, lon: 2, icon: 'flag' }])).toEqual(['markers[0].icon must be one of pin, circle, heart, star']);
  });
});

describe('map labels over the fades', () => {
  it('keeps every letter of a place name over water near the title block (no "CHRISTIANSHAVN" without its N), in both writers', () => {
    const page = layout({ theme: 'minimal_white', maxDimension: 1200, width: 3, height: 4 });
    const { width: W, height: H, theme } = page;
    const plan = backdropPlan(page)!;
    expect(plan).toBeDefined();
    // Water over the whole map, the name just clear of the page's fade above the title's panel: where
    // water's own fade, longer than the page's, still runs (waterFadeBand).
    const water: PackedGeometry = {
      kind: 'water',
      type: 3,
      coords: Int16Array.from([0, 0, W, 0, W, H, 0, H, 0, 0]),
      rings: Uint32Array.from([0, 5]),
      polygons: Uint32Array.from([0, 1]),
    };
    const tiles: PlacedTile[] = [{ tile: { extent: 4096, layers: [water], labels: [], ways: [], bytes: 0 }, transform: [1, 0, 0, 1, 0, 0] }];
    const panelTop = Math.min(...plan.panels.map((panel) => panel.top - panel.fadeAbove));
    const name: LabelFeature = {
      kind: 'place',
      cls: 'suburb',
      name: 'Christianshavn',
      latin: 'Christianshavn',
      type: 1,
      coords: Int16Array.from([W / 2, Math.round(panelTop - 20)]),
    };
    const labels = labelLayer([{ labels: [name], transform: [1, 0, 0, 1, 0, 0] }], {
      theme,
      scale: page.scale,
      zoom: 14,
      width: W,
      height: H,
      avoid: labelObstacles(page),
      outline: 'all',
    });
    expect(labels.labels.map((label) => label.text)).toEqual(['CHRISTIANSHAVN']);
    const box = labels.labels[0]!;
    const scene = posterScene(page, tiles, { labels: labels.ops, outline: 'all' });
    // The oracle: the same name drawn alone on the map's water, nothing over it.
    const alone: Scene = { sheet: scene.sheet, ops: [{ op: 'rect', ...scene.sheet, paint: { fill: theme.palette.water } }, ...labels.ops] };
    const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [ink, ground] = [rgb(theme.palette.label), rgb(theme.palette.water)];
    const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
    // The name's ink: pixels at least halfway from the water's color to the label's.
    const letters = (pixels: Uint8Array | Buffer, sheet: Scene['sheet']) => {
      let count = 0;
      const across = Math.round(sheet.width);
      for (let y = Math.floor(box.minY); y < box.maxY; y++) {
        for (let x = Math.floor(box.minX); x < box.maxX; x++) {
          const i = 4 * ((y - sheet.y) * across + (x - sheet.x));
          if (distance([pixels[i]!, pixels[i + 1]!, pixels[i + 2]!], ink) < distance(ink, ground) / 2) count++;
        }
      }
      return count;
    };
    const both = (drawn: Scene) => ({
      resvg: letters(new Resvg(sceneSvg(drawn)).render().pixels, drawn.sheet),
      skia: letters(Uint8Array.from(paintScene(skia as unknown as CanvasModule, drawn).data()), drawn.sheet),
    });
    const expected = both(alone);
    const drawn = both(scene);
    expect(expected.resvg).toBeGreaterThan(100);
    expect(drawn.resvg).toBeGreaterThanOrEqual(0.98 * expected.resvg);
    expect(drawn.skia).toBeGreaterThanOrEqual(0.98 * expected.skia);
  });
});
