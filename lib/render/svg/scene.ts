/**
 * The poster as a display list: what the SVG document draws, as plain data (it crosses to a worker
 * thread), for a painter that is not an SVG renderer (../skia). Path geometry is SVG path data, as the
 * engine writes it once for both (Skia's Path2D reads it natively); everything else is numbers and
 * colours. The SVG document (./poster posterSvg) stays the reference: a scene draws the same picture.
 */

/** How a path is painted: the SVG attributes of the same name; fill, then stroke, unless `strokeFirst` (paint-order stroke). */
export interface Paint {
  fill?: string;
  fillOpacity?: number;
  /** `evenodd`; else nonzero. */
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

/** A gradient stop: offset 0…1, colour, opacity 0…1. */
export type Stop = [offset: number, color: string, opacity: number];

export type SceneOp =
  | { op: 'path'; d: string; paint: Paint; transform?: Matrix }
  | { op: 'rect'; x: number; y: number; width: number; height: number; rx?: number; paint: Paint; transform?: Matrix }
  /** A rectangle filled with a vertical linear gradient from y1 to y2 (user space), pad beyond. */
  | { op: 'linear'; x: number; y: number; width: number; height: number; y1: number; y2: number; stops: Stop[] }
  /** A rectangle filled with a radial gradient in its own box's units (centre ½ ½, radius r; an ellipse on the page). */
  | { op: 'radial'; x: number; y: number; width: number; height: number; r: number; stops: Stop[] }
  /** An encoded image (PNG/JPEG/WebP bytes, base64) stretched over its box. */
  | { op: 'image'; base64: string; x: number; y: number; width: number; height: number }
  /** What `ops` draw, clipped to the path `clip` (nonzero, anti-aliased); with `outside`, to the rest of the sheet instead. */
  | { op: 'clip'; clip: string; outside?: boolean; ops: SceneOp[] };

export interface Scene {
  /** The sheet in poster px: trim and bleed (x and y are −bleed). */
  sheet: { x: number; y: number; width: number; height: number };
  ops: SceneOp[];
}

/** A 'translate(x y) scale(s)' or 'rotate(a cx cy)' as a matrix. */
export const translateScale = (x: number, y: number, s: number): Matrix => [s, 0, 0, s, x, y];

export function rotateAbout(degrees: number, cx: number, cy: number): Matrix {
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
}
