import { RADIAL_CLEAR_SHARE } from '../layout';
import { fmt, type SceneOp, type Stop, translateScale } from '../scene';
import type { MarkerIcon } from '../spec';

/** Smootherstep: flat at both ends (value, slope and curvature), so neither end of a fade shows as a line. */
const smootherstep = (t: number) => t * t * t * (t * (t * 6 - 15) + 10);
const smoothstep = (t: number) => t * t * (3 - 2 * t);
const FADE_STOPS = 24;
/** The share of a fade over which what is drawn above it dissolves into the solid page. */
const EDGE_SHARE = 0.18;

/** A fade's color and opacity at `t`, 0 where it is clear, 1 where it is solid. */
export type FadeRamp = (t: number) => { color: string; opacity: number };

/** The page's own ramp: its color, eased (smootherstep) from clear to solid. */
const pageRamp =
  (color: string): FadeRamp =>
  (t) => ({ color, opacity: smootherstep(t) });

/**
 * A vertical fade of the page color over the band [from, to]: clear at `clearY`, solid from
 * `solidY` to the band's other end. The ramp is one gradient, eased flat at both ends; the solid
 * stretch is a plain rectangle (cheaper to fill than a gradient) whose edge sits on a whole pixel,
 * inside the ramp's last, fully opaque pixels: no two anti-aliased edges meet, so no seam.
 */
export function fade(
  color: string,
  across: { x: number; width: number },
  band: { from: number; to: number },
  clearY: number,
  solidY: number,
  ramp: FadeRamp = pageRamp(color),
): { body: SceneOp[]; solid: SceneOp[] } {
  const x = Number(fmt(across.x));
  const width = across.width;
  const { from, to } = band;
  const span = to - from;
  const at = (y: number) => Math.min(1, Math.max(0, (y - from) / span));
  const clearAt = at(clearY);
  const solidAt = at(solidY);
  // Stops must rise in offset: a fade solid at the top runs its ramp backwards.
  const stops = Array.from({ length: FADE_STOPS + 1 }, (_, i) => {
    const t = i / FADE_STOPS;
    const { color: stopColor, opacity } = ramp(t);
    return [Number((clearAt + (solidAt - clearAt) * t).toFixed(5)), stopColor, Number(opacity.toFixed(4))] as Stop;
  }).sort((p, q) => p[0] - q[0]);
  const goesDown = solidY > clearY;
  const overlap = 2;
  const rampTop = Math.max(from, goesDown ? clearY : solidY - overlap);
  const rampBottom = Math.min(to, goesDown ? solidY + overlap : clearY);
  const solidTop = goesDown ? Math.round(solidY) : from;
  const solidBottom = goesDown ? to : Math.round(solidY);
  const box = (top: number, height: number) => ({ x, y: Number(fmt(top)), width: Number(fmt(width)), height: Number(fmt(height)) });
  const made: { body: SceneOp[]; solid: SceneOp[] } = { body: [], solid: [] };
  if (rampBottom > rampTop) made.body.push({ op: 'linear', ...box(rampTop, rampBottom - rampTop), y1: Number(fmt(from)), y2: Number(fmt(to)), stops });
  // What is drawn over the ramp (a route, markers) dissolves into the solid page over the last stretch
  // of the ramp instead of stopping at a hard edge: a second, short ramp drawn above it.
  const edge = EDGE_SHARE * Math.abs(solidY - clearY);
  const edgeFrom = goesDown ? solidY - edge : solidY + edge;
  const edgeTop = Math.min(edgeFrom, solidY);
  const edgeBottom = Math.max(edgeFrom, solidY);
  const solid = solidBottom > solidTop;
  if (solid && edge > 0) {
    const edgeStops: Stop[] = Array.from({ length: 9 }, (_, i) => {
      const t = i / 8;
      return [goesDown ? t : 1 - t, color, Number(smootherstep(t).toFixed(4))];
    });
    if (!goesDown) edgeStops.reverse();
    made.solid.push({ op: 'linear', ...box(edgeTop, edgeBottom - edgeTop + overlap), y1: Number(fmt(edgeTop)), y2: Number(fmt(edgeBottom)), stops: edgeStops });
  }
  if (solid) made.solid.push({ op: 'rect', ...box(solidTop, solidBottom - solidTop), paint: { fill: color } });
  return made;
}

type Lab = [l: number, a: number, b: number];

/** sRGB `#rrggbb` to OKLab (Björn Ottosson's): its hue holds for blues, where CIELAB's bends towards purple. */
function toOklab(hex: string): Lab {
  const n = Number.parseInt(hex.slice(1), 16);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => linear(c / 255)) as Lab;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** OKLab to linear sRGB, unclamped. */
