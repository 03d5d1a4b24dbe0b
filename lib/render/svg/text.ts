import { fontFace, fontMetrics, layoutLine, resolveFamily, runOutline, type FontFace, type TextRun } from '../fonts';
import { escapeXml, fmt } from './escape';

/** A line of text placed by its measured width, so resvg and Chromium set it at the same x. */
export interface TextLine {
  text: string;
  face: FontFace;
  /** The line in runs of one face and direction, in visual order, placed from `x`. */
  runs: TextRun[];
  size: number;
  /** Letter-spacing in px. */
  tracking: number;
  /** Left edge of the first glyph. */
  x: number;
  baseline: number;
  width: number;
  fill: string;
  opacity?: number;
}

export function faceFor(cssFamily: string | undefined, fallback: FontFace): FontFace {
  return fontFace(resolveFamily(cssFamily, fallback.family), fallback.weight);
}

/** Cap height of the face as a fraction of the font size. */
export function capRatio(face: FontFace): number {
  const metrics = fontMetrics(face);
  return metrics.capHeight > 0 ? metrics.capHeight / metrics.unitsPerEm : 0.7;
}

export function transformText(text: string, transform: 'uppercase' | 'none' | 'capitalize'): string {
  if (transform === 'uppercase') return text.toLocaleUpperCase('en');
  if (transform === 'capitalize') return text.replace(/(^|[\s\-‐'’(])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase('en'));
  return text;
}

/** A line centred on `centreX`, its size shrunk if needed so it never exceeds `maxWidth`. */
export function centredLine(options: {
  text: string;
  face: FontFace;
  size: number;
  trackingEm: number;
  centreX: number;
  baseline: number;
  maxWidth: number;
  fill: string;
  opacity?: number;
  /** OpenType features, such as `lnum` for lining figures. */
  features?: readonly string[];
}): TextLine {
  let size = options.size;
  let laid = layoutLine(options.face, options.text, size, options.trackingEm * size, options.features);
  if (laid.width > options.maxWidth && laid.width > 0) {
    // Width is linear in the size (tracking is in em), so one step lands exactly on the limit.
    size *= options.maxWidth / laid.width;
    laid = layoutLine(options.face, options.text, size, options.trackingEm * size, options.features);
  }
  const width = laid.width;
  return {
    text: options.text,
    face: options.face,
    runs: laid.runs,
    size,
    tracking: options.trackingEm * size,
    x: options.centreX - width / 2,
    baseline: options.baseline,
    width,
    fill: options.fill,
    opacity: options.opacity,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * <text> elements for a laid-out line at `left`, `baseline`; `rest` holds the attributes every run
 * shares (size, weight, paint, transform). One run in the line's face, left to right, is one element,
 * exactly as before there were fallbacks. Otherwise each run is an element of its own at its own x:
 * a renderer then orders and shapes each run alone, as its own paragraph, so two right-to-left runs
 * side by side, or a right-to-left run beside a left-to-right one, cannot be reordered across runs.
 */
export function runElements(
  runs: readonly TextRun[],
  line: { left: number; baseline: number; face: FontFace; tracking: number; size: number; outline?: boolean },
  rest: string,
): string {
  const { left, baseline, face, tracking } = line;
  const element = (x: number, runFace: FontFace, runTracking: number, text: string) =>
    `<text x="${fmt(x)}" y="${fmt(baseline)}" font-family="${escapeXml(runFace.family)}"` +
    `${runTracking ? ` letter-spacing="${round2(runTracking)}"` : ''} ${rest}>${escapeXml(text)}</text>`;
  const only = runs[0];
  if (runs.length === 1 && only && only.face === face && !only.rtl && only.tracking === tracking && !only.features)
    return element(left, face, tracking, only.text);
  return runs
    .map((run) =>
      // Fallback runs in raster output: outlines, since resvg's own shaping misplaces Indic vowel signs.
      // Runs shaped with features (lining figures): outlines in every format, as no renderer is asked to apply them.
      (line.outline && run.face !== face) || run.features
        ? `<path d="${runOutline(run, line.size, left + run.x, baseline)}" ${rest}/>`
        : element(left + run.x, run.face, run.tracking, run.text),
    )
    .join('');
}

/** Halo: a stroke of the page colour painted under the glyphs, for text over busy map. */
export function textElement(line: TextLine, halo?: { colour: string; width: number }, outline = false): string {
  if (!line.text) return '';
  const attributes = [
    `font-weight="${line.face.weight}"`,
    `font-size="${round2(line.size)}"`,
    `fill="${line.fill}"`,
    line.opacity !== undefined && line.opacity < 1 ? `fill-opacity="${line.opacity}"` : '',
    halo ? `stroke="${halo.colour}" stroke-width="${fmt(halo.width)}" stroke-linejoin="round" paint-order="stroke"` : '',
    // Explicit start anchor: positions come from our own measurement, not the renderer's.
    'text-anchor="start"',
    'xml:space="preserve"',
  ].filter(Boolean);
  return runElements(
    line.runs,
    { left: line.x, baseline: line.baseline, face: line.face, tracking: line.tracking, size: line.size, outline },
    attributes.join(' '),
  );
}

/** `55.6760° N / 12.5760° E`: absolute values with the hemisphere, never a sign and a letter. */
export function formatCoordinates(lat: number, lon: number): string {
  const latitude = `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}`;
  const longitude = `${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`;
  return `${latitude} / ${longitude}`;
}
