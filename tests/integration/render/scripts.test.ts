import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PdfPrinter, PosterEngine, posterTextProblems, type PosterSpecInput } from '@/lib/render';
import { CHROMIUM, meanDifference, MONACO, pdfToPixels } from '@/tests/support/engine';

const printer = new PdfPrinter({ executablePath: CHROMIUM });
const engine = new PosterEngine({ tilesUrl: MONACO, printer });
afterAll(() => printer.close());

/** Titles in their own scripts: the map is Monaco's, the title is the point. */
const CITIES: ReadonlyArray<{ city: string; country: string; theme: string; faces: string[] }> = [
  { city: '東京', country: '日本', theme: 'midnight_dark', faces: ['Noto Sans JP'] },
  { city: 'القاهرة', country: 'مصر', theme: 'vintage_atlas', faces: ['Noto Sans Arabic'] },
  { city: 'ירושלים', country: 'ישראל', theme: 'minimal_white', faces: ['Noto Sans Hebrew'] },
  { city: 'กรุงเทพมหานคร', country: 'ประเทศไทย', theme: 'modern_voyager', faces: ['Noto Sans Thai'] },
  { city: 'दिल्ली', country: 'भारत', theme: 'blueprint_classic', faces: ['Noto Sans Devanagari'] },
  { city: '서울', country: '대한민국', theme: 'midnight_dark', faces: ['Noto Sans KR'] },
  { city: 'කොළඹ', country: 'ශ්‍රී ලංකාව', theme: 'vintage_atlas', faces: ['Noto Sans Sinhala'] },
  { city: 'சென்னை', country: 'இந்தியா', theme: 'minimal_white', faces: ['Noto Sans Tamil'] },
];

// 768 × 1024: Chromium sets PDF pages in 1/300 in, exact for sizes in multiples of 8 px.
const base: PosterSpecInput = { lat: 43.7375, lon: 7.4289, zoom: 14, maxDimension: 1024, showLabels: false };
// The titles are what is looked at; the monaco archive ends just inside a z14 poster, drawn as it is.
const render = (input: Partial<PosterSpecInput>) => engine.render(parsePosterSpec({ ...base, ...input }), { allowPartialMap: true });

describe("titles in the world's scripts, in every output", () => {
  it.each(CITIES)('$city: the SVG sets the title in $faces and embeds only the glyphs used', async ({ city, country, theme, faces }) => {
    const svg = (await render({ city, country, theme, format: 'svg' })).bytes.toString('utf8');
    for (const family of faces) {
      expect(svg).toContain(`font-family="${family}"`);
      const rule = new RegExp(`@font-face\\{font-family:"${family}"[^}]*base64,([A-Za-z0-9+/=]+)`).exec(svg);
      expect(rule, `${family} embedded`).not.toBeNull();
      // A subset of a few glyphs, not the 5-10 MB face.
      expect(Buffer.from(rule![1]!, 'base64').length).toBeLessThan(40_000);
    }
    expect(svg).toContain(city);
    expect(svg.length).toBeLessThan(600_000);
  });

  // The PNG sets fallback runs as HarfBuzz outlines, the PDF as text that Chromium shapes (with HarfBuzz).
  it.each(CITIES)('$city: the PNG and the PDF agree', async ({ city, country, theme }) => {
    const png = await render({ city, country, theme, format: 'png' });
    const pdf = await render({ city, country, theme, format: 'pdf' });
    const fromPng = await sharp(png.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const fromPdf = await pdfToPixels(pdf.bytes, fromPng.info.width);
    expect([fromPdf.width, fromPdf.height]).toEqual([fromPng.info.width, fromPng.info.height]);
    expect(meanDifference(fromPng.data, fromPdf.data)).toBeLessThan(3);
  });

  it("prints the title: the PNG differs from the same poster with an empty title by the title's ink", async () => {
    const titled = await sharp((await render({ city: '東京', theme: 'minimal_white' })).bytes)
      .removeAlpha()
      .raw()
      .toBuffer();
    const untitled = await sharp((await render({ city: '', theme: 'minimal_white' })).bytes)
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(meanDifference(titled, untitled)).toBeGreaterThan(0.3);
  });

  it('places a mixed-script title as one centred line, the Han part in a CJK face', async () => {
    const svg = (await render({ city: 'Zürich 苏黎世', theme: 'vintage_atlas', format: 'svg' })).bytes.toString('utf8');
    const zurich = /<text x="([\d.]+)" y="([\d.]+)" font-family="Playfair Display" letter-spacing="[\d.]+" [^>]*>ZÜRICH<\/text>/.exec(svg);
    const suzhou = /<text x="([\d.]+)" y="([\d.]+)" font-family="Noto Serif SC" letter-spacing="[\d.]+" [^>]*>苏黎世<\/text>/.exec(svg);
    expect(zurich && suzhou, svg.slice(-3000)).toBeTruthy();
    // One line: the same baseline, the Han part to the right of the Latin part.
    expect(suzhou![2]).toBe(zurich![2]);
    expect(Number(suzhou![1])).toBeGreaterThan(Number(zurich![1]));
  });
});

describe('text no shipped face can draw', () => {
  it('is named, field and character, before a render', async () => {
    expect(await posterTextProblems(parsePosterSpec({ ...base, city: 'Luxor 𓀀', country: 'Egypt' }))).toEqual([
      'city contains U+13000, which no poster font can draw',
    ]);
    expect(await posterTextProblems(parsePosterSpec({ ...base, city: 'Cairo', country: '\u{F0000}' }))).toEqual([
      'country contains U+F0000, which no poster font can draw',
    ]);
    expect(await posterTextProblems(parsePosterSpec({ ...base, city: 'Paris 😀', country: 'France' }))).toEqual([]);
  });
});
