import { beforeAll, describe, expect, it } from 'vitest';
import { fontFace, fontsReady, layoutLine, loadFacesFor, undrawableCharacter, type FontFace } from '.';
import { faceHasGlyphs, shapeGlyphs } from './shaping';

/** Real place names, each in its own script (at least one per shipped fallback family). */
const PLACE_NAMES: ReadonlyArray<{ script: string; name: string; family: string }> = [
  { script: 'Japanese', name: '東京', family: 'Noto Sans JP' },
  { script: 'Japanese kana', name: 'さっぽろ', family: 'Noto Sans JP' },
  { script: 'Simplified Chinese', name: '苏州', family: 'Noto Sans SC' },
  { script: 'Korean', name: '서울', family: 'Noto Sans KR' },
  { script: 'Arabic', name: 'القاهرة', family: 'Noto Sans Arabic' },
  { script: 'Hebrew', name: 'ירושלים', family: 'Noto Sans Hebrew' },
  { script: 'Thai', name: 'กรุงเทพมหานคร', family: 'Noto Sans Thai' },
  { script: 'Lao', name: 'ວຽງຈັນ', family: 'Noto Sans Lao' },
  { script: 'Khmer', name: 'ភ្នំពេញ', family: 'Noto Sans Khmer' },
  { script: 'Myanmar', name: 'ရန်ကုန်', family: 'Noto Sans Myanmar' },
  { script: 'Devanagari', name: 'दिल्ली', family: 'Noto Sans Devanagari' },
  { script: 'Bengali', name: 'ঢাকা', family: 'Noto Sans Bengali' },
  { script: 'Gurmukhi', name: 'ਅੰਮ੍ਰਿਤਸਰ', family: 'Noto Sans Gurmukhi' },
  { script: 'Gujarati', name: 'અમદાવાદ', family: 'Noto Sans Gujarati' },
  { script: 'Tamil', name: 'சென்னை', family: 'Noto Sans Tamil' },
  { script: 'Telugu', name: 'హైదరాబాద్', family: 'Noto Sans Telugu' },
  { script: 'Kannada', name: 'ಬೆಂಗಳೂರು', family: 'Noto Sans Kannada' },
  { script: 'Malayalam', name: 'തിരുവനന്തപുരം', family: 'Noto Sans Malayalam' },
  { script: 'Sinhala', name: 'කොළඹ', family: 'Noto Sans Sinhala' },
  { script: 'Georgian', name: 'თბილისი', family: 'Noto Sans Georgian' },
  { script: 'Armenian', name: 'Երևան', family: 'Noto Sans Armenian' },
  { script: 'Ethiopic', name: 'አዲስ አበባ', family: 'Noto Sans Ethiopic' },
  { script: 'Greek', name: 'Αθήνα', family: 'Noto Sans' },
];

const montserrat = fontFace('Montserrat', 600);
const playfair = fontFace('Playfair Display', 700);

/** Every glyph of every run is a real glyph (never .notdef, id 0) of a face that maps each character of the run. */
function expectDrawnGlyphByGlyph(face: FontFace, text: string): void {
  const line = layoutLine(face, text, 40, 2);
  expect(
    line.runs
      .map((run) => run.text)
      .join('')
      .replace(/\s/g, '').length,
    text,
  ).toBe(text.replace(/\s/g, '').length);
  for (const run of line.runs) {
    for (const character of run.text) {
      if (/[\p{White_Space}\p{Default_Ignorable_Code_Point}]/u.test(character)) continue;
      expect(faceHasGlyphs(run.face, character), `${run.face.family} draws ${character} of ${text}`).toBe(true);
    }
    const { glyphs } = shapeGlyphs(run.face, run.text, run.rtl);
    expect(glyphs.length).toBeGreaterThan(0);
    expect(
      glyphs.filter((glyph) => glyph.glyph === 0),
      `.notdef in ${run.text} (${run.face.family})`,
    ).toEqual([]);
  }
}

beforeAll(async () => {
  await fontsReady();
  for (const face of [montserrat, playfair]) for (const { name } of PLACE_NAMES) await loadFacesFor(face, name);
});

