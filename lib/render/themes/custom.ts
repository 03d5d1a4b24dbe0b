/**
 * The customer's own colors (RenderRequest `colors`): a few palette slots a person would name,
 * laid over a theme the way the themes themselves are built (see .scratch/i15/apply.ts, which
 * wrote their palettes): land tints and casings move with the page, the road hierarchy is the main
 * road mixed towards the page (`towardContrast`) to the contrast steps the theme itself keeps,
 * rivers keep their offset from the water, map labels are the text a third of the way to the page.
 */

import { chromaticDistance, contrastRatio, mix, parseHex, relativeLuminance, toHex, towardContrast } from './color';
import { ROAD_CLASSES, type RoadClass } from '../openmaptiles';
import type { Hex, Theme, ThemePalette } from './types';

/** The slots of `colors`, in the order the docs list them. */
export const COLOR_SLOTS = ['background', 'text', 'water', 'parks', 'roads', 'buildings', 'route', 'accent'] as const;
export type ColorSlot = (typeof COLOR_SLOTS)[number];
export type CustomColors = Partial<Record<ColorSlot, Hex>>;

/** With a map-tile style the map is the tile server's picture: only what dresses it can be recolored. */
export const TILE_COLOR_SLOTS: readonly ColorSlot[] = ['background', 'text', 'route', 'accent'];

/** Title, subtitle and coordinates in the customer's colors: at least this contrast on the page (and the mat). */
export const MIN_TEXT_CONTRAST = 3;

/** No road class fades under this contrast on the page (the themes' path floor, 1.25, with rounding room). */
const STREET_FLOOR = 1.27;
/** Map labels are the text this share of the way to the page, as in the themes (0.22…0.36). */
const LABEL_SHARE = 0.3;
/** The mat is the page mixed this far towards white (light page) or black (dark page), as the themes' mats are. */
const MAT_LIGHTER = 0.75;
const MAT_DARKER = 0.5;
/** Water and land look alike under both of these (the themes keep 1.3:1 and an a*b* distance of 10). */
const WATER_CONTRAST_MIN = 1.3;
const WATER_HUE_MIN = 10;

export function isColorSlot(name: string): name is ColorSlot {
  return (COLOR_SLOTS as readonly string[]).includes(name);
}

/** `color` moved by the difference from `from` to `to`, channel by channel: a tint kept off a page that changed. */
function shifted(color: string, from: string, to: string): Hex {
  const [c, a, b] = [parseHex(color), parseHex(from), parseHex(to)];
  return toHex({ r: c.r + b.r - a.r, g: c.g + b.g - a.g, b: c.b + b.b - a.b });
}

/**
 * The road hierarchy from one main-road color: each class is `road` mixed towards the page until its
 * contrast is the motorway's raised to the share the theme gives that class (log contrast / log
 * motorway contrast), never under STREET_FLOOR (unless the road color itself is fainter).
 */
function roadsFrom(theme: ThemePalette, road: Hex, page: Hex): Record<RoadClass, Hex> {
  const top = Math.log(contrastRatio(theme.roads.motorway, theme.background));
  const main = contrastRatio(road, page);
  const roads = {} as Record<RoadClass, Hex>;
  // A faint road color (under the floor itself) is drawn as it is on every class.
  const floor = Math.min(STREET_FLOOR, main);
  let above = main;
  for (const cls of ROAD_CLASSES) {
    const share = top > 0 ? Math.log(contrastRatio(theme.roads[cls], theme.background)) / top : 1;
    // Never above the class before it, even where the floor lifts a class.
    above = Math.min(above, Math.max(floor, main ** share));
    roads[cls] = cls === 'motorway' ? road : towardContrast(road, page, above);
  }
  return roads;
}

/** The mat for a page of the customer's: a lighter shade of a light page, a darker one of a dark page. */
function matFor(page: Hex): Hex {
  return relativeLuminance(page) < 0.2 ? mix(page, '#000000', MAT_DARKER) : mix(page, '#ffffff', MAT_LIGHTER);
}

/**
 * The theme with the customer's colors laid over it; the theme itself when there are none.
 * - background: the page and the land, the halo, and what is a tint off the page (land use, land
 *   cover, buildings unless given, road casings) moved with it; the mat becomes a shade of it.
 * - text: title, subtitle, coordinates, credit and rule; map labels are a softer shade of it.
 * - water: water areas; rivers and streams keep the theme's offset from them.
 * - parks, buildings: those fills.
 * - roads: the motorways; trunk…path are it mixed towards the page in the theme's steps.
 * - accent: markers (and the route, unless route is given). route: the route.
 * markerColor, a marker's own color and routeColor still win over these.
 */
