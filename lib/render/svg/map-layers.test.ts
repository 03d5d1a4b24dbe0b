import * as skia from '@napi-rs/canvas';
import { Resvg } from '@resvg/resvg-js';
import { fromGeojsonVt } from 'vt-pbf';
import { describe, expect, it } from 'vitest';
import type { RoadClass } from '../openmaptiles';
import { decodeTile, type DecodedTile, type PackedGeometry } from '../tiles';
import { THEMES } from '../themes';
import { parseHex } from '../themes';
import { type CanvasModule, paintScene } from '../skia';
import { type Scene, type SceneOp, sceneSvg } from '../scene';
import {
  mapLayerOps,
  mapLayers as mapLayersWithInk,
  ROAD_WIDTH,
  roadStrokePx,
  type MapLayerOptions,
  type PlacedTile,
  woodEdgeBands,
  woodFill,
} from './map-layers';

/** The map's layers as the SVG writer writes them: the elements inside the document (its namespaces on the tests' own <svg>). */
const mapLayers = (placed: readonly PlacedTile[], options: MapLayerOptions, overGround: SceneOp[] = []) =>
  sceneSvg({ sheet: { x: 0, y: 0, width: options.width, height: options.height }, ops: mapLayerOps(placed, options, overGround) }).replace(
    /^<svg[^>]*>|<\/svg>$/g,
    '',
  );
/** The scene's operations with its layers opened. */
const opened = (ops: readonly SceneOp[]): SceneOp[] => ops.flatMap((op) => (op.op === 'layer' ? opened(op.ops) : [op]));

const theme = THEMES.modern_voyager!;
/** No casings: one path per drawn feature. */
const flat = THEMES.minimal_white!;
const identity: PlacedTile['transform'] = [1, 0, 0, 1, 0, 0];

function geometry(kind: PackedGeometry['kind'], type: 2 | 3, rings: number[][]): PackedGeometry {
  const coords: number[] = [];
  const starts: number[] = [];
  for (const ring of rings) {
    starts.push(coords.length / 2);
    coords.push(...ring);
  }
  starts.push(coords.length / 2);
  // Each ring its own polygon (outer rings only), as the simple cases here need.
  const polygons = type === 3 ? Uint32Array.from(rings.map((_, i) => i).concat(rings.length)) : new Uint32Array(0);
  return { kind, type, coords: Int16Array.from(coords), rings: Uint32Array.from(starts), polygons };
}

function tile(...layers: PackedGeometry[]): DecodedTile {
  return { extent: 4096, layers, labels: [], ways: [], bytes: 0 };
}

const options: MapLayerOptions = {
  theme,
  zoom: 13,
  scale: 1,
  width: 1000,
  height: 1000,
  showWater: true,
  showParks: true,
  showRoads: true,
  showBuildings: true,
};