describe("text in the world's scripts", () => {
  it.each(PLACE_NAMES)('sets $script ($name) in $family, glyph by glyph, no .notdef', ({ name, family }) => {
    expectDrawnGlyphByGlyph(montserrat, name);
    const line = layoutLine(montserrat, name, 40);
    expect(line.runs.map((run) => run.face.family)).toEqual([family]);
    expect(line.width).toBeGreaterThan(0);
  });

  it('uses the serif fallbacks for serif poster faces where Noto has them', () => {
    expect(layoutLine(playfair, '東京', 40).runs[0]!.face.family).toBe('Noto Serif JP');
    expect(layoutLine(playfair, 'Αθήνα', 40).runs[0]!.face.family).toBe('Noto Serif');
    expect(layoutLine(playfair, 'القاهرة', 40).runs[0]!.face.family).toBe('Noto Sans Arabic');
    for (const { name } of PLACE_NAMES) expectDrawnGlyphByGlyph(playfair, name);
  });

  it('matches the fallback weight to the poster face', () => {
    expect(layoutLine(fontFace('Montserrat', 300), 'القاهرة', 40).runs[0]!.face.weight).toBe(300);
    expect(layoutLine(montserrat, 'القاهرة', 40).runs[0]!.face.weight).toBe(600);
    expect(layoutLine(playfair, 'Αθήνα', 40).runs[0]!.face).toBe(fontFace('Noto Serif', 700));
  });

  it('sets CJK text at every weight in the Regular of its CJK face, the one shipped: real glyphs, never boxes', async () => {
    for (const weight of [300, 400, 500, 600, 700] as const) {
      for (const [family, name, cjk] of [
        ['Montserrat', 'さっぽろ', 'Noto Sans JP'],
        ['Inter', '서울', 'Noto Sans KR'],
        ['Raleway', '苏州', 'Noto Sans SC'],
        ['Playfair Display', '東京', 'Noto Serif JP'],
        ['Cormorant Garamond', '苏黎世', 'Noto Serif SC'],
      ] as const) {
        const face = fontFace(family, weight);
        await loadFacesFor(face, name);
        const line = layoutLine(face, name, 40);
        expect(
          line.runs.map((run) => [run.face.family, run.face.weight]),
          `${family} ${weight}`,
        ).toEqual([[cjk, 400]]);
        // Measured in that face, as at 400; a Han ideograph is one em wide there (a .notdef box would be narrower).
        expect(line.width).toBeCloseTo(layoutLine(fontFace(family, 400), name, 40).width, 9);
        if (/^\p{Script=Han}+$/u.test(name)) expect(line.width).toBeCloseTo(40 * name.length, 6);
        expectDrawnGlyphByGlyph(face, name);
      }
    }
  });

  it('draws each part of a mixed title in a face that has it, a Han stretch in one face', () => {
    const runs = layoutLine(montserrat, 'Zürich 苏黎世', 40).runs;
    expect(runs.map((run) => [run.text, run.face.family])).toEqual([
      ['Zürich', 'Montserrat'],
      ['苏黎世', 'Noto Sans SC'],
    ]);
    expectDrawnGlyphByGlyph(montserrat, 'Zürich 苏黎世');
  });

  it('keeps the poster face for Latin text: one run, no fallback read', () => {
    const line = layoutLine(montserrat, 'COPENHAGEN', 40, 4);
    expect(line.runs).toHaveLength(1);
    expect(line.runs[0]).toMatchObject({ face: montserrat, rtl: false, tracking: 4, x: 0 });
  });

  it('places runs left to right, each after the one before, the blank between them, and the tracking', () => {
    const line = layoutLine(montserrat, 'Tel Aviv תל אביב', 40, 3);
    const [latin, hebrew] = line.runs;
    const space = layoutLine(montserrat, ' ', 40).width;
    expect(hebrew!.x).toBeCloseTo(latin!.x + latin!.width + 3 + space + 3, 9);
    expect(line.width).toBeCloseTo(hebrew!.x + hebrew!.width, 9);
  });

  it("keeps blanks between right-to-left words where the line's order puts them, not at a run's end", () => {
    // Two RTL words in a left-to-right title: Hebrew on the left, then a blank, then the Arabic.
    const runs = layoutLine(montserrat, 'Roma القاهرة ירושלים', 40).runs;
    expect(runs.map((run) => run.text)).toEqual(['Roma', 'ירושלים', 'القاهرة']);
    const [, hebrew, arabic] = runs;
    const space = layoutLine(montserrat, ' ', 40).width;
    expect(arabic!.x - (hebrew!.x + hebrew!.width)).toBeGreaterThan(space * 0.5);
  });
});