function oklabToLinear([L, A, B]: Lab): Lab {
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** OKLab back to sRGB `#rrggbb`, clamped into the gamut. */
function fromOklab(lab: Lab): string {
  const gamma = (c: number) => Math.round(255 * Math.min(1, Math.max(0, c <= 0.0031308 ? 12.92 * c : 1.055 * Math.max(0, c) ** (1 / 2.4) - 0.055)));
  return `#${oklabToLinear(lab)
    .map((c) => gamma(c).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** `lab` with its chroma cut (hue and lightness kept) until sRGB can show it: clamping would turn its hue. */
function intoGamut(lab: Lab): Lab {
  const fits = (k: number) => oklabToLinear([lab[0], lab[1] * k, lab[2] * k]).every((c) => c >= -1e-4 && c <= 1 + 1e-4);
  if (fits(1)) return lab;
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return [lab[0], lab[1] * lo, lab[2] * lo];
}

/** Water's OKLab chroma and hue distance from the page (degrees) from which its fade holds its hue. */
const WATER_HUE_CHROMA = 0.025;
const WATER_HUE_APART = 20;
/** The share of a water ramp over which what lies on the water (piers, boats) fades into it; after it, the water turns into the page. */
const WATER_COVER_SHARE = 0.1;
/**
 * How many times longer a fade runs over water than over land: a dark sea meets a light page over a
 * long, even ramp of in-between tints instead of a band (issue 39). Land keeps the short fade, so
 * streets still clear the text quickly.
 */
export const WATER_FADE_STRETCH = 2.6;

/**
 * How water fades into the page under the poster's fades (issue 39). Blending water straight towards the
 * page in sRGB turned turquoise green over a sand page, a blob over green, a hole over black; paling it
 * in its own hue to the page's lightness first, then through grey to the page, left a grey slab that met
 * the page in a hard line (the designer's review: forest_shadow, sunset_blush, golden_era in Monaco).
 * Now, first, what lies on the water fades into the water's own color (one color, eased opacity:
 * renderers interpolate stops of different colors and opacities differently); then, opaque, the water
 * turns into the page along the straight line between them in OKLab, eased: every step an in-between
 * tint of the two, evenly spaced to the eye, with no grey and no band. Water of hardly any color, or of
 * the page's own hue, fades as the page's ramps do: there is no other hue to lose.
 */
export function waterFadeRamp(water: string, page: string): FadeRamp {
  const waterLab = toOklab(water);
  const pageLab = toOklab(page);
  const chroma = ([, a, b]: Lab) => Math.hypot(a, b);
  const hue = ([, a, b]: Lab) => (Math.atan2(b, a) * 180) / Math.PI;
  // Water with hardly a color, or one near the page's hue: the page's own ramp keeps what hue it has.
  const apart = Math.abs(((((hue(waterLab) - hue(pageLab)) % 360) + 540) % 360) - 180);
  if (chroma(waterLab) < WATER_HUE_CHROMA || apart < WATER_HUE_APART) return pageRamp(page);
  const between = (u: number) => fromOklab(intoGamut([0, 1, 2].map((i) => waterLab[i]! + (pageLab[i]! - waterLab[i]!) * u) as Lab));
  const waterHex = between(0);
  return (t) =>
    t <= WATER_COVER_SHARE
      ? { color: waterHex, opacity: smoothstep(t / WATER_COVER_SHARE) }
      : { color: between(smoothstep((t - WATER_COVER_SHARE) / (1 - WATER_COVER_SHARE))), opacity: 1 };
}

/**
 * The band of a fade's water ramp (fade's `band` and `clearY`): the same solid end, the clear end
 * WATER_FADE_STRETCH times as far from it, kept within `limits` (the sheet).
 */
export function waterFadeBand(
  band: { from: number; to: number },
  clearY: number,
  solidY: number,
  limits: { top: number; bottom: number },
): { band: { from: number; to: number }; clearY: number } {
  const clear = Math.min(limits.bottom, Math.max(limits.top, solidY + (clearY - solidY) * WATER_FADE_STRETCH));
  return { band: { from: Math.min(band.from, clear), to: Math.max(band.to, clear) }, clearY: clear };
}

/**
 * A radial vignette: the page color over the box `area` as an ellipse of its proportions, clear
 * inside RADIAL_CLEAR_SHARE of the way to the corners and eased (smootherstep) to solid at them, so
 * the map fades out softly towards every edge of the box. Only a ramp: it covers no text.
 */
export function radialVignette(color: string, area: { x: number; y: number; width: number; height: number }, ramp: FadeRamp = pageRamp(color)): SceneOp {
  const stops = Array.from({ length: FADE_STOPS / 2 + 1 }, (_, i): Stop => {
    const t = i / (FADE_STOPS / 2);
    const { color: stopColor, opacity } = ramp(t);
    return [Number((RADIAL_CLEAR_SHARE + (1 - RADIAL_CLEAR_SHARE) * t).toFixed(5)), stopColor, Number(opacity.toFixed(4))];
  });
  // In the box's own units a circle of radius √½ through the corners is the ellipse through the box's corners.
  return {
    op: 'radial',
    x: Number(fmt(area.x)),
    y: Number(fmt(area.y)),
    width: Number(fmt(area.width)),
    height: Number(fmt(area.height)),
    r: Number(Math.SQRT1_2.toFixed(5)),
    stops,
  };
}

/** Marker icons in a unit box: height 1 = the marker size; (0,0) is the point on the map. */
const ICONS: Record<MarkerIcon, { shape: string }> = {
  pin: {
    shape: 'M0 0C-0.08 -0.2 -0.33 -0.4 -0.33 -0.64A0.33 0.33 0 1 1 0.33 -0.64C0.33 -0.4 0.08 -0.2 0 0Z',
  },
  circle: { shape: 'M-0.3 0A0.3 0.3 0 1 0 0.3 0A0.3 0.3 0 1 0 -0.3 0Z' },
  heart: {
    shape:
      'M0 0.34C-0.06 0.28 -0.4 0.06 -0.4 -0.12C-0.4 -0.28 -0.28 -0.36 -0.18 -0.36C-0.08 -0.36 -0.02 -0.3 0 -0.24C0.02 -0.3 0.08 -0.36 0.18 -0.36C0.28 -0.36 0.4 -0.28 0.4 -0.12C0.4 0.06 0.06 0.28 0 0.34Z',
  },
  star: {
    shape: (() => {
      const points: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 === 0 ? 0.44 : 0.19;
        const a = (Math.PI / 5) * i - Math.PI / 2;
        points.push(`${(r * Math.cos(a)).toFixed(3)} ${(r * Math.sin(a) + 0.04).toFixed(3)}`);
      }
      return `M${points.join(' ')}Z`;
    })(),
  },
};

/** Where ICONS' eyes are, as circles (cx, cy, r) in the unit box. */
const EYES: Partial<Record<MarkerIcon, [number, number, number]>> = { pin: [0, -0.64, 0.12], circle: [0, 0, 0.11] };

/** Markers (`icon` at each point, `size` px high) as scene operations: the icon in `color` edged with `halo`, its eye in `halo`. */
export function markerOps(points: ReadonlyArray<[number, number]>, icon: MarkerIcon, size: number, color: string, halo: string): SceneOp[] {
  const { shape } = ICONS[icon];
  const eye = EYES[icon];
  return points.flatMap(([x, y]) => {
    const transform = translateScale(Number(fmt(x)), Number(fmt(y)), Number(fmt(size)));
    const ops: SceneOp[] = [{ op: 'path', d: shape, paint: { fill: color, stroke: halo, width: 0.05, join: 'round' }, transform }];
    if (eye) ops.push({ op: 'path', d: circlePath(...eye), paint: { fill: halo }, transform });
    return ops;
  });
}

/** A circle as path data. */
export const circlePath = (cx: number, cy: number, r: number): string => `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;

/**
 * A route's stroke in poster px: 3.2 reference px, and never under ROUTE_OVER_MOTORWAY times the map's
 * widest road. At the width of the main roads a route read as one more main road from across a room where
 * the two are alike in lightness (a designer's review, issue 39: volcanic_ash, coral_depths at z14-15).
 */
export function routeStrokePx(scale: number, motorwayPx: number): number {
  return Math.max(1.5, 3.2 * scale, ROUTE_OVER_MOTORWAY * motorwayPx);
}
const ROUTE_OVER_MOTORWAY = 1.5;

/** A route as scene operations: the line `width` px wide in `color` over a halo twice as wide, and (`dots`) its start and end as dots. */
export function routeOps(points: ReadonlyArray<[number, number]>, color: string, halo: string, width: number, dots = true): SceneOp[] {
  if (points.length < 2) return [];
  const d = `M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' ')}`;
  const line = { cap: 'round', join: 'round' } as const;
  const ops: SceneOp[] = [
    { op: 'path', d, paint: { ...line, stroke: halo, width: Number(fmt(width * 2)) } },
    { op: 'path', d, paint: { ...line, stroke: color, width: Number(fmt(width)) } },
  ];
  if (dots) {
    const dot = ([x, y]: readonly [number, number], fill: string): SceneOp => ({
      op: 'path',
      d: circlePath(Number(fmt(x)), Number(fmt(y)), Number(fmt(width * 1.6))),
      paint: { fill, stroke: color, width: Number(fmt(width * 0.8)) },
    });
    ops.push(dot(points[0]!, color), dot(points[points.length - 1]!, halo));
  }
  return ops;
}