/** The map's layers on a plain page, drawn by both writers: resvg from the SVG, Skia from the scene (RGBA pixels each). */
function bothWriters(placed: PlacedTile[], layerOptions: MapLayerOptions, size: { width: number; height: number }, page: string) {
  const resvg = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="${size.width}" height="${size.height}"><rect width="100%" height="100%" fill="${page}"/>${mapLayers(placed, layerOptions)}</svg>`,
  ).render().pixels;
  const scene: Scene = {
    sheet: { x: 0, y: 0, ...size },
    ops: [{ op: 'rect', x: 0, y: 0, ...size, paint: { fill: page } }, ...mapLayerOps(placed, layerOptions)],
  };
  return { resvg, skia: paintScene(skia as unknown as CanvasModule, scene).data() };
}

describe('map layers', () => {
  const square = [100, 100, 300, 100, 300, 300, 100, 300, 100, 100];
  const placed: PlacedTile[] = [
    {
      transform: identity,
      tile: tile(
        geometry('building', 3, [square]),
        geometry('road:minor', 2, [[0, 500, 900, 500]]),
        geometry('water', 3, [square]),
        geometry('road:motorway', 2, [[500, 0, 500, 900]]),
      ),
    },
  ];

  it('draws in cartographic order: water, then roads from minor to motorway, then buildings', () => {
    const svg = mapLayers(placed, options);
    const at = (color: string) => svg.indexOf(`"${color}"`);
    expect(at(theme.palette.water)).toBeGreaterThanOrEqual(0);
    expect(at(theme.palette.water)).toBeLessThan(at(theme.palette.roads.minor));
    expect(at(theme.palette.roads.minor)).toBeLessThan(at(theme.palette.roads.motorway));
    expect(at(theme.palette.roads.motorway)).toBeLessThan(at(theme.palette.building));
  });

  it('leaves out the layers that are switched off', () => {
    const svg = mapLayers(placed, { ...options, showWater: false, showBuildings: false });
    expect(svg).not.toContain(`fill="${theme.palette.water}"`);
    expect(svg).not.toContain(`fill="${theme.palette.building}"`);
    expect(svg).toContain(theme.palette.roads.motorway);
  });

  it('drops features outside the frame and clips the ones that cross it', () => {
    const far = [5000, 5000, 6000, 5000];
    const crossing = [-3000, 200, 3000, 200];
    const svg = mapLayers([{ transform: identity, tile: tile(geometry('road:primary', 2, [far, crossing])) }], { ...options, theme: flat });
    const numbers = [...svg.matchAll(/<path d="([^"]+)"/g)].flatMap((m) => m[1]!.match(/-?\d+(\.\d+)?/g)!.map(Number));
    expect(numbers.length).toBe(4);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(-20);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(1020);
  });

  it('keeps paths spatially small: one path per kind and 512 px cell', () => {
    const lines = Array.from({ length: 16 }, (_, i) => [
      (i % 4) * 1000 + 10,
      Math.floor(i / 4) * 1000 + 10,
      (i % 4) * 1000 + 60,
      Math.floor(i / 4) * 1000 + 10,
    ]);
    const svg = mapLayers([{ transform: identity, tile: tile(geometry('road:minor', 2, lines)) }], { ...options, width: 4000, height: 4000 });
    expect(svg.match(/<path /g)).toHaveLength(16);
  });

  it('scales line widths with the poster, with a floor so thin lines never vanish', () => {
    const widthAt = (scale: number, zoom = 13) =>
      Number(
        /stroke="[^"]+" stroke-width="([\d.]+)"/.exec(
          mapLayers([{ transform: identity, tile: tile(geometry('road:motorway', 2, [[0, 10, 100, 10]])) }], { ...options, theme: flat, scale, zoom }),
        )![1],
      );
    expect(widthAt(8) / widthAt(2)).toBeCloseTo(4, 1);
    expect(widthAt(1, 15)).toBeGreaterThan(widthAt(1, 13));
    // The floor of a motorway keeps its proportion over a minor street at the 0.5 px floor (rounded up to the 0.01 px the SVG writes).
    expect(widthAt(0.01)).toBeCloseTo(Math.ceil(50 * (ROAD_WIDTH.motorway / ROAD_WIDTH.minor)) / 100, 5);
  });

  it('simplifies geometry below a third of a pixel', () => {
    const wiggly = Array.from({ length: 200 }, (_, i) => [i * 2, 100 + (i % 2) * 0.1]).flat();
    const svg = mapLayers([{ transform: identity, tile: tile(geometry('road:minor', 2, [wiggly])) }], options);
    const points = /<path d="([^"]+)"/.exec(svg)![1]!.trim().split(/[ML]/).join(' ').trim().split(/\s+/).length / 2;
    expect(points).toBeLessThan(10);
  });
});

describe('terrain sits on the land, under water, roads and buildings (the print review of issue 43)', () => {
  // A park, a lake and a building side by side, a street across all three; the terrain stands in as
  // one opaque sheet over the whole map, so whatever it covers shows its color.
  const park = [0, 0, 1000, 0, 1000, 1000, 0, 1000, 0, 0];
  const lake = [1200, 0, 2200, 0, 2200, 1000, 1200, 1000, 1200, 0];
  const building = [2400, 0, 3400, 0, 3400, 1000, 2400, 1000, 2400, 0];
  const placed: PlacedTile[] = [
    {
      transform: [0.25, 0, 0, 0.25, 0, 0],
      tile: tile(
        geometry('park', 3, [park]),
        geometry('water', 3, [lake]),
        geometry('building', 3, [building]),
        geometry('road:minor', 2, [[0, 1400, 3400, 1400]]),
      ),
    },
  ];
  const t = flat;
  const sheet = '#ff00ff';
  // Drawn 8 times the reference size, so the street is several pixels wide.
  const frame = { ...options, theme: t, width: 900, height: 400, scale: 8 };

  it('in the SVG: shading and contours color the park, never the lake, the street or the building', () => {
    const svg = mapLayers(placed, frame, [{ op: 'rect', x: 0, y: 0, width: 900, height: 400, paint: { fill: sheet } }]);
    const image = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="900" height="400">${svg}</svg>`,
    ).render();
    const at = (x: number, y: number) => {
      const i = 4 * (y * 900 + x);
      return `#${[0, 1, 2].map((k) => image.pixels[i + k]!.toString(16).padStart(2, '0')).join('')}`;
    };
    expect(at(125, 125)).toBe(sheet); // the park: shaded
    expect(at(425, 125)).toBe(t.palette.water); // the lake: flat water, no contour across it
    expect(at(725, 125)).toBe(t.palette.building);
    expect(at(425, 350)).toBe(t.palette.roads.minor); // the street keeps its color over the relief
  });

  it('in the scene the raster formats paint: the same order', () => {
    const marker = { op: 'rect', x: 0, y: 0, width: 900, height: 400, paint: { fill: sheet } } as const;
    const ops = opened(mapLayerOps(placed, frame, [marker]));
    const index = (color: string) => ops.findIndex((op) => op.op === 'path' && (op.paint.fill === color || op.paint.stroke === color));
    const terrain = ops.indexOf(marker);
    expect(index(t.palette.park)).toBeLessThan(terrain);
    for (const color of [t.palette.water, t.palette.roads.minor, t.palette.building]) expect(index(color)).toBeGreaterThan(terrain);
  });
});

