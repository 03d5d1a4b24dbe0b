/**
 * A theme is data: a palette with a slot for every thing drawn, the typefaces, and a few
 * proportions. Colors are opaque `#rrggbb` (no alpha): tiles are drawn side by side, and an
 * opaque color can be drawn twice at a seam without showing it.
 */

import type { FontFamily } from '../fonts';
import type { RoadClass } from '../openmaptiles';
import type { PosterThemeKey } from './keys';

export type Hex = `#${string}`;

/** A family from the shipped font catalogue (lib/render/fonts) and a weight it has. */
export interface FontChoice {
  family: FontFamily;
  weight: 300 | 400 | 500 | 600 | 700;
}

export interface ThemePalette {
  /** The page and the land. */
  background: Hex;
  /** Built-up land use (residential, commercial, industrial…): a faint tint off the background. */
  landuse: Hex;
  /** Natural land cover (wood, grass, farmland, wetland, sand). */
  landcover: Hex;
  /** Parks, gardens, cemeteries, pitches: places people made. */
  park: Hex;
  /** Woods and forests: natural cover, a quiet layer of its own (quieter than parks). */
  wood: Hex;
  water: Hex;
  /** Rivers, canals and streams drawn as lines. */
  waterway: Hex;
  building: Hex;
  /**
   * Road fills by class: one ramp from the main-road color (the motorway) towards the page, in its hue
   * (color.ts, ROAD_RAMP): motorway…secondary carry that color nearly whole, tertiary is half way,
   * minor, service and path are a dim mesh (never under 1.25:1). A theme whose `roadHues` is
   * `duotone` draws two ramps instead: see there.
   */
  roads: Record<RoadClass, Hex>;
  /** Casing under motorway…secondary when `casings` is on; usually the background or a shade off it. */
  roadCasing: Hex;
  rail: Hex;
  /** Title, subtitle, coordinates, credit, rule. */
  text: Hex;
  /** Halo behind text and marker outlines: normally the background. */
  halo: Hex;
  /** Markers by default. */
  accent: Hex;
  route: Hex;
  /** Map labels (street, place, water names) for the themes that show them. */
  label: Hex;
  /** The mat (passe-partout) unless `matWhiteBorder` asks for white. */
  mat: Hex;
}

export interface Theme {
  /** An artistic theme's key, or a map-tile style's (./keys). */
  key: PosterThemeKey;
  name: string;
  /** One sentence for the gallery and for agents choosing a theme. */
  description: string;
  /** `dark` themes put light text on a dark page; used by invariants and by the gallery. */
  tone: 'light' | 'dark';
  palette: ThemePalette;
  fonts: { title: FontChoice; subtitle: FontChoice; coords: FontChoice; labels: FontChoice };
  /** Multiplies every road width (1 = the standard hierarchy). */
  roadWidthScale: number;
  /** Draw casings under the major roads. */
  casings: boolean;
  /** Whether buildings are drawn at all by default (they are noise on some styles). */
  buildings: boolean;
  /** Street, place and water names (components/docs/content/engine.md: The poster engine, Map labels: midnight_dark, minimal_white, modern_voyager). */
  labels: boolean;
  /** The backdrop behind the text block when the request does not choose one. */
  overlay: 'none' | 'vignette' | 'radial';
  /** Title letter-spacing in em when the request does not choose one. */
  titleTracking: number;
  /**
   * How many hues the road network is drawn in. `one` (the default): every class is the motorway mixed
   * towards the page, so an accent is on all four arterials or on none. `duotone`, declared by a theme
   * that means it (the synthwave pair cyber_glitch and retro_synth, issue 39): motorway, trunk and
   * primary in the main hue; secondary in a second hue at least 90° away and still an arterial (as
   * far from the page, nearly, as the motorway, never above primary in contrast); tertiary that second
   * hue mixed towards the page; the mesh (minor, service, path) either hue mixed towards the page, all
   * three the same one. The three tiers hold as for any theme.
   */
  roadHues: 'one' | 'duotone';
  /** Title case when the request does not choose one. */
  titleTransform: 'uppercase' | 'none' | 'capitalize';
}
