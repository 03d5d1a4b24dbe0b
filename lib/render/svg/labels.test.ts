import { Resvg } from '@resvg/resvg-js';
import { fromGeojsonVt } from 'vt-pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontsReady, layoutLine, loadFacesFor } from '../fonts';
import { shapeGlyphs } from '../fonts';
import { decodeTile, type LabelFeature, type PackedGeometry } from '../tiles';
import { THEMES } from '../themes';
import * as skia from '@napi-rs/canvas';
import { type Scene, sceneSvg, type SceneOp } from '../scene';
import { type CanvasModule, paintScene } from '../skia';
import { roadInkPx } from './map-layers';
import { windowPath } from '../layout';
import { labelFaces, labelLayer, type Box, type LabelLayer, type LabelOptions } from './labels';

beforeAll(() => fontsReady());

const identity = [1, 0, 0, 1, 0, 0] as [number, number, number, number, number, number];
const options: LabelOptions = { theme: THEMES.midnight_dark!, scale: 2, zoom: 15, width: 2000, height: 2000, avoid: [] };

function street(name: string, cls: string, ...points: number[]): LabelFeature {
  return { kind: 'street', cls, name, latin: name, type: 2, coords: Int16Array.from(points) };
}
function place(name: string, cls: string, x: number, y: number, latin = name): LabelFeature {
  return { kind: 'place', cls, name, latin, type: 1, coords: Int16Array.from([x, y]) };
}
/** The labels as the SVG writer writes them, on a 2000 px sheet over `under`. */
const svgOf = (layer: LabelLayer, under: SceneOp[] = []) => sceneSvg({ sheet: { x: 0, y: 0, width: 2000, height: 2000 }, ops: [...under, ...layer.ops] });
const overlaps = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

