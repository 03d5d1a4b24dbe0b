import bidiFactory from 'bidi-js';
import { fmtHundredths } from '../scene';
import { fontBytes } from './font-bytes';
import { FALLBACK_FAMILIES, fontFace, type FallbackFamily, type FontFace, type FontFamily } from './families';
import { faceHasGlyphs, glyphOutline, shapeGlyphs, shapedWidth } from './shaping';

/**
 * Text in any script: each character is drawn by the poster's face when it has the glyph, else by
 * the first fallback face that has it (chosen by cmap coverage, never by guessing the language);
 * runs of one face and one direction are shaped on their own and ordered by the Unicode bidi
 * algorithm, so `Zürich 苏黎世`, `القاهرة` and `Tel Aviv תל אביב` all come out as letters in order.
 */

const SERIF_FAMILIES: ReadonlySet<FontFamily> = new Set(['Playfair Display', 'Cormorant Garamond', 'EB Garamond', 'Cinzel']);

/**
 * Fallbacks in the order they are tried. Noto Sans (Latin, Greek, Cyrillic) comes first but for
 * Devanagari, which it also carries, less well than the Devanagari face. A run of Han characters
 * goes to the first CJK face that has all of them: Japanese, then Korean, Simplified and
 * Traditional Chinese (kana are only in JP and Hangul only in KR, so neither is split between faces).
 */
const SANS_CHAIN: readonly FallbackFamily[] = [
  'Noto Sans Devanagari',
  ...FALLBACK_FAMILIES.filter((family) => !family.startsWith('Noto Serif') && family !== 'Noto Sans Devanagari'),
];
/** Serif poster faces fall back to serif Noto where there is one. */
const SERIF_CHAIN: readonly FallbackFamily[] = ['Noto Serif', 'Noto Serif JP', 'Noto Serif SC', ...SANS_CHAIN.filter((family) => family !== 'Noto Sans')];

/** The writing systems poster text can be in: the poster families' own, then the fallbacks'. */
export const COVERED_SCRIPTS = [
  'Latin (with Vietnamese)',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Khmer',
  'Myanmar',
  'Ethiopic',
  'Japanese (kana and kanji)',
  'Korean (Hangul)',
  'Chinese (Simplified and Traditional)',
  'emoji (monochrome)',
] as const;

/** The faces tried after `face`, at its weight. */
export function fallbackChain(face: FontFace): FontFace[] {
  const serif = SERIF_FAMILIES.has(face.family as FontFamily);
  return (serif ? SERIF_CHAIN : SANS_CHAIN).map((family) => fontFace(family, face.weight));
}

/**
 * Letter-spacing only for scripts whose letters stand apart: spacing Arabic or Devanagari breaks the
 * joins, and Chromium splits Tamil, Sinhala or Khmer clusters when spaced while resvg does not, so
 * a run with any other letter is set without tracking.
 */
const UNTRACKED =
  /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Hebrew}\p{Script=Ethiopic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\p{Script=Common}\p{Script=Inherited}]/u;
/** Spaces and punctuation stay in the face of the text around them rather than switching back. */
const NEUTRAL = /^[\p{White_Space}\p{P}]+$/u;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
let bidi: ReturnType<typeof bidiFactory> | undefined;

const drawable = (face: FontFace, clusters: readonly string[]) => clusters.every((cluster) => faceHasGlyphs(face, cluster));

/**
 * The face of each cluster. The poster face draws what it can. Each stretch it cannot draw (with
 * the spaces and punctuation inside it) goes whole to the first fallback that has every glyph of
 * it, so `苏黎世` or `תל אביב` is one run in one face; a stretch no single face covers is cut where
 * the face that reaches furthest stops. A cluster no face has keeps the poster face (the spec
 * check refuses such text before a render).
 */
function assignFaces(face: FontFace, clusters: readonly string[]): FontFace[] {
  const faces: FontFace[] = new Array(clusters.length);
  const own = clusters.map((cluster) => faceHasGlyphs(face, cluster));
  let chain: FontFace[] | undefined;
  for (let i = 0; i < clusters.length; ) {
    if (own[i]) {
      // A space or punctuation mark after a fallback stretch stays in its face: one run, not a run of one blank.
      const before = faces[i - 1];
      faces[i] = before && before !== face && NEUTRAL.test(clusters[i]!) && faceHasGlyphs(before, clusters[i]!) ? before : face;
      i++;
      continue;
    }
    let end = i + 1;
    while (end < clusters.length && (!own[end] || (NEUTRAL.test(clusters[end]!) && end + 1 < clusters.length && !own[end + 1]))) end++;
    chain ??= fallbackChain(face);
    while (i < end) {
      let best: { face: FontFace; reach: number } | undefined;
      for (const candidate of chain) {
        let reach = i;
        while (reach < end && faceHasGlyphs(candidate, clusters[reach]!)) reach++;
        if (reach > (best?.reach ?? i)) best = { face: candidate, reach };
        if (reach === end) break;
      }
      if (!best) {
        faces[i++] = face;
        continue;
      }
      for (; i < best.reach; i++) faces[i] = best.face;
    }
  }
  return faces;
}