describe('polygons with holes, from a hand-built vector tile', () => {
  type Ring = Array<[number, number]>;
  /** A closed axis-aligned square, clockwise on screen (an MVT outer ring) or the other way (a hole). */
  const square = (x0: number, y0: number, x1: number, y1: number, clockwise: boolean): Ring =>
    clockwise
      ? [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
          [x0, y0],
        ]
      : [
          [x0, y0],
          [x0, y1],
          [x1, y1],
          [x1, y0],
          [x0, y0],
        ];
  const polygon = (tags: Record<string, string>, ...rings: Ring[]) => ({ type: 3, geometry: rings, tags });

  /**
   * Tile units (0-4096) drawn at a quarter: a 1024 px poster. A lake (400-2400) with an island
   * (1000-1800); a building (2800-3800 × 400-1400) with a courtyard (3100-3500 × 700-1100); a park
   * reaching past the left edge (-2000…1200 × 2400-3600) whose hole (-1200…600 × 2800-3200)
   * crosses the clip frame; and a pond with its winding reversed (outer ring anticlockwise, as
   * some older tiles write) with an islet, to show rings are told apart by signed area.
   */
  const bytes = fromGeojsonVt(
    {
      water: {
        features: [
          polygon({ class: 'lake' }, square(400, 400, 2400, 2400, true), square(1000, 1000, 1800, 1800, false)),
          polygon({ class: 'lake' }, square(2800, 2400, 3800, 3400, false), square(3200, 2800, 3400, 3000, true)),
        ],
      },
      building: { features: [polygon({}, square(2800, 400, 3800, 1400, true), square(3100, 700, 3500, 1100, false))] },
      park: { features: [polygon({ class: 'park' }, square(-2000, 2400, 1200, 3600, true), square(-1200, 2800, 600, 3200, false))] },
    } as unknown as Parameters<typeof fromGeojsonVt>[0],
    { version: 2, extent: 4096 },
  );
  const palette = flat.palette;

  function render(): (x: number, y: number) => string {
    const decoded = decodeTile(bytes);
    const layers = mapLayers([{ tile: decoded, transform: [0.25, 0, 0, 0.25, 0, 0] }], { ...options, theme: flat, width: 1024, height: 1024 });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="1024" height="1024"><rect width="1024" height="1024" fill="${palette.background}"/>${layers}</svg>`;
    const image = new Resvg(svg).render();
    const pixels = image.pixels;
    return (x, y) => {
      const i = 4 * (y * image.width + x);
      const hex = (v: number) => v.toString(16).padStart(2, '0');
      return `#${hex(pixels[i]!)}${hex(pixels[i + 1]!)}${hex(pixels[i + 2]!)}`;
    };
  }
  const near = (actual: string, expected: string) => {
    const [a, b] = [parseHex(actual), parseHex(expected)];
    return Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)) <= 2;
  };

  it("keeps each polygon's rings together: one outer ring and its holes per feature", () => {
    const water = decodeTile(bytes).layers.find((layer) => layer.kind === 'water')!;
    expect(water.polygons.length - 1).toBe(2);
    expect(water.rings.length - 1).toBe(4);
  });

  it("draws the lake's island as land, not water", () => {
    const at = render();
    expect(near(at(150, 150), palette.water)).toBe(true); // the lake
    expect(near(at(350, 350), palette.background)).toBe(true); // the island
  });

  it("leaves the building's courtyard open", () => {
    const at = render();
    expect(near(at(720, 140), palette.building)).toBe(true); // the building
    expect(near(at(825, 225), palette.background)).toBe(true); // the courtyard
  });

  it('keeps a hole that crosses the clip frame', () => {
    const at = render();
    expect(near(at(250, 750), palette.park)).toBe(true); // park right of the hole
    expect(near(at(10, 750), palette.background)).toBe(true); // the hole, at the frame's edge
    expect(near(at(80, 650), palette.park)).toBe(true); // park above the hole
  });

  it('tells outer rings from holes by signed area, whatever the winding the tile used', () => {
    const at = render();
    expect(near(at(730, 630), palette.water)).toBe(true); // the reversed pond
    expect(near(at(825, 725), palette.background)).toBe(true); // its islet
  });

  it('fills where two features of opposite winding overlap (windings are made one way when decoded)', () => {
    const overlapping = fromGeojsonVt(
      {
        water: {
          features: [polygon({ class: 'lake' }, square(400, 400, 2400, 2400, true)), polygon({ class: 'lake' }, square(1200, 1200, 3200, 3200, false))],
        },
      } as unknown as Parameters<typeof fromGeojsonVt>[0],
      { version: 2, extent: 4096 },
    );
    const layers = mapLayers([{ tile: decodeTile(overlapping), transform: [0.25, 0, 0, 0.25, 0, 0] }], { ...options, theme: flat, width: 1024, height: 1024 });
    const image = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="1024" height="1024"><rect width="1024" height="1024" fill="${palette.background}"/>${layers}</svg>`,
    ).render();
    const i = 4 * (450 * 1024 + 450); // inside both lakes
    const hex = `#${[0, 1, 2].map((k) => image.pixels[i + k]!.toString(16).padStart(2, '0')).join('')}`;
    expect(near(hex, palette.water)).toBe(true);
  });

  it('states the fill rule it relies on', () => {
    const svg = mapLayers([{ tile: decodeTile(bytes), transform: [0.25, 0, 0, 0.25, 0, 0] }], { ...options, theme: flat, width: 1024, height: 1024 });
    expect(svg).toMatch(/fill="[^"]+" fill-rule="nonzero"/);
  });
});

describe('nature drawn as nature (issue 26), from a hand-built vector tile', () => {
  const box = (x0: number, y0: number, x1: number, y1: number) => [
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ],
  ];
  const area = (tags: Record<string, string>, x0: number, y0: number, x1: number, y1: number) => ({ type: 3, geometry: box(x0, y0, x1, y1), tags });
  /**
   * Tile units drawn at a quarter (1024 px): a national park over the top half, a forest
   * (0-2048 × 2048-4096) holding a park (400-1200 × 2400-3200), a meadow (2048-4096 × 2048-4096).
   */
  const bytes = fromGeojsonVt(
    {
      park: { features: [area({ class: 'national_park' }, 0, 0, 4096, 2000)] },
      landcover: {
        features: [
          area({ class: 'wood', subclass: 'forest' }, 0, 2048, 2048, 4096),
          area({ class: 'grass', subclass: 'park' }, 400, 2400, 1200, 3200),
          area({ class: 'grass', subclass: 'meadow' }, 2048, 2048, 4096, 4096),
        ],
      },
    } as unknown as Parameters<typeof fromGeojsonVt>[0],
    { version: 2, extent: 4096 },
  );

  for (const key of ['copper_patina', 'midnight_dark'] as const) {
    it(`${key}: no slab for a national park, woods in the wood color under parks, meadows in the landcover tint`, () => {
      const t = THEMES[key]!;
      const layers = mapLayers([{ tile: decodeTile(bytes), transform: [0.25, 0, 0, 0.25, 0, 0] }], { ...options, theme: t, width: 1024, height: 1024 });
      const image = new Resvg(
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="1024" height="1024"><rect width="1024" height="1024" fill="${t.palette.background}"/>${layers}</svg>`,
      ).render();
      const at = (x: number, y: number) => {
        const i = 4 * (y * 1024 + x);
        return `#${[0, 1, 2].map((k) => image.pixels[i + k]!.toString(16).padStart(2, '0')).join('')}`;
      };
      expect(at(500, 200)).toBe(t.palette.background); // inside the national park: the page
      expect(at(450, 900)).toBe(woodFill(t, options.zoom)); // the forest
      expect(at(200, 700)).toBe(t.palette.park); // the park inside it
      expect(at(800, 800)).toBe(t.palette.landcover); // the meadow
      expect(t.palette.wood).not.toBe(t.palette.park);
    });
  }
});