describe('map labels', () => {
  it('sets a street name along its line, never upside down', () => {
    const layer = labelLayer([{ transform: identity, labels: [street('Nørrebrogade', 'primary', 900, 900, 200, 200)] }], options);
    expect(layer.labels).toHaveLength(1);
    expect(svgOf(layer)).toContain('>Nørrebrogade</text>');
    const angle = Number(/rotate\((-?[\d.]+) /.exec(svgOf(layer))![1]);
    expect(angle).toBeCloseTo(45, 0);
  });

  it('skips a street too short to hold its name', () => {
    expect(
      labelLayer([{ transform: identity, labels: [street('A Very Long Street Name Indeed', 'primary', 500, 500, 560, 500)] }], options).labels,
    ).toHaveLength(0);
  });

  it('never lets two labels overlap, and places the more important first', () => {
    const features: LabelFeature[] = [];
    for (let i = 0; i < 40; i++) features.push(street(`Street ${i}`, i % 2 ? 'minor' : 'primary', 100 + (i % 5) * 20, 300 + i * 12, 1800, 320 + i * 12));
    // Clear of the main roads: a place name is never set across one.
    features.push(place('CHRISTIANSHAVN', 'suburb', 1000, 1500));
    const layer = labelLayer([{ transform: identity, labels: features }], options);
    expect(layer.labels.length).toBeGreaterThan(5);
    expect(layer.labels[0]!.text).toBe('CHRISTIANSHAVN');
    for (let i = 0; i < layer.labels.length; i++) {
      for (let j = i + 1; j < layer.labels.length; j++) expect(overlaps(layer.labels[i]!, layer.labels[j]!)).toBe(false);
    }
  });

  it('keeps clear of the areas it is told to avoid, and of the page edge', () => {
    const avoid = [{ minX: 0, minY: 0, maxX: 2000, maxY: 1000 }];
    const layer = labelLayer(
      [{ transform: identity, labels: [place('Vesterbro', 'suburb', 1000, 500), place('Amager', 'suburb', 1000, 1500), place('Edge', 'suburb', 5, 1500)] }],
      { ...options, avoid },
    );
    expect(layer.labels.map((l) => l.text)).toEqual(['AMAGER']);
  });

  it('does not repeat a street name close by, but does far away', () => {
    const near = labelLayer(
      [
        {
          transform: identity,
          labels: [
            street('Long Road', 'primary', 100, 100, 700, 100),
            street('Long Road', 'primary', 100, 200, 700, 200),
            street('Long Road', 'primary', 100, 1800, 700, 1800),
          ],
        },
      ],
      options,
    );
    expect(near.labels).toHaveLength(2);
  });

  it('leaves minor streets out when the map is zoomed out', () => {
    expect(labelLayer([{ transform: identity, labels: [street('Side Street', 'minor', 100, 100, 900, 100)] }], { ...options, zoom: 12 }).labels).toHaveLength(
      0,
    );
  });

  it('escapes names', () => {
    const layer = labelLayer([{ transform: identity, labels: [place('<b>&"x"', 'city', 1000, 1000)] }], options);
    expect(svgOf(layer)).toContain('&#60;B&#62;&#38;&#34;X&#34;');
    expect(layer.uses.length).toBeGreaterThan(0);
  });
});

describe('map labels in the local script, from a hand-built vector tile', () => {
  /** Places and a street as OpenFreeMap serves them: `name` in the local script, `name:latin` beside it. */
  const point = (x: number, y: number, tags: Record<string, string>) => ({ type: 1, geometry: [[x, y]], tags });
  const bytes = fromGeojsonVt(
    {
      place: {
        features: [
          point(1000, 800, { class: 'city', name: '東京', 'name:latin': 'Tokyo' }),
          point(1000, 2000, { class: 'city', name: 'القاهرة', 'name:latin': 'al-Qahira' }),
          point(1000, 3200, { class: 'city', name: 'ירושלים', 'name:latin': 'Yerushalayim' }),
          point(3000, 800, { class: 'city', name: 'กรุงเทพ', 'name:latin': 'Krung Thep' }),
          point(3000, 2000, { class: 'city', name: 'Αθήνα', 'name:latin': 'Athina' }),
          point(3000, 3200, { class: 'city', name: 'Luxor 𓀀' }),
        ],
      },
      transportation_name: {
        features: [
          {
            type: 2,
            geometry: [
              [
                [300, 3800],
                [3800, 3800],
              ],
            ],
            tags: { class: 'primary', name: 'שדרות רוטשילד', 'name:latin': 'Sderot Rothschild' },
          },
        ],
      },
    } as unknown as Parameters<typeof fromGeojsonVt>[0],
    { version: 2, extent: 4096 },
  );
  const tile = decodeTile(bytes);
  const placed = [{ transform: [0.5, 0, 0, 0.5, 0, 0] as typeof identity, labels: tile.labels }];
  const theme = THEMES.minimal_white!;
  const local = { ...options, theme, scale: 1, width: 2048, height: 2048 };

  beforeAll(async () => {
    const { regular, bold } = labelFaces(theme);
    const names = tile.labels.map((label) => label.name).join(' ');
    await Promise.all([loadFacesFor(regular, names), loadFacesFor(bold, names)]);
  });

  it('prints local names in their own script, each glyph from a face that has it', () => {
    const layer = labelLayer(placed, local);
    const texts = layer.labels.map((label) => label.text);
    for (const name of ['東京', 'القاهرة', 'ירושלים', 'กรุงเทพ', 'ΑΘΉΝΑ', 'שדרות רוטשילד']) expect(texts).toContain(name);
    expect(svgOf(layer)).toMatch(/font-family="Noto Sans JP"[^>]*>東京</);
    for (const { face, text } of layer.uses) {
      const glyphs = shapeGlyphs(face, text.replace(/\s/g, '')).glyphs;
      expect(
        glyphs.filter((glyph) => glyph.glyph === 0),
        `${face.family}: ${text}`,
      ).toEqual([]);
    }
  });

  it('leaves off a name no shipped face can draw rather than print boxes', () => {
    expect(labelLayer(placed, local).labels.map((label) => label.text)).not.toContain('LUXOR 𓀀');
  });

  it('prints the Latin names with labelLanguage latin', () => {
    const texts = labelLayer(placed, { ...local, language: 'latin' }).labels.map((label) => label.text);
    expect(texts).toEqual(expect.arrayContaining(['TOKYO', 'AL-QAHIRA', 'YERUSHALAYIM', 'Sderot Rothschild']));
    expect(texts).not.toContain('東京');
  });
});

describe('labels that respect the poster', () => {
  it('never repeats the title: a place named like it, in any of its names, is left off', () => {
    const kobenhavn = { ...place('København', 'city', 1000, 1000), aliases: ['København', 'Copenhagen', 'Kopenhagen'] };
    const others = [place('Christianshavn', 'suburb', 1000, 1500)];
    const titled = (title: string) => labelLayer([{ transform: identity, labels: [kobenhavn, ...others] }], { ...options, title }).labels.map((l) => l.text);
    expect(titled('Copenhagen')).toEqual(['CHRISTIANSHAVN']);
    expect(titled('KØBENHAVN')).toEqual(['CHRISTIANSHAVN']);
    expect(titled('Aarhus')).toHaveLength(2);
  });

  it('places a label wholly inside a round map or not at all, never cut at its edge', () => {
    const circle = { shape: 'circle' as const, cx: 1000, cy: 1000, r: 600 };
    const features = [place('Inside', 'suburb', 1000, 1000), place('Astride', 'suburb', 1590, 1000), place('Outside', 'suburb', 1000, 1800)];
    expect(labelLayer([{ transform: identity, labels: features }], { ...options, window: circle }).labels.map((l) => l.text)).toEqual(['INSIDE']);
    const heart = { shape: 'heart' as const, cx: 1000, cy: 1000, r: 600 };
    // The notch at the top of a heart is outside it.
    expect(labelLayer([{ transform: identity, labels: [place('Notch', 'suburb', 1000, 560)] }], { ...options, window: heart }).labels).toEqual([]);
  });

  it('keeps every label of a heart-shaped map wholly inside the heart as drawn (no "efeldtsgade" cut by its outline)', () => {
    const heart = { shape: 'heart' as const, cx: 1000, cy: 1000, r: 600 };
    // Oracle: the drawn outline (windowPath) flattened finely, and an even-odd test against it.
    const d = windowPath(heart);
    const numbers = d.match(/-?[\d.]+/g)!.map(Number);
    const outline: Array<[number, number]> = [];
    let [x0, y0] = [numbers[0]!, numbers[1]!];
    for (let i = 2; i + 5 < numbers.length; i += 6) {
      const [x1, y1, x2, y2, x3, y3] = numbers.slice(i, i + 6) as [number, number, number, number, number, number];
      for (let k = 0; k < 200; k++) {
        const t = k / 200;
        const u = 1 - t;
        outline.push([
          u ** 3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t ** 3 * x3,
          u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y3,
        ]);
      }
      [x0, y0] = [x3, y3];
    }
    const drawnInside = (x: number, y: number) => {
      let inside = false;
      for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
        const [xi, yi] = outline[i]!;
        const [xj, yj] = outline[j]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    };
    // Names everywhere over the heart's box, streets across it at many angles.
    const features: LabelFeature[] = [];
    for (let y = 380; y <= 1620; y += 45) for (let x = 380; x <= 1620; x += 90) features.push(place(`P${x}x${y}`, 'neighbourhood', x, y));
    for (let a = 0; a < 180; a += 15) {
      const dx = 700 * Math.cos((a * Math.PI) / 180);
      const dy = 700 * Math.sin((a * Math.PI) / 180);
      // Minor streets: the names on points are never set across a main road, and would mostly be left off.
      for (const [cx, cy] of [
        [700, 700],
        [1300, 700],
        [1000, 1100],
      ] as const)
        features.push(street(`Efeldtsgade ${a} ${cx}`, 'minor', cx - dx, cy - dy, cx + dx, cy + dy));
    }
    const placed = labelLayer([{ transform: identity, labels: features }], { ...options, window: heart }).labels;
    expect(placed.length).toBeGreaterThan(40);
    const outside = placed.filter((box) => {
      for (let i = 0; i <= 20; i++) {
        const x = box.minX + ((box.maxX - box.minX) * i) / 20;
        const y = box.minY + ((box.maxY - box.minY) * i) / 20;
        if (!drawnInside(x, box.minY) || !drawnInside(x, box.maxY) || !drawnInside(box.minX, y) || !drawnInside(box.maxX, y)) return true;
      }
      return false;
    });
    expect(outside.map((label) => label.text)).toEqual([]);
  });

  describe('a street name and its road, drawn by both writers (resvg from the SVG, Skia from the scene)', () => {
    const SIZE = 1000;
    const small: LabelOptions = { ...options, width: SIZE, height: SIZE, outline: 'all' };
    /** The scene's RGBA pixels from each writer: the ground, then the labels. */
    const drawn = (layer: LabelLayer, ground: SceneOp[]) => {
      const scene: Scene = { sheet: { x: 0, y: 0, width: SIZE, height: SIZE }, ops: [...ground, ...layer.ops] };
      return {
        resvg: new Resvg(sceneSvg(scene)).render().pixels as Uint8Array,
        skia: Uint8Array.from(paintScene(skia as unknown as CanvasModule, scene).data()),
      };
    };
    const page = (color: string): SceneOp => ({ op: 'rect', x: 0, y: 0, width: SIZE, height: SIZE, paint: { fill: color } });
    const at = (pixels: Uint8Array, x: number, y: number) => [pixels[4 * (y * SIZE + x)]!, pixels[4 * (y * SIZE + x) + 1]!, pixels[4 * (y * SIZE + x) + 2]!];
    const red = ([r, g, b]: number[]) => r! > 150 && g! < 90 && b! < 90;

    it.each(['Holmens Kanal', 'Niels Juels Gade', 'Gyldenløvesgade'])(
      'keeps a short main road inked along its whole length beside its name "%s" (no road wiped into dashes by the halo)',
      (name) => {
        const theme = THEMES.minimal_white!;
        const roadInk = roadInkPx('primary', small.zoom, small.scale, theme);
        // A short main road, little longer than its name needs, drawn as the map draws it (in red, to be found).
        const [x0, x1, y] = [380, 620, 500];
        const layer = labelLayer([{ transform: identity, labels: [street(name, 'primary', x0, y, x1, y)] }], { ...small, theme });
        expect(layer.labels.map((label) => label.text)).toEqual([name]);
        const road: SceneOp = { op: 'path', d: `M${x0} ${y}H${x1}`, paint: { stroke: '#ff0000', width: roadInk } };
        for (const [writer, pixels] of Object.entries(drawn(layer, [page(theme.palette.background), road]))) {
          // The road's centre line, every px of it: still the road's ink.
          const wiped = [];
          for (let x = x0; x < x1; x++) if (!red(at(pixels, x, y))) wiped.push(x);
          expect({ writer, wiped }).toEqual({ writer, wiped: [] });
          // And the name is there, beside it: the label's ink, inside its box.
          const box = layer.labels[0]!;
          let ink = 0;
          for (let yy = Math.ceil(box.minY); yy < box.maxY; yy++) for (let x = Math.ceil(box.minX); x < box.maxX; x++) if (at(pixels, x, yy)[0]! < 128) ink++;
          expect(ink, writer).toBeGreaterThan(100);
        }
      },
    );

    it.each([
      ['H.C. Andersens Boulevard', 2],
      ['John F. Kennedy', 2],
      ["O'Donnell Street", 2],
      ['H.C. Andersens Boulevard', 1],
      ['John F. Kennedy', 1],
      ["O'Donnell Street", 1],
    ] as const)('runs the halo of "%s" (scale %s) unbroken between its words and across its punctuation: no ground shows along its middle', (name, scale) => {
      const theme = THEMES.midnight_dark!;
      const layer = labelLayer([{ transform: identity, labels: [street(name, 'primary', 100, 500, 900, 500)] }], { ...small, theme, scale });
      expect(layer.labels.map((label) => label.text)).toEqual([name]);
      // Ground inked everywhere (a road, a park, anything the name crosses), in red; the name's fill in green to find its ends.
      const ground = [page('#ff0000')];
      const green = { ...layer, ops: JSON.parse(JSON.stringify(layer.ops).replaceAll(theme.palette.label, '#00ff00')) as SceneOp[] };
      const box = layer.labels[0]!;
      const middle = Math.round((box.minY + box.maxY) / 2);
      for (const [writer, pixels] of Object.entries(drawn(green, ground))) {
        const columns: number[] = [];
        for (let x = Math.ceil(box.minX); x < box.maxX; x++) {
          for (let y = Math.ceil(box.minY); y < box.maxY; y++) {
            const [r, g] = at(pixels, x, y);
            if (g! > 150 && r! < 100) {
              columns.push(x);
              break;
            }
          }
        }
        const [first, last] = [columns[0]!, columns.at(-1)!];
        expect(last - first, writer).toBeGreaterThan(0.6 * (box.maxX - box.minX));
        // The ground that reaches in from around the name (a letter's counter is its own, walled in by
        // the letter): along the name's middle (its cap height's, where the road ran), between its first
        // letter and its last, it may come in no wider than a px (a typeface's own slant, as between A and n),
        // never as a piece of road (▪ two px and more, as after "H.C." or under an apostrophe).
        const [left, top, right, bottom] = [Math.floor(box.minX) - 3, Math.floor(box.minY) - 3, Math.ceil(box.maxX) + 3, Math.ceil(box.maxY) + 3];
        const reached = new Set<number>();
        const queue: Array<[number, number]> = [];
        for (let x = left; x <= right; x++) queue.push([x, top], [x, bottom]);
        for (let y = top; y <= bottom; y++) queue.push([left, y], [right, y]);
        while (queue.length > 0) {
          const [x, y] = queue.pop()!;
          if (x < left || x > right || y < top || y > bottom || reached.has(y * SIZE + x) || !red(at(pixels, x, y))) continue;
          reached.add(y * SIZE + x);
          queue.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]);
        }
        const shows = (x: number) => reached.has(middle * SIZE + x);
        const showing = [];
        for (let x = first; x < last; x++) if (shows(x) && shows(x + 1)) showing.push(x);
        expect({ writer, showing }).toEqual({ writer, showing: [] });
      }
    });

    it('leaves a name off rather than set it across a main road (the halo would cut that road instead)', () => {
      const theme = THEMES.minimal_white!;
      // A street crossed by a main road every 60 px, less than its name needs; the main roads' names too
      // long for their short lines, so that only their lines are in the way.
      const crossing = (x: number) => street(`Long Crossing Street Name ${x}`, 'secondary', x, 420, x, 580);
      const xs = Array.from({ length: 12 }, (_, i) => 170 + 60 * i);
      const named = (crossings: number[]) =>
        labelLayer([{ transform: identity, labels: [street('Holmens Kanal', 'tertiary', 150, 500, 850, 500), ...crossings.map(crossing)] }], {
          ...small,
          theme,
          zoom: 14,
        }).labels.map((label) => label.text);
      expect(named(xs)).toEqual([]);
      // With room between two crossings, it is set there.
      expect(named(xs.filter((x) => x !== 470 && x !== 530))).toEqual(['Holmens Kanal']);
    });
  });

  it('sets a water or place name of several words on its halo alone, never on a box (no "Northwest Harbor" on a grey chip)', () => {
    const water: LabelFeature = {
      kind: 'water',
      cls: 'bay',
      name: 'Northwest Harbor',
      latin: 'Northwest Harbor',
      type: 1,
      coords: Int16Array.from([1000, 1000]),
    };
    const layer = labelLayer([{ transform: identity, labels: [water, place('Fells Point', 'suburb', 1000, 1400)] }], { ...options, outline: true });
    expect(layer.labels.map((l) => l.text)).toEqual(expect.arrayContaining(['Northwest Harbor']));
    expect(layer.labels.length).toBe(2);
    expect(svgOf(layer)).not.toMatch(/<rect/);
    expect(layer.ops.filter((op) => op.op === 'rect')).toEqual([]);
  });
});

