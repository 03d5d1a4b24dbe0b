import { backdropPlan, type BackdropPlan, markerPx, type PosterLayout, type TextLine, windowPath } from '../layout';
import { fmt, layer, type Scene, type SceneOp, sceneSvg } from '../scene';
import type { PosterSpec } from '../spec';
import type { Theme } from '../themes';
import { fade, type FadeRamp, markerOps, radialVignette, routeOps, routeStrokePx, waterFadeBand, waterFadeRamp } from './furniture';
import { type MapLayerOptions, mapLayers, type PlacedTile, roadStrokePx, waterOutline } from './map-layers';
import { textOps, type TextOutlines } from './text';

/** A raster drawn instead of the map layers (the map-tile styles): a data: URL and its box in poster px. */
export interface MapImage {
  href: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Terrain drawn over the land's cover and under water, roads and buildings (../terrain): the hillshade image, then the contours. */
export interface TerrainDrawing {
  image?: MapImage;
  ops: SceneOp[];
}

/** What the map's layers are drawn with: the spec's layer switches over the theme's. */
function mapLayerOptions(spec: PosterSpec, theme: Theme, frame: Pick<MapLayerOptions, 'scale' | 'width' | 'height' | 'margin'>): MapLayerOptions {
  return {
    theme,
    zoom: spec.zoom,
    ...frame,
    showWater: spec.showWater,
    showParks: spec.showParks,
    showRoads: spec.showRoads,
    showBuildings: spec.showBuildings ?? theme.buildings,
  };
}

/** One fade of the page over the map: its ramps (`body`) over `rows` and solid page (`solid`); `water`, its ramps over the water in water's own tint, over `waterRows`. */
interface FadeBand {
  body: SceneOp[];
  rows: { from: number; to: number };
  solid: SceneOp[];
  water?: SceneOp[];
  waterRows?: { from: number; to: number };
}

/**
 * The fades of a backdrop plan: the panels' (eased in from the map, then solid), the top edge's, the
 * radial vignette. With `waterRamp` (waterFadeRamp), each linear fade also comes as water's own ramp,
 * for the water alone, and the radial vignette is left off the water: the poster draws the page's
 * ramps off the water and these on it, so no fade changes water's hue. Into a panel (the title's
 * page, the credit's strip), water's ramp runs WATER_FADE_STRETCH times as long, so a dark sea pales
 * evenly into the page instead of meeting it as a band. At the sheet's top edge water is not faded at
 * all, as under the radial vignette: the map only ends into the paper there, with no text to clear. A
 * stretched ramp there reached lakes well inside the map (Peblinge Lake, a fifth of the way down
 * Copenhagen) and tinted a customer's exact water color beside streets at full strength; a ramp as
 * short as the land's turned a dark sea into a pale band along the top edge (Monaco).
 */
function fadeBands(plan: BackdropPlan, layout: PosterLayout, sheet: { x: number; y: number; width: number; height: number }, waterRamp?: FadeRamp): FadeBand[] {
  const { height: H } = layout;
  const page = layout.theme.palette.background;
  const across = { x: sheet.x, width: sheet.width };
  const limits = { top: sheet.y, bottom: sheet.y + sheet.height };
  const top = (y: number) => (y <= 0 ? limits.top : y);
  const bottom = (y: number) => (y >= H ? limits.bottom : y);
  const bands: FadeBand[] = [];
  const ramp = (band: { from: number; to: number }, clearY: number, solidY: number, into: 'panel' | 'edge' = 'panel') => {
    const made: FadeBand = { ...fade(page, across, band, clearY, solidY), rows: band };
    if (waterRamp && into === 'panel') {
      const stretched = waterFadeBand(band, clearY, solidY, limits);
      made.water = fade(page, across, stretched.band, stretched.clearY, solidY, waterRamp).body;
      made.waterRows = stretched.band;
    }
    bands.push(made);
  };
  for (const panel of plan.panels) {
    const from = panel.top <= 0 ? top(0) : panel.top - panel.fadeAbove;
    const to = panel.bottom >= H ? bottom(H) : panel.bottom + panel.fadeBelow;
    if (panel.fadeAbove > 0 && panel.fadeBelow > 0) {
      // Eased in from both sides; the two solids meet on a whole pixel (no seam across the text).
      const middle = Math.round((panel.top + panel.bottom) / 2);
      ramp({ from, to: middle }, from, panel.top);
      ramp({ from: middle, to }, to, panel.bottom);
    } else if (panel.fadeAbove > 0) {
      ramp({ from, to }, from, panel.top);
    } else if (panel.fadeBelow > 0) {
      ramp({ from, to }, to, panel.bottom);
    } else {
      const box = { x: Number(fmt(across.x)), y: Number(fmt(from)), width: Number(fmt(across.width)), height: Number(fmt(to - from)) };
      bands.push({ body: [], rows: { from, to }, solid: [{ op: 'rect', ...box, paint: { fill: page } }] });
    }
  }
  if (plan.topEdge > 0) ramp({ from: top(0), to: plan.topEdge }, plan.topEdge, 0, 'edge');
  if (plan.radial) {
    const area = plan.radial;
    const y = area.y <= 0 ? top(0) : area.y;
    const box = { x: across.x, y, width: across.width, height: area.y + area.height - y };
    // Over the land only: water keeps its color out to the edges (a radial blend turned a sea green,
    // a blob or a hole; the designer's first suggestion), and meets the page at the panels' fades.
    bands.push({ body: [radialVignette(page, box)], rows: { from: box.y, to: box.y + box.height }, solid: [] });
  }
  return bands;
}

/**
 * The poster as its one scene (../scene), bottom to top in named layers: the page, the map (its
 * layers, or `options.mapImage` instead of `tiles`), the mat's border, the fades of the backdrop,
 * the map's labels, the route and the markers, the solid page behind the text, the title block and the
 * credit. Every format is written from it: Skia paints it (rasters), ../scene sceneSvg writes it (SVG,
 * and the PDF Chromium prints from that). `options.routes` are the route's lines in poster px as the
 * engine planned them (along the streets, a track, or straight); `options.outline`, which text runs are
 * glyph outlines (a scene for Skia: 'all').
 */
export function posterScene(
  layout: PosterLayout,
  tiles: readonly PlacedTile[],
  options: {
    mapImage?: MapImage;
    /** The map's labels, or what places them: asked for after `onHead` is told. */
    labels?: readonly SceneOp[] | (() => readonly SceneOp[] | undefined);
    /** Told the scene's head as soon as it exists: the page and the map, what is painted before the labels (../threads sceneOpsAfter). */
    onHead?: (head: Scene) => void;
    routes?: Array<Array<[number, number]>>;
    terrain?: TerrainDrawing;
    outline?: TextOutlines;
  } = {},
): Scene {
  const { spec, theme, width: W, height: H, scale, window, bleed } = layout;
  const p = theme.palette;
  const outlineText = options.outline ?? false;
  // The sheet: the trim (0…W, 0…H) and the bleed around it, into which whatever touches the trim runs on.
  const sheet = { x: -bleed, y: -bleed, width: W + 2 * bleed, height: H + 2 * bleed };
  const outline = layout.fullBleed ? undefined : windowPath(window);
  const clipped = (ops: SceneOp[]): SceneOp[] => (outline && ops.length > 0 ? [{ op: 'clip', clip: outline, name: 'ap-window', ops }] : ops);
  const ops: SceneOp[] = layer('page', [
    { op: 'rect', ...sheet, paint: { fill: layout.pageColor } },
    ...(outline ? [{ op: 'path', d: outline, paint: { fill: p.background } } as SceneOp] : []),
  ]);

  const image = options.mapImage;
  // Terrain over the land's cover, under water, roads, buildings and labels: shading and contours in the theme's tints.
  const terrain = options.terrain;
  const shade = terrain?.image;
  const terrainOps: SceneOp[] = [
    ...(shade ? [{ op: 'image' as const, href: shade.href, x: shade.x, y: shade.y, width: shade.width, height: shade.height }] : []),
    ...(terrain?.ops ?? []),
  ];
  const mapOptions = mapLayerOptions(spec, theme, { scale, width: W, height: H, margin: bleed });
  // Backdrops only where text sits on the map itself: every line and the credit on a solid panel.
  const plan = backdropPlan(layout);
  const textOnSolid = !layout.fullBleed || plan !== undefined;
  const water = plan && !image ? waterOutline(tiles, mapOptions) : '';
  const bands = plan ? fadeBands(plan, layout, sheet, water ? waterFadeRamp(p.water, p.background) : undefined) : [];
  // The water's own fades over the water and its piers, under what crosses it (bridges), clipped to the water's areas as drawn.
  const waterFades = bands.flatMap((band) => band.water ?? []);
  const overWater: SceneOp[] = waterFades.length > 0 ? [{ op: 'clip', clip: water, name: 'ap-water', ops: waterFades }] : [];
  const faded = bands.filter((band) => band.body.length > 0);
  // Where the page fades (bridges fade with it) and where the water does (buildings on the water fade with it).
  const inkRows = water ? [...faded.map((band) => band.rows), ...bands.flatMap((band) => (band.waterRows ? [band.waterRows] : []))] : undefined;
  const drawn = image
    ? {
        ops: layer('map-image', [{ op: 'image', href: image.href, x: image.x, y: image.y, width: image.width, height: image.height }]),
        overWater: { lines: '', onWater: '' },
      }
    : mapLayers(tiles, mapOptions, { overGround: terrainOps, overWater, inkRows });
  const map = drawn.ops;
  // The head (../threads sceneOpsAfter): the page and the map, painted while the labels are placed. Its
  // arrays are copies: `ops` is added to below.
  options.onHead?.({ sheet, ops: [...ops, ...clipped([...map])] });
  ops.push(...clipped(map));
  if (!layout.fullBleed && spec.matShowBorder && spec.matBorderWidth > 0) {
    const width = Number(fmt(Math.max(0.5, spec.matBorderWidth * scale)));
    ops.push(...layer('mat-border', [{ op: 'path', d: windowPath(window), paint: { stroke: layout.textColor, strokeOpacity: spec.matBorderOpacity, width } }]));
  }
  // The solid page behind the text: over the route and markers too, as over the map (they show through
  // every ramp at full strength, and stop where the map stops).
  const backdrops: SceneOp[] = [];
  if (plan) {
    const land = bands.flatMap((band) => band.body);
    // The page's fades over the land, and over what crosses the water (fading as the streets it joins do),
    // not over the water itself: the water's own fades above keep its hue. What stands on the water (a boat
    // slip's roof, a path on a pier) fades with it, as the piers do. Each over the water: the small area first, a
    // painter computes the water's clip only within it.
    const over = (area: string, name: string, fadesOver: SceneOp[]): SceneOp[] =>
      area && fadesOver.length > 0 ? [{ op: 'clip', clip: area, name, ops: [{ op: 'clip', clip: water, name: 'ap-water', ops: fadesOver }] }] : [];
    const fades: SceneOp[] = water
      ? [
          { op: 'clip', clip: water, outside: true, name: 'ap-land', ops: land },
          ...over(drawn.overWater.lines, 'ap-over-water', land),
          ...over(drawn.overWater.onWater, 'ap-on-water', waterFades),
        ]
      : land;
    ops.push(...layer('fades', fades));
    backdrops.push(...bands.flatMap((band) => band.solid));
  }
  // Above the fades: what the customer put on the map stays at full strength wherever it is.
  const routeWidth = routeStrokePx(scale, roadStrokePx('motorway', spec.zoom, scale, theme.roadWidthScale));
  const route = (options.routes ?? []).flatMap((line, _index, lines) =>
    routeOps(line, spec.routeColor ?? p.route, p.halo, routeWidth, spec.routeDots && lines.length === 1),
  );
  const markers: SceneOp[] = [
    ...layout.markers
      .filter((marker) => !marker.underText)
      .flatMap((marker) => markerOps([[marker.x, marker.y]], marker.icon, markerPx(spec, scale), marker.color, p.halo)),
    ...layout.markers.flatMap(({ label }) => (label ? textOps(label, { color: p.halo, width: label.size * 0.3 }, outlineText) : [])),
  ];
  // The labels over the fades: they keep clear of the page's fades (labelObstacles), but water's own
  // runs further into the map (waterFadeBand), and drawn under it a name lost its letters over a
  // canal ("CHRISTIANSHAVN" without its N, issue 39).
  const labels = typeof options.labels === 'function' ? options.labels() : options.labels;
  ops.push(...clipped([...layer('labels', [...(labels ?? [])]), ...layer('route', route), ...layer('markers', markers)]));
  ops.push(...layer('backdrop', backdrops));
  const halo = (line: TextLine, factor: number) => (textOnSolid ? undefined : { color: p.background, width: line.size * factor });
  const { title, titleSecond, subtitle, coords, credit } = layout.lines;
  const block: SceneOp[] = [];
  if (title) block.push(...textOps(title, halo(title, 0.1), outlineText));
  if (titleSecond) block.push(...textOps(titleSecond, halo(titleSecond, 0.1), outlineText));
  if (layout.rule) {
    const { x, y, width, thickness } = layout.rule;
    const box = { x: Number(fmt(x)), y: Number(fmt(y - thickness / 2)), width: Number(fmt(width)), height: Number(fmt(thickness)) };
    block.push({ op: 'rect', ...box, paint: { fill: layout.textColor, fillOpacity: 0.75 } });
  }
  if (subtitle) block.push(...textOps(subtitle, halo(subtitle, 0.22), outlineText));
  if (coords) block.push(...textOps(coords, halo(coords, 0.22), outlineText));
  ops.push(...layer('title-block', block));
  ops.push(...layer('credit', textOps(credit, textOnSolid ? undefined : { color: p.background, width: credit.size * 0.25 }, outlineText)));
  return { sheet, ops };
}

/**
 * The whole poster as one standalone SVG document: its scene (posterScene) written by ../scene
 * sceneSvg, with `fontCss` (the faces as subset WOFF2) so its text stays text.
 */
export function posterSvg(layout: PosterLayout, tiles: readonly PlacedTile[], options: Parameters<typeof posterScene>[2] & { fontCss?: string } = {}): string {
  return sceneSvg(posterScene(layout, tiles, options), { fontCss: options.fontCss });
}
