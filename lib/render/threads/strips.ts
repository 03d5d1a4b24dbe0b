import type { Scene, SceneOp } from '../scene';

/**
 * Horizontal strips of a poster, drawn apart on idle raster threads and joined row by row before
 * encoding. Backend-neutral: a plan is rows only (`planStrips`), and a backend draws a strip as the
 * whole poster translated up by `drawTop` into a canvas `drawRows` tall (resvg: the SVG with its
 * viewBox cropped, `cropSvgToRows`), keeping rows `keepFrom`…`keepFrom + rows` of it.
 *
 * Each strip is drawn STRIP_OVERLAP rows taller on each side than it keeps: tiny-skia clips a path
 * to its canvas before filling it, which moves anti-aliased coverage a little near a canvas edge
 * (measured, Copenhagen core z14, 2 strips: max difference 12 of 255 and 366 channels off with no
 * overlap, all within ~40 rows of the seam; 16 rows: max 7, 216; 64 rows: max 7, 24 channels; 256
 * rows: max 4). 64 rows costs ~3 % more rows per seam and leaves nothing a seam line could show.
 */
export const STRIP_OVERLAP = 64;
/** No strip shorter than this: each strip parses the whole document again (tens of ms on a city). */
export const MIN_STRIP_ROWS = 512;

export interface Strip {
  /** The first row of the poster this strip fills, and how many. */
  top: number;
  rows: number;
  /** The rows drawn: from poster row `drawTop`, `drawRows` of them (the kept rows and the overlap). */
  drawTop: number;
  drawRows: number;
  /** Where the kept rows start in the drawn canvas. */
  keepFrom: number;
}

/** `height` rows cut into at most `count` strips of near-equal height (one strip: no cut). */
export function planStrips(height: number, count: number): Strip[] {
  const n = Math.max(1, Math.min(count, Math.floor(height / MIN_STRIP_ROWS)));
  return Array.from({ length: n }, (_, k) => {
    const top = Math.round((k * height) / n);
    const bottom = Math.round(((k + 1) * height) / n);
    const drawTop = n === 1 ? top : Math.max(0, top - STRIP_OVERLAP);
    const drawBottom = n === 1 ? bottom : Math.min(height, bottom + STRIP_OVERLAP);
    return { top, rows: bottom - top, drawTop, drawRows: drawBottom - drawTop, keepFrom: top - drawTop };
  });
}

const ROOT = /^(\s*(?:<\?xml[^>]*>\s*)?)<svg\b([^>]*)>/;
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/**
 * The size of a document whose root draws at 1 user unit a pixel (width and height in px, equal to
 * its viewBox's), or undefined: such a document alone is cropped to strips exactly.
 */
export function svgPixelSize(svg: string): { width: number; height: number } | undefined {
  const root = ROOT.exec(svg);
  if (!root) return undefined;
  const width = Number(attribute(root[2]!, 'width'));
  const height = Number(attribute(root[2]!, 'height'));
  const box = attribute(root[2]!, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return undefined;
  if (box?.length !== 4 || box.some((n) => !Number.isFinite(n)) || box[2] !== width || box[3] !== height) return undefined;
  if (/\spreserveAspectRatio=/.test(root[2]!)) return undefined;
  return { width, height };
}

/** The document drawing poster rows `top`…`top + rows` only (a document svgPixelSize accepts). */
export function cropSvgToRows(svg: string, top: number, rows: number): string {
  return svg.replace(ROOT, (_whole, prolog: string, attributes: string) => {
    const [x, y, width] = attribute(attributes, 'viewBox')!
      .trim()
      .split(/[\s,]+/)
      .map(Number) as [number, number, number];
    const cropped = attributes.replace(/\sheight="[^"]*"/, ` height="${rows}"`).replace(/\sviewBox="[^"]*"/, ` viewBox="${x} ${y + top} ${width} ${rows}"`);
    return `${prolog}<svg${cropped}>`;
  });
}

/** The size of a scene drawn at 1 px a unit, when whole pixels (the scene's canvas is exactly its sheet), else undefined. */
export function scenePixelSize({ sheet }: Scene): { width: number; height: number } | undefined {
  const { width, height } = sheet;
  return Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 ? { width, height } : undefined;
}

/** The scene drawing poster rows `top`…`top + rows` only: its sheet cropped, the painter translating and clipping the rest away. */
export function cropSceneToRows(scene: Scene, top: number, rows: number): Scene {
  return { ...scene, sheet: { ...scene.sheet, y: scene.sheet.y + top, height: rows } };
}

/**
 * What `whole` paints after `head`, a scene begun on the same ops (../compose onSceneHead: the page and the map,
 * before the labels are placed): `head` holds the first of `whole`'s ops themselves (the same objects), its last
 * perhaps a clip or layer of `whole`'s holding only the first of that one's ops. The rest comes back in the same
 * clips and layers, so painting `head` and then it paints what `whole` paints at once (a clip is set again, the
 * same path: nothing painted before it changes).
 */
export function sceneOpsAfter(whole: Scene, head: Scene): SceneOp[] {
  const after = (all: readonly SceneOp[], begun: readonly SceneOp[]): SceneOp[] => {
    const last = begun.length - 1;
    for (let index = 0; index < last; index++) if (all[index] !== begun[index]) throw new Error('a scene head that is not the start of the scene');
    if (last < 0) return [...all];
    const whole = all[last];
    const part = begun[last]!;
    if (whole === part) return all.slice(begun.length);
    if (
      !whole ||
      (whole.op !== 'clip' && whole.op !== 'layer') ||
      whole.op !== part.op ||
      (part.op === 'clip' && whole.op === 'clip' && (whole.clip !== part.clip || whole.outside !== part.outside))
    ) {
      throw new Error('a scene head that is not the start of the scene');
    }
    const inner = after(whole.ops, (part as typeof whole).ops);
    return [...(inner.length > 0 ? [{ ...whole, ops: inner }] : []), ...all.slice(begun.length)];
  };
  return after(whole.ops, head.ops);
}