/** The first character of `text` that neither `face` nor any fallback can draw, or undefined. */
export function undrawableCharacter(face: FontFace, text: string): string | undefined {
  let chain: FontFace[] | undefined;
  for (const character of text) {
    if (/\p{Default_Ignorable_Code_Point}|\p{Cc}/u.test(character) || faceHasGlyphs(face, character)) continue;
    chain ??= fallbackChain(face);
    if (!chain.some((candidate) => drawable(candidate, [character]))) return character;
  }
  return undefined;
}

/**
 * Reads the fallback faces `text` needs without blocking (a CJK face is 5-10 MB), so laying it out
 * afterwards is synchronous and cheap. Text the poster face draws alone reads nothing.
 */
export async function loadFacesFor(face: FontFace, text: string): Promise<void> {
  if (faceHasGlyphs(face, text)) return;
  const chain = fallbackChain(face);
  for (const { segment } of graphemes.segment(text)) {
    if (faceHasGlyphs(face, segment)) continue;
    // Down the chain only as far as the first face that has it: a Thai title never reads the CJK faces.
    for (const candidate of chain) {
      await fontBytes(candidate.file);
      if (faceHasGlyphs(candidate, segment)) break;
    }
  }
}

/** A run of text in one face and one direction, placed on its line. */
export interface TextRun {
  text: string;
  face: FontFace;
  rtl: boolean;
  /** Letter-spacing in px applied inside this run (0 for joining scripts). */
  tracking: number;
  /** Left edge of the run from the left edge of the line, in px. */
  x: number;
  width: number;
  /** OpenType features the run is shaped with (`lnum`); a run with features is drawn as outlines. */
  features?: readonly string[];
}

export interface LaidOutLine {
  /** In visual order, left to right. */
  runs: TextRun[];
  width: number;
}

const RIGHT_TO_LEFT_TYPES = new Set(['R', 'AL', 'RLE', 'RLO', 'RLI']);

function hasRightToLeft(text: string): boolean {
  for (const character of text) if (RIGHT_TO_LEFT_TYPES.has(bidi!.getBidiCharTypeName(character))) return true;
  return false;
}

interface LogicalRun {
  text: string;
  face: FontFace;
  level: number;
}

/**
 * Splits `text` into runs by face and bidi level, orders them visually, shapes each, and places them
 * left to right with `trackingPx` between clusters (and between runs). The width is what resvg and
 * Chromium draw, since each run is set on its own at the x given here.
 */
/**
 * `text` in runs of one face and direction, placed left to right. `features` (such as `lnum`) apply
 * where one face sets the whole line left to right, and only if they change its glyphs.
 */
