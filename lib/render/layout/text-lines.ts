import { fontFace, fontMetrics, layoutLine, resolveFamily, type FontFace, type LaidOutLine, type TextRun } from '../fonts';

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

/** A word space in a tracked line is widened by this share of the tracking, so words stay apart… */
export const WORD_SPACE_TRACKING = 0.75;
/** …in lines tracked at least this much (em): titles and subtitles, not the credit or labels. */
export const WIDE_TRACKING_EM = 0.15;

/**
 * Letter-spacing adds the same gap after a space as after a letter, so in a widely tracked line the
 * space between words is barely wider than the air between letters (KONGENS LYNGBY reads as one
 * row of letters). Each tracked run with spaces is set word by word, every space widened by
 * WORD_SPACE_TRACKING × the tracking; the runs after it move along. Right-to-left runs and runs
 * shaped with features are left as they are.
 */
function widenWordSpaces(laid: LaidOutLine, size: number): LaidOutLine {
  if (!laid.runs.some((run) => run.tracking >= WIDE_TRACKING_EM * size && !run.rtl && !run.features && / /.test(run.text))) return laid;
  const runs: TextRun[] = [];
  let shift = 0;
  for (const run of laid.runs) {
    if (run.tracking < WIDE_TRACKING_EM * size || run.rtl || run.features || !/ /.test(run.text)) {
      runs.push({ ...run, x: run.x + shift });
      continue;
    }
    const extra = WORD_SPACE_TRACKING * run.tracking;
    const start = run.x + shift;
    let spaces = 0;
    for (const match of run.text.matchAll(/[^ ]+/g)) {
      const at = match.index;
      // Where the run as one piece would set this word: the width of what comes before it, and the tracking after that.
      const before = at > 0 ? layoutLine(run.face, run.text.slice(0, at), size, run.tracking).width + run.tracking : 0;
      if (at > 0) spaces++;
      const word = layoutLine(run.face, match[0], size, run.tracking);
      runs.push({ ...run, text: match[0], x: start + before + spaces * extra, width: word.width });
    }
    shift += spaces * extra;
  }
  return { runs, width: laid.width + shift };
}

/** The line laid out with its tracking, word spaces widened (widenWordSpaces). */
function laidOut(face: FontFace, text: string, size: number, trackingEm: number, features?: readonly string[]): LaidOutLine {
  return widenWordSpaces(layoutLine(face, text, size, trackingEm * size, features), size);
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
  let laid = laidOut(options.face, options.text, size, options.trackingEm, options.features);
  if (laid.width > options.maxWidth && laid.width > 0) {
    // Width is linear in the size (tracking is in em), so one step lands exactly on the limit.
    size *= options.maxWidth / laid.width;
    laid = laidOut(options.face, options.text, size, options.trackingEm, options.features);
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

/** `55.6760° N / 12.5760° E`: absolute values with the hemisphere, never a sign and a letter. */
export function formatCoordinates(lat: number, lon: number): string {
  const latitude = `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}`;
  const longitude = `${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`;
  return `${latitude} / ${longitude}`;
}
