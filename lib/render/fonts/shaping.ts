import type * as HarfBuzz from 'harfbuzzjs';
import { LRUCache } from 'lru-cache';
import { fontBytesSync } from './font-bytes';
import type { FontFace } from './families';

type HarfBuzzModule = typeof HarfBuzz;

interface ShapingFont {
  font: HarfBuzz.Font;
  unitsPerEm: number;
  // Held so the FinalizationRegistry of harfbuzzjs never frees the wasm objects behind a cached font.
  face: HarfBuzz.Face;
  blob: HarfBuzz.Blob;
}

let harfBuzz: HarfBuzzModule | undefined;
let harfBuzzLoading: Promise<HarfBuzzModule> | undefined;
/** One buffer reused for every shaping call: creating a buffer per call costs more than shaping a title. */
let sharedBuffer: HarfBuzz.Buffer | undefined;
const shapingFonts = new Map<string, ShapingFont>();

/** Loads the HarfBuzz wasm once; later calls share the same promise. */
export function loadHarfBuzz(): Promise<HarfBuzzModule> {
  // harfbuzzjs instantiates its wasm in a top-level await, so importing it is the loading step.
  harfBuzzLoading ??= import('harfbuzzjs').then(
    (module) => {
      harfBuzz = module;
      sharedBuffer = new module.Buffer();
      return module;
    },
    (error: unknown) => {
      harfBuzzLoading = undefined;
      throw error;
    },
  );
  return harfBuzzLoading;
}

function loadedHarfBuzz(): { hb: HarfBuzzModule; buffer: HarfBuzz.Buffer } {
  if (!harfBuzz || !sharedBuffer) throw new Error('fonts are not loaded: await fontsReady() first');
  return { hb: harfBuzz, buffer: sharedBuffer };
}

function shapingFont(face: FontFace): ShapingFont {
  let cached = shapingFonts.get(face.file);
  if (!cached) {
    const { hb } = loadedHarfBuzz();
    const blob = new hb.Blob(fontBytesSync(face.file));
    const hbFace = new hb.Face(blob, 0);
    // A new font's scale is unitsPerEm, so advances come back in font units.
    cached = { font: new hb.Font(hbFace), unitsPerEm: hbFace.upem, face: hbFace, blob };
    shapingFonts.set(face.file, cached);
  }
  return cached;
}

/** One shaped glyph: its id in the face, the UTF-16 offset of its cluster in the text, its advance and offsets in font units. */
export interface ShapedGlyph {
  glyph: number;
  cluster: number;
  advance: number;
  xOffset: number;
  yOffset: number;
}

/**
 * `text` shaped with HarfBuzz in `face`, glyphs in visual order (left to right). The script comes from the
 * text; the direction is given, as the bidi algorithm resolved it, so a right-to-left run is shaped as one
 * (Arabic joining, mark placement) and its glyphs come back reversed.
 */
export function shapeGlyphs(face: FontFace, text: string, rtl = false, features: readonly string[] = []): { glyphs: ShapedGlyph[]; unitsPerEm: number } {
  const { hb, buffer } = loadedHarfBuzz();
  const { font, unitsPerEm } = shapingFont(face);
  buffer.clearContents();
  buffer.addText(text);
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer, features.length > 0 ? features.flatMap((feature) => hb.Feature.fromString(feature) ?? []) : undefined);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  return {
    glyphs: infos.map((info, i) => ({
      glyph: info.codepoint,
      cluster: info.cluster,
      advance: positions[i]!.xAdvance,
      xOffset: positions[i]!.xOffset,
      yOffset: positions[i]!.yOffset,
    })),
    unitsPerEm,
  };
}

type GlyphOutline = ReturnType<HarfBuzz.Font['glyphToJson']>;
// Bounded: a poster of a CJK city's labels draws thousands of distinct glyphs.
const outlines = new LRUCache<string, GlyphOutline>({ max: 20_000 });

/** A glyph's outline in font units (y up), as HarfBuzz draws it; cached per face and glyph. */
export function glyphOutline(face: FontFace, glyph: number): GlyphOutline {
  const key = `${face.file}\u0000${glyph}`;
  let outline = outlines.get(key);
  if (!outline) {
    outline = shapingFont(face).font.glyphToJson(glyph);
    outlines.set(key, outline);
  }
  return outline;
}

/**
 * Width in px of `text` shaped with HarfBuzz, plus `letterSpacingPx` after every cluster but the last. Clusters,
 * not glyphs or UTF-16 units, because resvg adds letter-spacing per shaped cluster: a base letter with its
 * combining marks, or an astral character, gets the spacing once.
 */
export function shapedWidth(face: FontFace, text: string, sizePx: number, letterSpacingPx: number, rtl = false, features: readonly string[] = []): number {
  if (text.length === 0) return 0;
  const { glyphs, unitsPerEm } = shapeGlyphs(face, text, rtl, features);
  let advanceUnits = 0;
  for (const glyph of glyphs) advanceUnits += glyph.advance;
  let width = (advanceUnits * sizePx) / unitsPerEm;
  if (letterSpacingPx !== 0) {
    const clusters = new Set<number>();
    for (const glyph of glyphs) clusters.add(glyph.cluster);
    width += Math.max(0, clusters.size - 1) * letterSpacingPx;
  }
  return width;
}

/** Characters that draw nothing, so a font needs no glyph for them: controls, joiners, variation selectors. */
const NEEDS_NO_GLYPH = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

/** Whether HarfBuzz and the face's bytes are in memory, so shaping and coverage in it are synchronous and cheap. */
export function isShapingFontLoaded(face: FontFace): boolean {
  return shapingFonts.has(face.file);
}

/** Whether the face maps every character of `text` to a glyph of its own (not .notdef). */
export function faceHasGlyphs(face: FontFace, text: string): boolean {
  const { font } = shapingFont(face);
  for (const character of text) {
    if (NEEDS_NO_GLYPH.test(character)) continue;
    const glyph = font.nominalGlyph(character.codePointAt(0)!);
    if (glyph === undefined || glyph === 0) return false;
  }
  return true;
}
