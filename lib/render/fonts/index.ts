/**
 * The fonts a poster can use: the allow-list of families, their faces, metrics and HarfBuzz measurement
 * (matching what resvg and Chromium set), and WOFF2 subsets to embed in SVG output.
 */
import { fontBytes, fontBytesSync } from './font-bytes';
import { SHIPPED_FACES, shippedFace, type FontFace } from './families';
import { readVerticalMetrics, type VerticalMetrics } from './metrics';
import { layoutLine } from './runs';
import { faceHasGlyphs, loadHarfBuzz } from './shaping';

export { FONT_FAMILIES, SHIPPED_FACES, FONT_FILES, resolveFamily, fontFace, isFallbackFace } from './families';
export type { FontFamily, FontWeight, FontFace } from './families';
export { embeddedFontCss } from './embed';
export { glyphOutline, shapeGlyphs } from './shaping';
export {
  COVERED_SCRIPTS,
  inkBelowBaseline,
  layoutLine,
  loadFacesFor,
  undrawableCharacter,
  fallbackChain,
  runOutline,
  type TextRun,
  type LaidOutLine,
} from './runs';

const metricsByFile = new Map<string, VerticalMetrics>();

/** Vertical metrics in font units and unitsPerEm, read from the TTF (OS/2 sCapHeight, sxHeight, hhea or typo ascender/descender). */
export function fontMetrics(face: FontFace): VerticalMetrics {
  const { file } = shippedFace(face);
  let metrics = metricsByFile.get(file);
  if (!metrics) {
    metrics = Object.freeze(readVerticalMetrics(fontBytesSync(file)));
    metricsByFile.set(file, metrics);
  }
  return { ...metrics };
}

/**
 * Width in px of `text` set in `face` at `sizePx` with `letterSpacingPx` added after every glyph except the last,
 * shaped with HarfBuzz (kerning included), exactly as resvg and Chromium will set it: characters the face
 * lacks are measured in the fallback face that draws them. Synchronous after `await fontsReady()` (and
 * `loadFacesFor` for text beyond the poster faces, or the fallback faces are read synchronously).
 */
export function measureText(face: FontFace, text: string, sizePx: number, letterSpacingPx = 0): number {
  return layoutLine(shippedFace(face), text, sizePx, letterSpacingPx).width;
}

/** Whether every character of `text` has a glyph in the face (so callers can warn or fall back). */
export function hasGlyphs(face: FontFace, text: string): boolean {
  return faceHasGlyphs(shippedFace(face), text);
}

let ready: Promise<void> | undefined;

/** Loads HarfBuzz (wasm) and the font blobs; idempotent; call once before measureText/hasGlyphs/fontMetrics. */
export function fontsReady(): Promise<void> {
  ready ??= Promise.all([loadHarfBuzz(), ...SHIPPED_FACES.map((face) => fontBytes(face.file))]).then(
    () => undefined,
    (error: unknown) => {
      ready = undefined;
      throw error;
    },
  );
  return ready;
}
