import { fmt } from '../scene';
import type { MapShape } from '../spec';

/** The map's window on the page: the whole page, a matted rectangle, or a shape. */
export type Window =
  | { shape: 'rectangle'; x: number; y: number; width: number; height: number }
  | { shape: Exclude<MapShape, 'rectangle'>; cx: number; cy: number; r: number };

export function windowCentre(window: Window): [number, number] {
  return window.shape === 'rectangle' ? [window.x + window.width / 2, window.y + window.height / 2] : [window.cx, window.cy];
}

/** Whether a point lies inside the window (the heart by its two lobes and its point, closely enough for labels). */
export function insideWindow(window: Window, x: number, y: number): boolean {
  if (window.shape === 'rectangle') return x >= window.x && x <= window.x + window.width && y >= window.y && y <= window.y + window.height;
  const dx = x - window.cx;
  const dy = y - window.cy;
  const r = window.r;
  if (window.shape === 'circle') return dx * dx + dy * dy <= r * r;
  if (window.shape === 'hexagon') {
    // Pointy-top hexagon of circumradius r: |dx| within the flat sides, and within the slanted ones.
    const ax = Math.abs(dx);
    const ay = Math.abs(dy);
    return ax <= r * Math.cos(Math.PI / 6) && ay <= r - ax * Math.tan(Math.PI / 6);
  }
  // Heart: inside the drawn outline itself (its curves flattened), so nothing said to be inside is cut by it.
  return insidePolygon(heartPolygon(window), x, y);
}

type Heart = { cx: number; cy: number; r: number };

/** The heart's outline: from its point, six cubic Béziers (start, two controls, end each), in a 2r box around the centre. */
function heartCurves({ cx, cy, r }: Heart): Array<[number, number][]> {
  const top = cy - r * 0.62;
  const p = (x: number, y: number): [number, number] => [x, y];
  return [
    [p(cx, cy + r), p(cx - r * 0.18, cy + r * 0.78), p(cx - r, cy + r * 0.2), p(cx - r, cy - r * 0.32)],
    [p(cx - r, cy - r * 0.32), p(cx - r, cy - r * 0.82), p(cx - r * 0.55, cy - r), p(cx - r * 0.48, cy - r)],
    [p(cx - r * 0.48, cy - r), p(cx - r * 0.22, cy - r), p(cx - r * 0.04, top - r * 0.2), p(cx, top)],
    [p(cx, top), p(cx + r * 0.04, top - r * 0.2), p(cx + r * 0.22, cy - r), p(cx + r * 0.48, cy - r)],
    [p(cx + r * 0.48, cy - r), p(cx + r * 0.55, cy - r), p(cx + r, cy - r * 0.82), p(cx + r, cy - r * 0.32)],
    [p(cx + r, cy - r * 0.32), p(cx + r, cy + r * 0.2), p(cx + r * 0.18, cy + r * 0.78), p(cx, cy + r)],
  ];
}

const heartPolygons = new Map<string, Array<[number, number]>>();

/** The heart's outline as a polygon of many short chords (each curve in 32), cached per heart. */
function heartPolygon(heart: Heart): Array<[number, number]> {
  const key = `${heart.cx},${heart.cy},${heart.r}`;
  let polygon = heartPolygons.get(key);
  if (polygon) return polygon;
  polygon = [];
  for (const [a, b, c, d] of heartCurves(heart)) {
    for (let i = 0; i < 32; i++) {
      const t = i / 32;
      const u = 1 - t;
      const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
      polygon.push([w[0] * a![0] + w[1] * b![0] + w[2] * c![0] + w[3] * d![0], w[0] * a![1] + w[1] * b![1] + w[2] * c![1] + w[3] * d![1]]);
    }
  }
  if (heartPolygons.size > 16) heartPolygons.clear();
  heartPolygons.set(key, polygon);
  return polygon;
}

/** Even-odd ray casting. */
function insidePolygon(polygon: ReadonlyArray<[number, number]>, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The window's outline as path data. */
export function windowPath(window: Window): string {
  switch (window.shape) {
    case 'rectangle': {
      const [x, y, w, h] = [fmt(window.x), fmt(window.y), fmt(window.width), fmt(window.height)];
      return `M${x} ${y}h${w}v${h}h${-Number(w)}Z`;
    }
    case 'circle': {
      const [cx, cy, r] = [Number(fmt(window.cx)), Number(fmt(window.cy)), Number(fmt(window.r))];
      return `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;
    }
    case 'hexagon':
      return `M${Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i - Math.PI / 2;
        return `${fmt(window.cx + window.r * Math.cos(angle))} ${fmt(window.cy + window.r * Math.sin(angle))}`;
      }).join('L')}Z`;
    case 'heart': {
      const curves = heartCurves(window);
      const xy = ([x, y]: [number, number]) => `${fmt(x)} ${fmt(y)}`;
      return `${[`M${xy(curves[0]![0]!)}`, ...curves.map(([, b, c, e]) => `C${xy(b!)} ${xy(c!)} ${xy(e!)}`)].join('')}Z`;
    }
  }
}
