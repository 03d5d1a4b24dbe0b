/**
 * The poster's scene, a list of everything the poster draws, composed once (../svg poster.ts), as
 * plain data (it crosses to a worker thread). Its writers: the Skia painter (../skia, rasters) and the
 * SVG serialiser (./svg-writer, SVG and, through Chromium, PDF). Path geometry is SVG path data (Skia's
 * Path2D reads it natively); everything else is numbers and colors.
 */

/** How a path is painted: the SVG attributes of the same name; fill, then stroke, unless `strokeFirst` (paint-order stroke). */
export interface Paint {
  fill?: string;
  fillOpacity?: number;
  /** `evenodd` when true; else nonzero (stated in the SVG when false: what the map's polygons rely on). */
  evenOdd?: boolean;
  stroke?: string;
  strokeOpacity?: number;
  width?: number;
  cap?: 'butt' | 'round';
  join?: 'miter' | 'round';
  /** Dash and gap lengths (SVG stroke-dasharray); solid when absent. */
  dash?: number[];
  strokeFirst?: boolean;
}

/** A 2-D affine transform (a, b, c, d, e, f), as SVG's matrix(). */
export type Matrix = [number, number, number, number, number, number];

/**
 * Where an operation is moved to: a matrix, a rotation by `rotate` degrees about (cx, cy), or a move to
 * (x, y) after a scale: the last two are written as SVG's own rotate() and translate() scale(), so a
 * designer's editor shows what they are.
 */
export type Transform = Matrix | { rotate: number; cx: number; cy: number } | { x: number; y: number; scale: number };

/** A gradient stop: offset 0…1, color, opacity 0…1. */
export type Stop = [offset: number, color: string, opacity: number];

/**
 * One run of a line of text at its measured place: real text (family, tracking, characters) for the
 * SVG and PDF, where it stays selectable; `d`, its glyph outline (HarfBuzz, the face's own glyphs),
 * where a rasteriser must draw it or no renderer could set it as shaped (fallback faces in rasters,
 * OpenType features). The Skia painter draws only outlines.
 */
export interface TextRunOp {
  x: number;
  y: number;
  family: string;
  /** Letter-spacing in px. */
  tracking: number;
  text: string;
  d?: string;
}

export type SceneOp =
  | { op: 'path'; d: string; paint: Paint; transform?: Transform }
  | { op: 'rect'; x: number; y: number; width: number; height: number; rx?: number; paint: Paint; transform?: Transform }
  /** A line of text in runs (TextRunOp), all in one size, weight and paint. */
  | { op: 'text'; size: number; weight: number; paint: Paint; runs: TextRunOp[]; transform?: Transform }
  /** A rectangle filled with a vertical linear gradient from y1 to y2 (user space), pad beyond. */
  | { op: 'linear'; x: number; y: number; width: number; height: number; y1: number; y2: number; stops: Stop[] }
  /** A rectangle filled with a radial gradient in its own box's units (centre ½ ½, radius r; an ellipse on the page). */
  | { op: 'radial'; x: number; y: number; width: number; height: number; r: number; stops: Stop[] }
  /** An encoded image (a data: URL of PNG/JPEG/WebP bytes) stretched over its box. */
  | { op: 'image'; href: string; x: number; y: number; width: number; height: number }
  /**
   * What `ops` draw, clipped to the path `clip` (nonzero, anti-aliased); with `outside`, to the rest of
   * the sheet instead. `name` names the clip in the SVG (its id).
   */
  | { op: 'clip'; clip: string; outside?: boolean; name?: string; ops: SceneOp[] }
  /** One of the poster's layers (LAYERS): drawn as its operations; in the SVG, a named group an editor lists as a layer. */
  | { op: 'layer'; name: LayerName; ops: SceneOp[] };

export interface Scene {
  /** The sheet in poster px: trim and bleed (x and y are −bleed). */
  sheet: { x: number; y: number; width: number; height: number };
  ops: SceneOp[];
}

/**
 * The poster's layers, bottom to top, by the id their group has in the SVG, with the label an editor
 * shows (Inkscape's layer name; Illustrator and Figma name a layer by its group's id). A poster has
 * those it draws.
 */
export const LAYERS = {
  page: 'Page',
  landcover: 'Land cover',
  landuse: 'Land use',
  airports: 'Airports',
  woods: 'Woods',
  parks: 'Parks',
  terrain: 'Terrain',
  water: 'Water',
  waterways: 'Rivers and streams',
  piers: 'Piers',
  'water-fades': 'Fades over water',
  runways: 'Runways',
  tunnels: 'Tunnels',
  'road-casings': 'Road casings',
  'roads-path': 'Roads: paths',
  'roads-service': 'Roads: service',
  'roads-minor': 'Roads: minor streets',
  'roads-tertiary': 'Roads: tertiary',
  'roads-secondary': 'Roads: secondary',
  'roads-primary': 'Roads: primary',
  'roads-trunk': 'Roads: trunk',
  'roads-motorway': 'Roads: motorways',
  rail: 'Rail',
  buildings: 'Buildings',
  'map-image': 'Map image',
  'mat-border': 'Mat border',
  fades: 'Fades',
  labels: 'Labels',
  route: 'Route',
  markers: 'Markers',
  backdrop: 'Text backdrop',
  'title-block': 'Title block',
  credit: 'Credit',
} as const;

export type LayerName = keyof typeof LAYERS;

/** `ops` as the layer `name`, or nothing when they draw nothing. */
export const layer = (name: LayerName, ops: SceneOp[]): SceneOp[] => (ops.length > 0 ? [{ op: 'layer', name, ops }] : []);

/** A 'translate(x y) scale(s)'. */
export const translateScale = (x: number, y: number, scale: number): Transform => ({ x, y, scale });

/** A 'rotate(degrees cx cy)'. */
export const rotateAbout = (degrees: number, cx: number, cy: number): Transform => ({ rotate: degrees, cx, cy });

/** Any transform as the matrix it stands for. */
export function transformMatrix(transform: Transform): Matrix {
  if (Array.isArray(transform)) return transform;
  if ('scale' in transform) return [transform.scale, 0, 0, transform.scale, transform.x, transform.y];
  const { rotate, cx, cy } = transform;
  const r = (rotate * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
}
