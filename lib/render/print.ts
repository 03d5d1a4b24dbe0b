/**
 * Physical print sizes: a poster ordered as `50x70cm` or `A2` at some dpi, with bleed for the cutter.
 * The layout is done for the trim (the finished sheet) in pixels; the bleed is extra page around it
 * into which backgrounds, map, mat and fades run, so nothing essential is cut off.
 */

export const MM_PER_INCH = 25.4;
export const POINTS_PER_INCH = 72;
export const MIN_PRINT_SIDE_MM = 50;
export const MAX_PRINT_SIDE_MM = 2000;
export const MIN_DPI = 72;
export const MAX_DPI = 600;
export const DEFAULT_DPI = 300;
export const MAX_BLEED_MM = 10;
/** Under this many dots per inch a raster print looks soft at arm's length; the PDF stays sharp. */
export const SOFT_DPI = 150;
/** What the text, credit and map shape keep clear of the trim, beyond the bleed (a cutter's tolerance). */
export const SAFE_MARGIN_MM = 5;
/** Crop marks: their length, their gap from the bleed edge, the page room around the bleed that holds them. */
export const CROP_MARK = { lengthMm: 5, offsetMm: 2, strokePt: 0.25 } as const;
export const CROP_MARK_ROOM_MM = CROP_MARK.offsetMm + CROP_MARK.lengthMm + 1;

/** ISO 216 A and B series, portrait, in mm. */
export const NAMED_PRINT_SIZES: Readonly<Record<string, readonly [number, number]>> = {
  A0: [841, 1189],
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  B1: [707, 1000],
  B2: [500, 707],
  B3: [353, 500],
  B4: [250, 353],
};

/** A print keeps the rule every poster keeps (spec.ts MAX_ASPECT): past 4:1 the text block and credit do not fit. */
export const MAX_PRINT_ASPECT = 4;
const UNITS_MM = { mm: 1, cm: 10, in: MM_PER_INCH } as const;

export interface PrintSize {
  /** The finished (trim) size in mm, width first. */
  widthMm: number;
  heightMm: number;
}

/**
 * `A3`, `A3 landscape`, `50x70cm`, `500 x 700 mm`, `18x24in` (× or x): the trim size in mm, portrait
 * or landscape by the order of the numbers. Returns a rule as a message when the text is not a size.
 */
export function parsePrintSize(text: string): PrintSize | string {
  const compact = text.trim().replace(/\s+/g, ' ');
  const named = /^([AB]\d)(?: (portrait|landscape))?$/i.exec(compact);
  if (named) {
    const size = NAMED_PRINT_SIZES[named[1]!.toUpperCase()];
    if (!size) return `must be one of ${Object.keys(NAMED_PRINT_SIZES).join(', ')}, or a size like 50x70cm, 500x700mm or 18x24in`;
    const [short, long] = size;
    return named[2]?.toLowerCase() === 'landscape' ? { widthMm: long, heightMm: short } : { widthMm: short, heightMm: long };
  }
  // Six digits a side at most: 999999 mm is far past any press, and longer numbers only reach Infinity.
  const measured = /^(\d{1,6}(?:\.\d{1,3})?) ?[x×] ?(\d{1,6}(?:\.\d{1,3})?) ?(mm|cm|in)$/i.exec(compact);
  if (!measured) return `must be a paper size (${Object.keys(NAMED_PRINT_SIZES).join(', ')}) or width x height with a unit, like 50x70cm, 500x700mm or 18x24in`;
  const unit = UNITS_MM[measured[3]!.toLowerCase() as keyof typeof UNITS_MM];
  const widthMm = Number(measured[1]) * unit;
  const heightMm = Number(measured[2]) * unit;
  if (Math.min(widthMm, heightMm) < MIN_PRINT_SIDE_MM || Math.max(widthMm, heightMm) > MAX_PRINT_SIDE_MM) {
    return `must be between ${MIN_PRINT_SIDE_MM / 10} cm and ${MAX_PRINT_SIDE_MM / 1000} m a side (got ${formatMm(widthMm)} × ${formatMm(heightMm)})`;
  }
  if (Math.max(widthMm, heightMm) > MAX_PRINT_ASPECT * Math.min(widthMm, heightMm)) {
    return `must not be more than ${MAX_PRINT_ASPECT} times as long as it is wide, as width and height may not (got ${formatMm(widthMm)} × ${formatMm(heightMm)})`;
  }
  return { widthMm, heightMm };
}

function formatMm(mm: number): string {
  return mm >= 10 ? `${+(mm / 10).toFixed(1)} cm` : `${+mm.toFixed(1)} mm`;
}

export interface PrintGeometry {
  size: PrintSize;
  bleedMm: number;
  /** The dots per inch the raster really has at this print size (the asked dpi, or less when capped). */
  dpi: number;
  /** The trim in px (what the layout fills) and the bleed in px on each side. */
  trimPx: { width: number; height: number };
  bleedPx: number;
}

/**
 * Pixels for a print size: trim plus bleed at `dpi`, the longest side at most `maxPixels` (the
 * caller's maxDimension and the server's maximum), the aspect kept; `dpi` then is what the file has.
 */
export function printGeometry(size: PrintSize, dpi: number, bleedMm: number, maxPixels: number): PrintGeometry {
  const longestInches = (Math.max(size.widthMm, size.heightMm) + 2 * bleedMm) / MM_PER_INCH;
  const effectiveDpi = Math.min(dpi, maxPixels / longestInches);
  const px = (mm: number) => Math.max(1, Math.round((mm / MM_PER_INCH) * effectiveDpi));
  const bleedPx = bleedMm > 0 ? Math.max(1, Math.round((bleedMm / MM_PER_INCH) * effectiveDpi)) : 0;
  const trimPx = { width: px(size.widthMm), height: px(size.heightMm) };
  // Rounding must not push the page past the cap.
  const over = Math.max(trimPx.width, trimPx.height) + 2 * bleedPx - maxPixels;
  if (over > 0) {
    if (trimPx.width >= trimPx.height) trimPx.width -= over;
    else trimPx.height -= over;
  }
  return { size, bleedMm, dpi: Math.round(effectiveDpi * 10) / 10, trimPx, bleedPx };
}

export const mmToPoints = (mm: number) => (mm / MM_PER_INCH) * POINTS_PER_INCH;
