import { fontFace, fontMetrics, measureText, resolveFamily, type FontFace } from '../fonts';
import { escapeXml, fmt } from './escape';

/** A line of text placed by its measured width, so resvg and Chromium set it at the same x. */
export interface TextLine {
  text: string;
  face: FontFace;
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
  let width = measureText(options.face, options.text, size, options.trackingEm * size);
  if (width > options.maxWidth && width > 0) {
    // Width is linear in the size (tracking is in em), so one step lands exactly on the limit.
    size *= options.maxWidth / width;
    width = measureText(options.face, options.text, size, options.trackingEm * size);
  }
  return {
    text: options.text,
    face: options.face,
    size,
    tracking: options.trackingEm * size,
    x: options.centreX - width / 2,
    baseline: options.baseline,
    width,
    fill: options.fill,
    opacity: options.opacity,
  };
}

/** Halo: a stroke of the page colour painted under the glyphs, for text over busy map. */
export function textElement(line: TextLine, halo?: { colour: string; width: number }): string {
  if (!line.text) return '';
  const attributes = [
    `x="${fmt(line.x)}"`,
    `y="${fmt(line.baseline)}"`,
    `font-family="${escapeXml(line.face.family)}"`,
    `font-weight="${line.face.weight}"`,
    `font-size="${Math.round(line.size * 100) / 100}"`,
    line.tracking ? `letter-spacing="${Math.round(line.tracking * 100) / 100}"` : '',
    `fill="${line.fill}"`,
    line.opacity !== undefined && line.opacity < 1 ? `fill-opacity="${line.opacity}"` : '',
    halo
      ? `stroke="${halo.colour}" stroke-width="${fmt(halo.width)}" stroke-linejoin="round" paint-order="stroke"`
      : '',
    // Explicit start anchor: positions come from our own measurement, not the renderer's.
    'text-anchor="start"',
    'xml:space="preserve"',
  ].filter(Boolean);
  return `<text ${attributes.join(' ')}>${escapeXml(line.text)}</text>`;
}

/** `55.6760° N / 12.5760° E`: absolute values with the hemisphere, never a sign and a letter. */
export function formatCoordinates(lat: number, lon: number): string {
  const latitude = `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}`;
  const longitude = `${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`;
  return `${latitude} / ${longitude}`;
}