export function withColors(theme: Theme, colors: CustomColors | undefined): Theme {
  if (!colors || Object.values(colors).every((hex) => hex === undefined)) return theme;
  const base = theme.palette;
  const page = colors.background ?? base.background;
  const p: ThemePalette = { ...base, roads: { ...base.roads } };
  if (colors.background) {
    p.background = page;
    p.halo = page;
    p.landuse = shifted(base.landuse, base.background, page);
    p.landcover = shifted(base.landcover, base.background, page);
    p.wood = shifted(base.wood, base.background, page);
    p.building = shifted(base.building, base.background, page);
    p.roadCasing = shifted(base.roadCasing, base.background, page);
    p.mat = matFor(page);
  }
  if (colors.text || colors.background) {
    p.text = colors.text ?? base.text;
    p.label = colors.text ? mix(colors.text, page, LABEL_SHARE) : base.label;
  }
  if (colors.water) {
    p.water = colors.water;
    p.waterway = shifted(base.waterway, base.water, colors.water);
  }
  if (colors.parks) p.park = colors.parks;
  if (colors.buildings) p.building = colors.buildings;
  // A new road color or page re-ramps the network from the motorway alone: one hue, even on a duotone theme.
  const reramped = Boolean(colors.roads || colors.background);
  if (reramped) p.roads = roadsFrom(base, colors.roads ?? base.roads.motorway, page);
  if (colors.accent) p.accent = colors.accent;
  if (colors.route ?? colors.accent) p.route = (colors.route ?? colors.accent)!;
  return { ...theme, tone: relativeLuminance(p.background) < 0.2 ? 'dark' : 'light', palette: p, roadHues: reramped ? 'one' : theme.roadHues };
}

export interface ColorProblem {
  /** Under `colors`: the slot the problem is about. */
  slot: ColorSlot;
  /** The rule, without the slot ("#777777 has 1.9:1 contrast on …"). */
  message: string;
}

/** A contrast as people write it, rounded down so that a refused 2.96 never reads 3.0:1. */
const ratio = (value: number) => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`;

/**
 * What makes the customer's colors unprintable, found before anything is charged: slots a
 * map-tile style cannot draw, and a title under MIN_TEXT_CONTRAST on the page or (with a mat) the
 * mat. The contrast rule applies once text or background is the customer's: the theme's own
 * colors keep 4.5:1 by themselves (themes.test.ts).
 */
export function colorProblems(theme: Theme, colors: CustomColors, options: { tile: boolean; matEnabled: boolean; matWhiteBorder: boolean }): ColorProblem[] {
  const problems: ColorProblem[] = [];
  if (options.tile) {
    for (const slot of COLOR_SLOTS) {
      if (colors[slot] !== undefined && !TILE_COLOR_SLOTS.includes(slot)) {
        problems.push({
          slot,
          message: `cannot be set with renderMode "tile": the map is the tile server's own picture; with ${theme.key} only ${TILE_COLOR_SLOTS.slice(0, -1).join(', ')} and ${TILE_COLOR_SLOTS.at(-1)} apply`,
        });
      }
    }
  }
  if (!colors.text && !colors.background) return problems;
  const resolved = withColors(theme, colors);
  const text = resolved.palette.text;
  const grounds: Array<{ hex: string; name: string; page: boolean }> = [
    {
      hex: resolved.palette.background,
      name: colors.background ? `colors.background ${colors.background}` : `the page ${theme.palette.background} of ${theme.key}`,
      page: true,
    },
  ];
  if (options.matEnabled) {
    const white = options.matWhiteBorder;
    const mat = white ? '#ffffff' : resolved.palette.mat;
    const name = white
      ? 'the white mat (matWhiteBorder)'
      : colors.background
        ? `the mat ${mat} (a shade of colors.background)`
        : `the mat ${mat} of ${theme.key}`;
    grounds.push({ hex: mat, name, page: false });
  }
  const need = `at least ${MIN_TEXT_CONTRAST}:1 is needed`;
  for (const ground of grounds) {
    const contrast = contrastRatio(text, ground.hex);
    if (contrast >= MIN_TEXT_CONTRAST) continue;
    if (colors.text) problems.push({ slot: 'text', message: `${text} has ${ratio(contrast)} contrast on ${ground.name}; ${need}` });
    else {
      const where = ground.page ? '' : ` on ${ground.name}`;
      problems.push({
        slot: 'background',
        message: `${colors.background} leaves the text color ${text} of ${theme.key} at ${ratio(contrast)} contrast${where}; ${need}: set colors.text as well`,
      });
    }
    break;
  }
  return problems;
}

/**
 * What the customer's colors will not show, in words for the caller: a slot whose layer is not
 * drawn, and water that looks like the land. `theme` is the theme with the colors laid over it.
 */
export function colorWarnings(
  theme: Theme,
  colors: CustomColors | undefined,
  drawn: { tile: boolean; water: boolean; parks: boolean; roads: boolean; buildings: boolean },
): string[] {
  if (!colors || drawn.tile) return [];
  const warnings: string[] = [];
  const off: Array<[ColorSlot, boolean, string]> = [
    ['water', drawn.water, 'showWater is false'],
    ['parks', drawn.parks, 'showParks is false'],
    ['roads', drawn.roads, 'showRoads is false'],
    ['buildings', drawn.buildings, `${theme.key} draws no buildings unless showBuildings is true`],
  ];
  for (const [slot, shown, why] of off) if (colors[slot] && !shown) warnings.push(`colors.${slot} has no effect: ${why}`);
  if ((colors.water || colors.background) && drawn.water) {
    const { water, background } = theme.palette;
    const contrast = contrastRatio(water, background);
    if (contrast < WATER_CONTRAST_MIN && chromaticDistance(water, background) < WATER_HUE_MIN) {
      const name = (slot: ColorSlot, hex: string) => (colors[slot] ? `colors.${slot} ${hex}` : `the ${slot} color ${hex} of the theme`);
      warnings.push(
        `${name('water', water)} is hard to tell from ${name('background', background)} (${ratio(contrast)} and nearly the same hue): water may look like land; the themes keep at least ${WATER_CONTRAST_MIN}:1 or a clearly different hue`,
      );
    }
  }
  return warnings;
}