export function layoutLine(face: FontFace, text: string, sizePx: number, trackingPx = 0, features: readonly string[] = []): LaidOutLine {
  if (text.length === 0) return { runs: [], width: 0 };
  // The common case: one face draws everything left to right; no bidi, no segmentation.
  bidi ??= bidiFactory();
  if (faceHasGlyphs(face, text) && !hasRightToLeft(text)) {
    const tracking = UNTRACKED.test(text) ? 0 : trackingPx;
    const used = features.length > 0 && changesGlyphs(face, text, features) ? features : undefined;
    const width = shapedWidth(face, text, sizePx, tracking, false, used);
    return { runs: [{ text, face, rtl: false, tracking, x: 0, width, ...(used ? { features: used } : {}) }], width };
  }

  const levels = bidi.getEmbeddingLevels(text, 'auto');
  const segments = [...graphemes.segment(text)];
  const faces = assignFaces(
    face,
    segments.map(({ segment }) => segment),
  );
  const logical: LogicalRun[] = [];
  for (const [k, { segment, index }] of segments.entries()) {
    const previous = logical.at(-1);
    const drawnBy = faces[k]!;
    const level = levels.levels[index]!;
    if (previous && previous.face === drawnBy && previous.level === level) previous.text += segment;
    else logical.push({ text: segment, face: drawnBy, level });
  }

  // Visual order: each run keeps its characters together, so the order in which runs first appear
  // among the reordered characters is the order of the runs.
  const runOf: number[] = [];
  logical.forEach((run, i) => {
    for (let k = 0; k < run.text.length; k++) runOf.push(i);
  });
  const visual: number[] = [];
  for (const index of bidi.getReorderedIndices(text, levels)) {
    const run = runOf[index]!;
    if (visual.at(-1) !== run && !visual.includes(run)) visual.push(run);
  }

  const runs: TextRun[] = [];
  let cursor = 0;
  for (const [n, i] of visual.entries()) {
    const { text: runText, face: runFace, level } = logical[i]!;
    const rtl = level % 2 === 1;
    const tracking = UNTRACKED.test(runText) ? 0 : trackingPx;
    // Between runs, the wider of the two trackings: a tracked word keeps its air next to an untracked one.
    if (n > 0) cursor += Math.max(tracking, runs.at(-1)?.tracking ?? 0);
    // Blanks at a run's ends become gaps: a renderer setting the run alone would move them to its
    // paragraph's side (Unicode bidi rule L1), away from where the line's own order puts them.
    const [, leading, core, trailing] = /^(\s*)([\s\S]*?)(\s*)$/u.exec(runText)!;
    const gap = (blank: string) => (blank ? shapedWidth(runFace, blank, sizePx, tracking) + tracking : 0);
    cursor += gap(rtl ? trailing! : leading!);
    if (core) {
      const width = shapedWidth(runFace, core, sizePx, tracking, rtl);
      runs.push({ text: core, face: runFace, rtl, tracking, x: cursor, width });
      cursor += width;
    }
    cursor += gap(rtl ? leading! : trailing!);
  }
  return { runs, width: cursor };
}

/**
 * The glyphs of `run` as one SVG path in poster px, the run's left edge at `left` and its baseline at
 * `baseline`: HarfBuzz's shaping and outlines, so the raster matches the PDF (Chromium shapes with
 * HarfBuzz too) even where a rasteriser's own shaping of a script falls short. Coordinates to the hundredth
 * of a pixel, written from integers (fmtHundredths), the path's pieces joined once.
 */
export function runOutline(run: TextRun, sizePx: number, left: number, baseline: number): string {
  const { glyphs, unitsPerEm } = shapeGlyphs(run.face, run.text, run.rtl, run.features);
  const k = sizePx / unitsPerEm;
  let pen = left;
  const pieces: string[] = [];
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i]!;
    const ox = pen + glyph.xOffset * k;
    const oy = baseline - glyph.yOffset * k;
    for (const { type, values } of glyphOutline(run.face, glyph.glyph)) {
      pieces.push(type);
      for (let v = 0; v < values.length; v += 2) {
        if (v) pieces.push(' ');
        pieces.push(fmtHundredths(ox + values[v]! * k), ' ', fmtHundredths(oy - values[v + 1]! * k));
      }
    }
    pen += glyph.advance * k;
    // Tracking between clusters, as the run's width counts it.
    if (run.tracking && i + 1 < glyphs.length && glyphs[i + 1]!.cluster !== glyph.cluster) pen += run.tracking;
  }
  return pieces.join('');
}

/** Whether shaping with `features` picks other glyphs than the face's defaults (Raleway's figures are old-style). */
function changesGlyphs(face: FontFace, text: string, features: readonly string[]): boolean {
  const plain = shapeGlyphs(face, text).glyphs.map((glyph) => glyph.glyph);
  const featured = shapeGlyphs(face, text, false, features).glyphs.map((glyph) => glyph.glyph);
  return plain.some((glyph, i) => glyph !== featured[i]);
}

/** How far the ink of a laid-out line reaches below its baseline, in px (descenders of g, p, y; 0 for capitals). */
export function inkBelowBaseline(runs: readonly TextRun[], sizePx: number): number {
  let lowest = 0;
  for (const run of runs) {
    const { glyphs, unitsPerEm } = shapeGlyphs(run.face, run.text, run.rtl, run.features);
    for (const glyph of glyphs) {
      for (const { values } of glyphOutline(run.face, glyph.glyph)) {
        for (let v = 1; v < values.length; v += 2) lowest = Math.min(lowest, (values[v]! + glyph.yOffset) * (sizePx / unitsPerEm));
      }
    }
  }
  return -lowest;
}