describe('a divided road reads as one road (issues 26 and 39), from a hand-built vector tile', () => {
  type Line = Array<[number, number]>;
  const road = (tags: Record<string, string | number>, ...lines: Line[]) => ({ type: 2, geometry: lines, tags });
  /** A tile of zoom 14 on the equator: 0.6 m a tile unit, drawn at a quarter (1024 px, 2.4 m a px). */
  const AT = { z: 14, y: 8192 };
  /** 15 m between the two carriageways' centre lines: 25 units, 6 px. */
  const GAP = 25;
  const Y = 2000;
  /** Eastbound on y = Y; westbound GAP north of it, bowing out to 50 units over x 1900 to 2100, in a way of its own (Vesterbrogade's widening). */
  const widenedMedian = (): { westbound: Line[]; eastbound: Line[] } => ({
    westbound: [
      [
        [3500, Y + GAP],
        [2100, Y + GAP],
      ],
      [
        [2100, Y + GAP],
        [2050, Y + 50],
        [1950, Y + 50],
        [1900, Y + GAP],
      ],
      [
        [1900, Y + GAP],
        [500, Y + GAP],
      ],
    ],
    eastbound: [
      [
        [500, Y],
        [2000, Y],
      ],
      [
        [2000, Y],
        [3500, Y],
      ],
    ],
  });
  /** `buildings`: outer rings of buildings in the same tile (drawn over the roads). */
  const render = (features: ReturnType<typeof road>[], t = flat, buildings: Line[] = []) => {
    const building = { features: buildings.map((ring) => ({ type: 3, geometry: [ring], tags: {} })) };
    const bytes = fromGeojsonVt({ transportation: { features }, building } as unknown as Parameters<typeof fromGeojsonVt>[0], { version: 2, extent: 4096 });
    const layers = mapLayers([{ tile: decodeTile(bytes, AT), transform: [0.25, 0, 0, 0.25, 0, 0] }], { ...options, theme: t, width: 1024, height: 1024 });
    const image = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="1024" height="1024"><rect width="1024" height="1024" fill="${t.palette.background}"/>${layers}</svg>`,
    ).render();
    // Once: each read of `pixels` copies the whole image out of resvg.
    const pixels = image.pixels;
    return (x: number, y: number) => {
      const i = 4 * (y * 1024 + x);
      return `#${[0, 1, 2].map((k) => pixels[i + k]!.toString(16).padStart(2, '0')).join('')}`;
    };
  };
  /** The pixel half way between the two carriageways. */
  const between = (Y + GAP / 2) / 4;
  const east: Line = [
    [500, Y],
    [3500, Y],
  ];
  const west: Line = [
    [3500, Y + GAP],
    [500, Y + GAP],
  ];

  /**
   * The rows of column `x` inked by a road of `color`: nearer that color than the page, by more than
   * half the way (a thin line covers no pixel fully). One run of them is one line across the road.
   */
  const runs = (at: (x: number, y: number) => string, x: number, color: string, page = flat.palette.background) => {
    const distance = (a: string, b: string) => {
      const [p, q] = [parseHex(a), parseHex(b)];
      return Math.hypot(p.r - q.r, p.g - q.g, p.b - q.b);
    };
    const found: Array<[from: number, to: number]> = [];
    for (let y = 470; y < 540; y++) {
      if (distance(at(x, y), page) <= 0.5 * distance(color, page)) continue;
      const last = found[found.length - 1];
      if (last && last[1] === y - 1) last[1] = y;
      else found.push([y, y]);
    }
    return found;
  };

  it('draws two one-way primaries 15 m apart running opposite ways as one line half way between, at the class width, with no median fill', () => {
    for (const t of [flat, theme]) {
      const at = render([road({ class: 'primary', oneway: 1 }, east), road({ class: 'primary', oneway: 1 }, west)], t);
      const width = roadStrokePx('primary', options.zoom, options.scale, t.roadWidthScale);
      for (const x of [300, 500, 700]) {
        const lines = runs(at, x, t.palette.roads.primary, t.palette.background);
        expect(lines, `${t.key} at x ${x}`).toHaveLength(1);
        const [from, to] = lines[0]!;
        expect(Math.abs((from + to) / 2 - between), `${t.key} at x ${x}: centred`).toBeLessThanOrEqual(1);
        // As wide as one primary: not the 6 px median and both strokes.
        expect(to - from + 1, `${t.key} at x ${x}: width`).toBeLessThanOrEqual(Math.ceil(width) + 1);
      }
      // Where the carriageways were, the page (or the casing's page color): no track either side.
      for (const y of [Math.round(Y / 4) - 2, Math.round((Y + GAP) / 4) + 2]) expect(at(500, y), `${t.key} at y ${y}`).not.toBe(t.palette.roads.primary);
      expect(
        runs(at, 500, t.palette.roads.primary, t.palette.background)
          .flat()
          .every((y) => y > Y / 4 - 2 && y < (Y + GAP) / 4 + 2),
      ).toBe(true);
    }
  });

  it('also when one carriageway is drawn the other way round and marked oneway -1, or both are mapped without oneway and close', () => {
    const reversed = render([road({ class: 'secondary', oneway: 1 }, east), road({ class: 'secondary', oneway: -1 }, [...west].reverse() as Line)]);
    expect(runs(reversed, 500, flat.palette.roads.secondary)).toHaveLength(1);
    // Without oneway, only close pairs (8 m: Copenhagen's boulevards); 15 m apart they may be a hairpin's legs.
    const near: Line = [
      [3500, Y + 13],
      [500, Y + 13],
    ];
    expect(runs(render([road({ class: 'primary' }, east), road({ class: 'primary' }, near)]), 500, flat.palette.roads.primary)).toHaveLength(1);
    expect(runs(render([road({ class: 'primary' }, east), road({ class: 'primary' }, west)]), 500, flat.palette.roads.primary)).toHaveLength(2);
  });

  it('leaves apart one-way roads running the same way and roads further apart than a median', () => {
    const sameWay = [...west].reverse() as Line;
    expect(
      runs(render([road({ class: 'primary', oneway: 1 }, east), road({ class: 'primary', oneway: 1 }, sameWay)]), 500, flat.palette.roads.primary),
    ).toHaveLength(2);
    const farWest: Line = [
      [3500, Y + 100],
      [500, Y + 100],
    ]; // 60 m: a one-way street a block away
    const far = render([road({ class: 'primary', oneway: 1 }, east), road({ class: 'primary', oneway: 1 }, farWest)]);
    expect(far(500, Math.round((Y + 50) / 4))).toBe(flat.palette.background);
    expect(runs(far, 500, flat.palette.roads.primary)).toHaveLength(2); // both where they are
  });

  it("draws a motorway's lanes split into ways running the same way a few metres apart (toll lanes) as one line; a slip road thinner than its road", () => {
    // 8 m apart: at the class width, each stroke ran into the next as one band nearly two roads wide (I-95, Baltimore).
    const lane: Line = [
      [500, Y + 13],
      [3500, Y + 13],
    ];
    const width = roadStrokePx('motorway', options.zoom, options.scale, flat.roadWidthScale);
    const lanes = runs(render([road({ class: 'motorway', oneway: 1 }, east), road({ class: 'motorway', oneway: 1 }, lane)]), 500, flat.palette.roads.motorway);
    expect(lanes).toHaveLength(1);
    expect(lanes[0]![1] - lanes[0]![0] + 1).toBeLessThanOrEqual(Math.ceil(width) + 1);
    // A slip road: in its road's color, 0.6 of its width (the ink across it, antialiased pixels counted by their share).
    const ink = (at: (x: number, y: number) => string) => {
      const [page, color] = [parseHex(flat.palette.background), parseHex(flat.palette.roads.motorway)];
      const full = Math.hypot(page.r - color.r, page.g - color.g, page.b - color.b);
      let sum = 0;
      for (let y = 470; y < 540; y++) {
        const p = parseHex(at(500, y));
        sum += Math.hypot(p.r - page.r, p.g - page.g, p.b - page.b) / full;
      }
      return sum;
    };
    const ramp = ink(render([road({ class: 'motorway', oneway: 1, ramp: 1 }, east)]));
    const main = ink(render([road({ class: 'motorway', oneway: 1 }, east)]));
    expect(ramp / main).toBeGreaterThan(0.45);
    expect(ramp / main).toBeLessThan(0.75);
  });

  it('carries a side street that ended on a carriageway on to the centre line', () => {
    // A minor street from the north ending on the eastbound carriageway (y = Y), at x = 2000 units.
    const side: Line = [
      [2000, Y - 400],
      [2000, Y],
    ];
    const features = [road({ class: 'primary', oneway: 1 }, east), road({ class: 'primary', oneway: 1 }, west), road({ class: 'minor' }, side)];
    const bytes = fromGeojsonVt({ transportation: { features } } as unknown as Parameters<typeof fromGeojsonVt>[0], { version: 2, extent: 4096 });
    const minor = decodeTile(bytes, AT).layers.find((layer) => layer.kind === 'road:minor')!;
    const ends = [minor.coords[minor.coords.length - 2], minor.coords[minor.coords.length - 1]];
    expect(ends[0]).toBe(2000);
    expect(Math.abs(ends[1]! - (Y + GAP / 2))).toBeLessThanOrEqual(1);
  });

  it("draws a boulevard's carriageways 20 m apart as one line (H.C. Andersens Boulevard 16 m, Broadway 23 m), a tertiary's 30 m apart too (O'Donnell Street)", () => {
    const across = (units: number): Line => [
      [3500, Y + units],
      [500, Y + units],
    ];
    for (const cls of ['tertiary', 'secondary'] as const) {
      const at = render([road({ class: cls, oneway: 1 }, east), road({ class: cls, oneway: 1 }, across(33))]);
      expect(runs(at, 500, flat.palette.roads[cls]), cls).toHaveLength(1);
    }
    expect(
      runs(render([road({ class: 'tertiary', oneway: 1 }, east), road({ class: 'tertiary', oneway: 1 }, across(50))]), 500, flat.palette.roads.tertiary),
    ).toHaveLength(1);
  });

  it('carries the centre line through a short widening of the median between two paired stretches, the carriageways mapped as ways split at the widening (Vesterbrogade)', () => {
    // Eastbound on y = Y; westbound 15 m north of it, bowing out to 30 m (50 units) over 90 m (x 1900 to 2100), in a way of its own.
    const { westbound, eastbound } = widenedMedian();
    const at = render([...westbound, ...eastbound].map((line) => road({ class: 'secondary', oneway: 1 }, line)));
    for (const x of [400, 480, 490, 500, 510, 520, 600]) expect(runs(at, x, flat.palette.roads.secondary), `at x ${x}`).toHaveLength(1);
  });

  it('draws the centre line across a building standing on the median it bridges, not cut by it (Frihedsstøtten on Vesterbrogade), nor by one mapped across the road; buildings beside it stay', () => {
    // The widening of the test above, its island holding a round plinth 14 m across (24 units, 6 px) that the centre line
    // (y = Y + 12.5) crosses: buildings are drawn over the roads, and it cut the bridged boulevard in two.
    const { westbound, eastbound } = widenedMedian();
    const circle = (cx: number, cy: number, r: number): Line =>
      Array.from(
        { length: 17 },
        (_, i) => [Math.round(cx + r * Math.cos((i * Math.PI) / 8)), Math.round(cy + r * Math.sin((i * Math.PI) / 8))] as [number, number],
      );
    const plinth = circle(2000, Y + 22, 12);
    /** A building south of the road, off the median; one across the whole road (wider than the median), on the paired stretch. */
    const beside = circle(2000, Y - 60, 16);
    const across: Line = [
      [2800, Y - 40],
      [2900, Y - 40],
      [2900, Y + 70],
      [2800, Y + 70],
      [2800, Y - 40],
    ];
    const roads = [...westbound, ...eastbound].map((line) => road({ class: 'secondary', oneway: 1 }, line));
    for (const t of [flat, theme]) {
      const at = render(roads, t, [plinth, beside, across]);
      for (const x of [497, 499, 500, 501, 503]) {
        const lines = runs(at, x, t.palette.roads.secondary, t.palette.background);
        expect(lines, `${t.key} at x ${x}`).toHaveLength(1);
        const [from, to] = lines[0]!;
        expect(Math.abs((from + to) / 2 - between), `${t.key} at x ${x}: on the centre line`).toBeLessThanOrEqual(1.5);
      }
      expect(at(500, Math.round((Y - 60) / 4)), `${t.key}: the building beside the road`).toBe(t.palette.building);
      // One mapped across the whole road is left out too (../tiles/roads-through): the road runs on through it.
      expect(at(712, Math.round((Y + 60) / 4)), `${t.key}: the building across the road`).not.toBe(t.palette.building);
      expect(runs(at, 712, t.palette.roads.secondary, t.palette.background), `${t.key}: the road where that building was`).toHaveLength(1);
    }
  });

  it('pairs a one-way line that runs out along one carriageway and back along the other (tiles below zoom 14 join them so)', () => {
    // Out along y = Y, back from the tip 3 m north of it, 15 m apart at x = 500 (Kalvebod Brygge at z13).
    const outAndBack: Line = [
      [500, Y],
      [3500, Y + 5],
      [500, Y + GAP],
    ];
    const at = render([road({ class: 'primary', oneway: 1 }, outAndBack)]);
    for (const x of [130, 160, 200]) expect(runs(at, x, flat.palette.roads.primary), `at x ${x}`).toHaveLength(1);
  });

  /** A ring (`ring`'s tags, one-way by default) of `radius` units round the tile's middle in two halves, and roads from the west and east ending on it. */
  const roundabout = (radius: number, ring: Record<string, number | string> = { class: 'primary', oneway: 1 }) => {
    const circle: Line = Array.from(
      { length: 33 },
      (_, i) => [Math.round(2048 + radius * Math.cos((i * Math.PI) / 16)), Math.round(2048 - radius * Math.sin((i * Math.PI) / 16))] as [number, number],
    );
    const entries: Line[] = [
      [
        [1000, 2048],
        [2048 - radius, 2048],
      ],
      [
        [2048 + radius, 2048],
        [3000, 2048],
      ],
    ];
    return render([...[circle.slice(0, 17), circle.slice(16)].map((half) => road(ring, half)), ...entries.map((line) => road({ class: 'primary' }, line))]);
  };

  it('draws a small loop (a turning loop, a small roundabout) as the junction it is: no bead, its roads meeting at its middle (Monaco)', () => {
    // 14 m across: a ring 3 px wide with a hole of a pixel or two, a bead at poster scale.
    // OpenMapTiles leaves a roundabout's oneway off: so mapped, it is the same bead.
    for (const ring of [{ class: 'primary', oneway: 1 }, { class: 'primary' }] as Array<Record<string, string | number>>) {
      const at = roundabout(12, ring);
      expect(runs(at, 512, flat.palette.roads.primary), JSON.stringify(ring)).toHaveLength(1);
      expect(at(512, 512)).not.toBe(flat.palette.background);
    }
  });

  it('leaves a larger roundabout a ring, its middle open', () => {
    // 48 m across, 12 px on this poster.
    for (const ring of [{ class: 'primary', oneway: 1 }, { class: 'primary' }] as Array<Record<string, string | number>>) {
      const at = roundabout(40, ring);
      expect(at(512, 512)).toBe(flat.palette.background);
      expect(runs(at, 512, flat.palette.roads.primary)).toHaveLength(2);
    }
  });
});