describe('names clear of the roads the map draws (issue 39)', () => {
  const theme = options.theme;
  /** One drawn line of `kind` (as the decoder packs it), in poster px under the identity transform. */
  const drawnLine = (kind: PackedGeometry['kind'], points: Array<[number, number]>): PackedGeometry => ({
    kind,
    type: 2,
    coords: Int16Array.from(points.flat()),
    rings: Uint32Array.from([0, points.length]),
    polygons: new Uint32Array(),
  });
  /** An unnamed roundabout: a ring of `radius` px about a point. */
  const roundabout = (cx: number, cy: number, radius: number): Array<[number, number]> =>
    Array.from({ length: 49 }, (_, i) => [Math.round(cx + radius * Math.cos((i * Math.PI) / 24)), Math.round(cy + radius * Math.sin((i * Math.PI) / 24))]);
  /** Whether any point of `line`, inked `reach` px about it, comes into the label's lettering (its box less the air about it). */
  const inkUnder = (label: Box, line: Array<[number, number]>, reach: number) => {
    const inner = { minX: label.minX + 4, minY: label.minY + 4, maxX: label.maxX - 4, maxY: label.maxY - 4 };
    for (let i = 1; i < line.length; i++) {
      const [x0, y0] = line[i - 1]!;
      const [x1, y1] = line[i]!;
      const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
      for (let k = 0; k <= steps; k++) {
        const x = x0 + ((x1 - x0) * k) / steps;
        const y = y0 + ((y1 - y0) * k) / steps;
        if (x > inner.minX - reach && x < inner.maxX + reach && y > inner.minY - reach && y < inner.maxY + reach) return true;
      }
    }
    return false;
  };
  const primaryReach = roadInkPx('primary', options.zoom, options.scale, theme) / 2;

  it('moves a point name off an unnamed roundabout it would cover ("Fontaine Japonaise"), and off a main road ("HARBOR EAST")', () => {
    const ring = roundabout(1000, 1000, 24);
    const road: Array<[number, number]> = [
      [200, 1400],
      [1800, 1400],
    ];
    const labels = [place('Fontaine Japonaise', 'neighbourhood', 1000, 1000), place('Harbor East', 'suburb', 1000, 1400)];
    // Before: each name sat on its point, across the road.
    const blind = labelLayer([{ transform: identity, labels }], options);
    expect(inkUnder(blind.labels.find((l) => l.text === 'FONTAINE JAPONAISE')!, ring, primaryReach)).toBe(true);
    expect(inkUnder(blind.labels.find((l) => l.text === 'HARBOR EAST')!, road, primaryReach)).toBe(true);
    const layer = labelLayer([{ transform: identity, labels, roads: [drawnLine('road:primary', ring), drawnLine('road:secondary', road)] }], options);
    expect(layer.labels.map((l) => l.text).sort()).toEqual(['FONTAINE JAPONAISE', 'HARBOR EAST']);
    const secondaryReach = roadInkPx('secondary', options.zoom, options.scale, theme) / 2;
    for (const label of layer.labels) {
      expect(inkUnder(label, ring, primaryReach)).toBe(false);
      expect(inkUnder(label, road, secondaryReach)).toBe(false);
      // Still by its point: within three of its heights.
      expect(Math.abs((label.minY + label.maxY) / 2 - (label.text === 'HARBOR EAST' ? 1400 : 1000))).toBeLessThanOrEqual(3 * (label.maxY - label.minY));
    }
  });

  it('leaves a point name off where main roads leave it no clear spot, but not for a minor street', () => {
    const grid: PackedGeometry[] = [];
    for (let i = 0; i < 30; i++) {
      grid.push(
        drawnLine('road:tertiary', [
          [500, 700 + i * 10],
          [1500, 700 + i * 10],
        ]),
      );
    }
    const labels = [place('Boxed In', 'quarter', 1000, 840)];
    expect(labelLayer([{ transform: identity, labels, roads: grid }], options).labels).toEqual([]);
    const minor = grid.map((line) => ({ ...line, kind: 'road:minor' as const }));
    expect(labelLayer([{ transform: identity, labels, roads: minor }], options).labels.map((l) => l.text)).toEqual(['BOXED IN']);
  });

  it('never names a drawn slip road ("Bretelle Ostende": the name layer gives it as a primary), but names the road beside it', () => {
    const slip: Array<[number, number]> = [
      [300, 600],
      [1500, 700],
    ];
    const labels = [street('Bretelle Ostende', 'primary', 300, 600, 1500, 700), street('Boulevard du Larvotto', 'primary', 300, 1200, 1700, 1200)];
    const roads = [
      drawnLine('link:primary', slip),
      drawnLine('road:primary', [
        [300, 1200],
        [1700, 1200],
      ]),
    ];
    expect(labelLayer([{ transform: identity, labels }], options).labels.map((l) => l.text)).toContain('Bretelle Ostende');
    expect(labelLayer([{ transform: identity, labels, roads }], options).labels.map((l) => l.text)).toEqual(['Boulevard du Larvotto']);
    // The same line drawn as a road (not a slip road) keeps its name.
    const asRoad = [{ ...roads[0]!, kind: 'road:primary' as const }, roads[1]!];
    expect(
      labelLayer([{ transform: identity, labels, roads: asRoad }], options)
        .labels.map((l) => l.text)
        .sort(),
    ).toEqual(['Boulevard du Larvotto', 'Bretelle Ostende']);
  });

  it('never sets a name that is only the word for a slip road ("Bretelle" on a line the data draws as a primary), but does a street named with it', () => {
    const labels = [street('Bretelle', 'primary', 300, 600, 1500, 700), street('Rampe Major', 'primary', 300, 1200, 1700, 1200)];
    expect(labelLayer([{ transform: identity, labels }], options).labels.map((l) => l.text)).toEqual(['Rampe Major']);
  });

  it('tries more places along a long street before leaving its name off ("North Broadway")', () => {
    const name = 'North Broadway';
    const size = 6.8 * options.scale;
    const textWidth = layoutLine(labelFaces(theme).regular, name, size, 0.04 * size).width;
    // A long street crossed by main roads at its middle and at both ends of the stretch its name may slide over.
    const [x0, x1, y] = [200, 200 + textWidth * 4, 1000];
    const slack = (x1 - x0 - textWidth - 2 * size) / 2;
    const middle = (x0 + x1) / 2;
    const crossings = [middle, middle - slack, middle + slack].map((x) =>
      drawnLine('road:secondary', [
        [Math.round(x), 700],
        [Math.round(x), 1300],
      ]),
    );
    const layer = labelLayer([{ transform: identity, labels: [street(name, 'primary', x0, y, Math.round(x1), y)], roads: crossings }], options);
    expect(layer.labels.map((l) => l.text)).toEqual([name]);
    const secondaryReach = roadInkPx('secondary', options.zoom, options.scale, theme) / 2;
    for (const x of [middle, middle - slack, middle + slack]) {
      expect(
        inkUnder(
          layer.labels[0]!,
          [
            [x, 700],
            [x, 1300],
          ],
          secondaryReach,
        ),
      ).toBe(false);
    }
  });
});
