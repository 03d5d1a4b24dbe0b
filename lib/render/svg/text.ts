import { fontFace, fontMetrics, layoutLine, resolveFamily, type FontFace, type TextRun } from '../fonts';
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
}): TextLine {
  let size = options.size;
  let laid = layoutLine(options.face, options.text, size, options.trackingEm * size);
  if (laid.width > options.maxWidth && laid.width > 0) {
    // Width is linear in the size (tracking is in em), so one step lands exactly on the limit.
    size *= options.maxWidth / laid.width;
    laid = layoutLine(options.face, options.text, size, options.trackingEm * size);
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
 * The content of a <text> element for laid-out runs. One run in the element's own face, left to
 * right, is plain text (what every Latin title is); otherwise each run is a <tspan> at its own x, in
 * its own face, which starts a new text chunk, so resvg and Chromium shape and order each run alone
 * and set it exactly where our measurement put it.
 */
export function runsContent(runs: readonly TextRun[], left: number, face: FontFace, tracking: number): string {
  const only = runs[0];
  if (runs.length === 1 && only && only.face === face && !only.rtl && only.tracking === tracking) return escapeXml(only.text);
  return runs
    .map((run) => {
      const family = run.face === face ? '' : ` font-family="${escapeXml(run.face.family)}"`;
      const spacing = run.tracking === tracking ? '' : ` letter-spacing="${round2(run.tracking)}"`;
      return `<tspan x="${fmt(left + run.x)}"${family}${spacing}>${escapeXml(run.text)}</tspan>`;
    })
    .join('');
}

/** Halo: a stroke of the page colour painted under the glyphs, for text over busy map. */
export function textElement(line: TextLine, halo?: { colour: string; width: number }): string {
  if (!line.text) return '';
  const attributes = [
    `x="${fmt(line.x)}"`,
    `y="${fmt(line.baseline)}"`,
    `font-family="${escapeXml(line.face.family)}"`,
    `font-weight="${line.face.weight}"`,
    `font-size="${round2(line.size)}"`,
    line.tracking ? `letter-spacing="${round2(line.tracking)}"` : '',
    `fill="${line.fill}"`,
    line.opacity !== undefined && line.opacity < 1 ? `fill-opacity="${line.opacity}"` : '',
    halo
      ? `stroke="${halo.colour}" stroke-width="${fmt(halo.width)}" stroke-linejoin="round" paint-order="stroke"`
      : '',
    // Explicit start anchor: positions come from our own measurement, not the renderer's.
    'text-anchor="start"',
    'xml:space="preserve"',
  ].filter(Boolean);
  return `<text ${attributes.join(' ')}>${runsContent(line.runs, line.x, line.face, line.tracking)}</text>`;
}

/** `55.6760° N / 12.5760° E`: absolute values with the hemisphere, never a sign and a letter. */
export function formatCoordinates(lat: number, lon: number): string {
  const latitude = `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}`;
  const longitude = `${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`;
  return `${latitude} / ${longitude}`;
}