describe('road hierarchy', () => {
  const MAIN = ['motorway', 'trunk', 'primary'] as const;
  it('keeps the main roads in proportion to the poster when near (z15): the primaries of Monaco under 4 px on a 1500 px poster, still wider than at z14', () => {
    const scale = 1500 / 1024;
    expect(roadStrokePx('primary', 15, scale)).toBeLessThan(4);
    for (const kind of MAIN) expect(roadStrokePx(kind, 15, scale), kind).toBeGreaterThan(roadStrokePx(kind, 14, scale));
  });

  it('draws every main road at least twice as wide as a minor street, at every zoom and output size', () => {
    for (const zoom of [10, 12, 13, 14, 16, 18]) {
      for (const scale of [0.1, 0.25, 0.39, 1, 2]) {
        const minor = roadStrokePx('minor', zoom, scale);
        for (const kind of MAIN) expect(roadStrokePx(kind, zoom, scale), `${kind} at z${zoom}, scale ${scale}`).toBeGreaterThanOrEqual(2 * minor);
      }
    }
  });
  it('keeps the hierarchy in the SVG at every poster size and zoom: motorway 3×, trunk and primary 2.5×, secondary 2× a minor street', () => {
    /** Long edges in px: screen sizes, then A4, A3 and A2 at 300 dpi. */
    const sizes = [400, 600, 800, 1024, 1500, 2048, 3072, 4096, 6000, 8000, 3508, 4961, 7016];
    const zooms = [10, 11, 12, 12.5, 13, 14, 15, 16, 17, 18];
    const least = { motorway: 3, trunk: 2.5, primary: 2.5, secondary: 2 } as const;
    /** The stroke width of a road of `kind` as the SVG writes it (its fill, under no casing). */
    const drawn = (t: (typeof THEMES)[keyof typeof THEMES], kind: RoadClass, zoom: number, scale: number) =>
      Number(
        /stroke-width="([\d.]+)"/.exec(
          mapLayers([{ transform: identity, tile: tile(geometry(`road:${kind}`, 2, [[0, 10, 100, 10]])) }], {
            ...options,
            theme: { ...t, casings: false },
            zoom,
            scale,
          }),
        )![1],
      );
    const widthScales = [...new Map(Object.values(THEMES).map((t) => [t.roadWidthScale, t])).values()];
    expect(widthScales.length).toBeGreaterThan(3);
    for (const t of widthScales) {
      for (const size of sizes) {
        for (const zoom of zooms) {
          const scale = size / 1024;
          const minor = drawn(t, 'minor', zoom, scale);
          for (const [kind, ratio] of Object.entries(least) as Array<[RoadClass, number]>) {
            expect(
              drawn(t, kind, zoom, scale),
              `${kind} over minor (${minor} px) at ${size} px, z${zoom}, width scale ${t.roadWidthScale}`,
            ).toBeGreaterThanOrEqual(ratio * minor);
          }
        }
      }
    }
  });
  it('draws three tiers: the arterials well over tertiary, tertiary well over a minor street (issue 39)', () => {
    for (const zoom of [12, 13, 14, 15]) {
      for (const scale of [1, 1.5, 3]) {
        const at = (kind: RoadClass) => roadStrokePx(kind, zoom, scale);
        expect(at('secondary'), `secondary over tertiary at z${zoom}, scale ${scale}`).toBeGreaterThanOrEqual(1.3 * at('tertiary'));
        expect(at('tertiary'), `tertiary over minor at z${zoom}, scale ${scale}`).toBeGreaterThanOrEqual(1.6 * at('minor'));
      }
    }
  });

  it('never draws a line thinner than half a pixel, and steps down class by class', () => {
    const order = ['motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'minor', 'service', 'path'] as const;
    for (const zoom of [12, 14, 16]) {
      const widths = order.map((kind) => roadStrokePx(kind, zoom, 0.39));
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(0.5);
      for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeLessThanOrEqual(widths[i - 1]!);
    }
  });
});

describe('tunnels (issue 39): a road runs on through the hill, dashed and faint, instead of ending in a stub', () => {
  // A primary from x 40 to 400 at y 100, on into a tunnel to x 960: both paints, drawn as a poster would.
  const placed: PlacedTile[] = [
    {
      transform: identity,
      tile: tile(geometry('road:primary', 2, [[40, 100, 400, 100]]), geometry('tunnel:primary', 2, [[400, 100, 960, 100]])),
    },
  ];
  const size = { width: 1000, height: 200 };
  const layerOptions: MapLayerOptions = { ...options, ...size, theme: flat, zoom: 15, scale: 2 };
  const hex = (pixels: Uint8Array | Buffer, x: number, y: number) => {
    const i = 4 * (y * size.width + x);
    return [0, 1, 2].map((k) => pixels[i + k]!);
  };
  const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
  const rasters = () => bothWriters(placed, layerOptions, size, flat.palette.background);

  it('draws the tunnel as dashes along the road line, lighter than the road and darker than the page, in the SVG and in the scene alike', () => {
    const rgb = (color: string) => Object.values(parseHex(color));
    const page = rgb(flat.palette.background);
    const road = rgb(flat.palette.roads.primary);
    for (const [painter, pixels] of Object.entries(rasters())) {
      // The open road: solid ink in the road's color.
      for (let x = 60; x < 380; x += 10) expect(distance(hex(pixels, x, 100), road), `${painter}: road at x ${x}`).toBeLessThan(8);
      // The tunnel: runs of ink and runs of page, one after another, all the way to its end.
      const inked = Array.from({ length: 540 }, (_, i) => distance(hex(pixels, 410 + i, 100), page) > 20);
      let dashes = 0;
      for (let i = 1; i < inked.length; i++) if (inked[i] && !inked[i - 1]) dashes++;
      expect(dashes, `${painter}: dashes along the tunnel`).toBeGreaterThanOrEqual(20);
      expect(inked.filter(Boolean).length / inked.length, `${painter}: share of the tunnel inked`).toBeGreaterThan(0.3);
      expect(inked.slice(-60).some(Boolean), `${painter}: dashes up to the tunnel's far end`).toBe(true);
      // Faint: the darkest tunnel pixel sits between the page and the road, nearer the road than the page is.
      const darkest = Array.from({ length: 540 }, (_, i) => hex(pixels, 410 + i, 100)).sort((a, b) => distance(b, page) - distance(a, page))[0]!;
      expect(distance(darkest, page), `${painter}: tunnel ink off the page`).toBeGreaterThan(0.3 * distance(road, page));
      expect(distance(darkest, road), `${painter}: tunnel ink off the road color`).toBeGreaterThan(0.25 * distance(road, page));
    }
  });

  it('Skia dashes the tunnel where resvg does', () => {
    const { resvg, skia: painted } = rasters();
    let differing = 0;
    for (let x = 400; x < 960; x++) if (distance(hex(resvg, x, 100), hex(painted, x, 100)) > 40) differing++;
    expect(differing).toBeLessThan(12);
  });
});

describe('woods at low zoom (issue 39)', () => {
  it('are drawn half way into the page up to z13.5, in the theme color from z15, and in between as the zoom nears', () => {
    for (const t of Object.values(THEMES)) {
      const distance = (color: string) => Math.hypot(...Object.values(parseHex(color)).map((c, i) => c - Object.values(parseHex(t.palette.background))[i]!));
      const full = distance(t.palette.wood);
      expect(woodFill(t, 15), t.key).toBe(t.palette.wood);
      expect(woodFill(t, 17), t.key).toBe(t.palette.wood);
      expect(distance(woodFill(t, 12)), t.key).toBeCloseTo(full / 2, -0.5);
      expect(distance(woodFill(t, 13.5)), t.key).toBeCloseTo(full / 2, -0.5);
      expect(distance(woodFill(t, 14.25)), t.key).toBeGreaterThan(distance(woodFill(t, 13.5)) - 1);
      expect(distance(woodFill(t, 14.25)), t.key).toBeLessThan(full + 1);
    }
  });

  /**
   * A wood's edge feathered inward (Andorra's ruled forest edges): two woods side by side over the
   * tile's height, A on 0-2048 (cut by the tile's square on three sides) and B on 2048-3072, drawn at
   * a quarter, so the only mapped edge is B's right side at x 768. Drawn by both writers (resvg from
   * the SVG, Skia from the scene) over the page.
   */
  const woodsTile = decodeTile(
    fromGeojsonVt(
      {
        landcover: {
          features: [
            {
              type: 3,
              tags: { class: 'wood', subclass: 'forest' },
              geometry: [
                [
                  [0, 0],
                  [2048, 0],
                  [2048, 4096],
                  [0, 4096],
                  [0, 0],
                ],
              ],
            },
            {
              type: 3,
              tags: { class: 'wood', subclass: 'wood' },
              geometry: [
                [
                  [2048, 0],
                  [3072, 0],
                  [3072, 4096],
                  [2048, 4096],
                  [2048, 0],
                ],
              ],
            },
          ],
        },
      } as unknown as Parameters<typeof fromGeojsonVt>[0],
      { version: 2, extent: 4096 },
    ),
  );
  const size = { width: 1024, height: 1024 };
  const rasters = (t: (typeof THEMES)[keyof typeof THEMES], zoom: number) => {
    const layerOptions: MapLayerOptions = { ...options, ...size, theme: t, zoom, scale: 1.5, showRoads: false, showBuildings: false };
    const placed: PlacedTile[] = [{ tile: woodsTile, transform: [0.25, 0, 0, 0.25, 0, 0] }];
    return bothWriters(placed, layerOptions, size, t.palette.background);
  };
  const rgbAt = (pixels: Uint8Array | Buffer, x: number, y: number) => [0, 1, 2].map((k) => pixels[4 * (y * size.width + x) + k]!);
  const rgb = (color: string) => Object.values(parseHex(color));
  const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

  for (const key of ['arid_canyon', 'forest_shadow', 'minimal_white'] as const) {
    it(`${key}: feathered inward from the mapped edge only, which stays where it is mapped, by both writers`, () => {
      const t = THEMES[key]!;
      const page = rgb(t.palette.background);
      const fill = rgb(woodFill(t, 13));
      const contrast = distance(fill, page);
      const wood = distance(rgb(t.palette.wood), page);
      for (const [painter, pixels] of Object.entries(rasters(t, 13))) {
        const from = (x: number) => distance(rgbAt(pixels, x, 512), page);
        // Past the mapped edge: the page, right up to it (the outline has not moved out).
        expect(from(770), `${painter}: past the edge`).toBeLessThan(1.5);
        // At the edge: paler than the fill, and still woods (over 30 % of the wood's color: MapLibre's masks).
        expect(from(767), `${painter}: at the edge`).toBeLessThan(contrast * 0.8);
        expect(from(767), `${painter}: at the edge`).toBeGreaterThan(wood * 0.3);
        // Deepening inward, step by step, to the fill.
        const profile = Array.from({ length: 30 }, (_, i) => from(767 - i));
        for (let i = 1; i < profile.length; i++) expect(profile[i]!, `${painter}: ${i} px in`).toBeGreaterThanOrEqual(profile[i - 1]! - 1);
        expect(distance(rgbAt(pixels, 700, 512), fill), `${painter}: inside`).toBeLessThan(1.5);
        // No band where the two woods meet, nor along the tile's square (the neighbouring tile carries the woods on).
        for (const [x, y] of [
          [512, 512],
          [510, 300],
          [514, 700],
          [1, 512],
          [300, 1],
          [300, 1022],
          [650, 1],
        ]) {
          expect(distance(rgbAt(pixels, x!, y!), fill), `${painter}: at ${x},${y}`).toBeLessThan(1.5);
        }
      }
    });
  }

  it('are crisp from z15: the wood color up to its edge', () => {
    const t = THEMES.arid_canyon!;
    expect(woodEdgeBands(t, 15, 1.5)).toEqual([]);
    for (const [painter, pixels] of Object.entries(rasters(t, 15))) {
      expect(distance(rgbAt(pixels, 767, 512), rgb(t.palette.wood)), painter).toBeLessThan(1.5);
    }
  });
});

describe('what crosses the water', () => {
  // A lake from 200 to 600 px both ways; a primary road across it at y 400, a minor street on land at y 800.
  const lake = geometry('water', 3, [[200, 200, 600, 200, 600, 600, 200, 600, 200, 200]]);
  const bridge = geometry('road:primary', 2, [[0, 400, 1000, 400]]);
  const street = geometry('road:minor', 2, [[0, 800, 1000, 800]]);
  const placed = [{ tile: tile(lake, bridge, street), transform: identity }];
  /** The box the path's points span. */
  const box = (d: string) => {
    const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  };
  const ink = (rows: { from: number; to: number }, tiles: PlacedTile[] = placed) => mapLayersWithInk(tiles, options, { inkRows: [rows] }).overWater.lines;

  it('is the stretch of a road over the water, as wide as its casing, and nothing on land', () => {
    const d = ink({ from: 0, to: 1000 });
    const casing = Math.max(...opened(mapLayerOps(placed, options)).flatMap((op) => (op.op === 'path' && op.paint.stroke ? [op.paint.width ?? 0] : [])));
    const { minX, maxX, minY, maxY } = box(d);
    // Over the lake and a stroke's width past its shores (the poster clips it to the water), never the whole road.
    expect(minX).toBeGreaterThan(200 - 2 * casing);
    expect(minX).toBeLessThan(200);
    expect(maxX).toBeGreaterThan(600);
    expect(maxX).toBeLessThan(600 + 2 * casing);
    // As wide as the road's casing (and half a pixel for its anti-aliased edge), the minor street on land not in it.
    expect(maxY - minY).toBeCloseTo(casing + 1, 1);
    expect((minY + maxY) / 2).toBeCloseTo(400, 1);
  });

  it('tells what stands on the water (a building, a path on a pier) from what crosses it', () => {
    const roof = geometry('building', 3, [[300, 300, 340, 300, 340, 340, 300, 340, 300, 300]]);
    const pierPath = geometry('road:path', 2, [[250, 250, 450, 250]]);
    const shed = geometry('building', 3, [[700, 700, 740, 700, 740, 740, 700, 740, 700, 700]]);
    const overWater = (...layers: PackedGeometry[]) =>
      mapLayersWithInk([{ tile: tile(lake, ...layers), transform: identity }], options, { inkRows: [{ from: 0, to: 1000 }] }).overWater;
    // The roof whole, as drawn (wound as the bands along its edges, and the bridges', are: reversed from the
    // tile's), and a pixel past its edges; not the shed on land; the bridge among what crosses it only.
    const buildings = overWater(bridge, roof, shed);
    expect(buildings.onWater).toContain('M300 300L300 340L340 340L340 300L300 300Z');
    expect(box(buildings.onWater)).toEqual({ minX: 299, minY: 299, maxX: 341, maxY: 341 });
    expect((box(buildings.lines).minY + box(buildings.lines).maxY) / 2).toBeCloseTo(400, 0);
    // The path on the pier, over the lake from where it starts to where it ends, and not among what crosses it.
    const path = overWater(pierPath);
    expect(path.lines).toBe('');
    const { minX, maxX, minY, maxY } = box(path.onWater);
    expect((minY + maxY) / 2).toBeCloseTo(250, 0);
    expect([minX, maxX]).toEqual([expect.closeTo(250, -1), expect.closeTo(450, -1)]);
  });

  it('is empty outside the rows asked for, and where there is no water', () => {
    expect(ink({ from: 700, to: 1000 })).toBe('');
    expect(ink({ from: 0, to: 1000 }, [{ tile: tile(bridge, street), transform: identity }])).toBe('');
  });

  it("draws the water's own fades over the water, under what crosses it", () => {
    const marker: SceneOp = { op: 'rect', x: 0, y: 0, width: 1, height: 1, paint: { fill: '#ff00ff' } };
    const names = mapLayersWithInk(placed, options, { overWater: [marker] }).ops.flatMap((op) => (op.op === 'layer' ? [op.name] : []));
    expect(names.indexOf('water')).toBeLessThan(names.indexOf('water-fades'));
    expect(names.indexOf('water-fades')).toBeLessThan(names.indexOf('roads-primary'));
  });
});