describe('right-to-left text', () => {
  it('shapes a Hebrew run right to left: glyphs in visual order are the letters reversed', async () => {
    const line = layoutLine(montserrat, 'ירושלים', 40);
    const run = line.runs[0]!;
    expect(run.rtl).toBe(true);
    const { glyphs } = shapeGlyphs(run.face, run.text, true);
    // One glyph per letter: the visual (left-to-right) order is the logical order reversed.
    const letters = [...'ירושלים'];
    expect(glyphs.map((glyph) => glyph.cluster)).toEqual(letters.map((_, i) => i).reverse());
    const nominal = letters.map((letter) => shapeGlyphs(run.face, letter, true).glyphs[0]!.glyph);
    expect(glyphs.map((glyph) => glyph.glyph)).toEqual([...nominal].reverse());
  });

  it('joins Arabic letters (contextual forms differ from the isolated ones) and never tracks them', () => {
    const line = layoutLine(montserrat, 'القاهرة', 40, 8);
    const run = line.runs[0]!;
    expect(run).toMatchObject({ rtl: true, tracking: 0 });
    const joined = shapeGlyphs(run.face, 'قاهرة', true).glyphs.map((glyph) => glyph.glyph);
    const isolated = [...'قاهرة'].map((letter) => shapeGlyphs(run.face, letter, true).glyphs[0]!.glyph).reverse();
    expect(joined).not.toEqual(isolated);
    // Clusters run from the end of the word to its start, left to right.
    const clusters = shapeGlyphs(run.face, run.text, true).glyphs.map((glyph) => glyph.cluster);
    expect(clusters).toEqual([...clusters].sort((a, b) => b - a));
  });

  it('orders a right-to-left title with a Latin word by the bidi algorithm', () => {
    // The paragraph is right to left (its first strong letter is Arabic): the Latin word ends up on the left.
    const runs = layoutLine(montserrat, 'القاهرة Cairo', 40).runs;
    expect(runs.map((run) => run.rtl)).toEqual([false, true]);
    expect(runs[0]!.text).toContain('Cairo');
    expect(runs[1]!.text).toContain('القاهرة');
  });

  it('orders a left-to-right title with a Hebrew part: Latin first, Hebrew after it', () => {
    const runs = layoutLine(montserrat, 'Tel Aviv תל אביב', 40).runs;
    expect(runs.map((run) => [run.text.trim(), run.face.family, run.rtl])).toEqual([
      ['Tel Aviv', 'Montserrat', false],
      ['תל אביב', 'Noto Sans Hebrew', true],
    ]);
  });
});

describe('characters no face can draw', () => {
  it('names the first one', () => {
    expect(undrawableCharacter(montserrat, 'Luxor 𓀀𓀁')).toBe('𓀀');
    expect(undrawableCharacter(montserrat, 'Copenhagen')).toBeUndefined();
  });

  it('draws emoji with Noto Emoji rather than refusing them', () => {
    expect(undrawableCharacter(montserrat, 'Paris ❤ 😀')).toBeUndefined();
    expect(layoutLine(montserrat, 'Paris 😀', 40).runs.at(-1)!.face.family).toBe('Noto Emoji');
  });

  it('ignores joiners and variation selectors, which draw nothing', () => {
    expect(undrawableCharacter(montserrat, 'Caf\u00e9\u200d\ufe0f')).toBeUndefined();
  });
});
