import { beforeAll, describe, expect, it } from 'vitest';
import { fontFace, fontsReady, loadFacesFor, measureText } from '../fonts';
import { escapeXml, sceneSvg, type SceneOp } from '../scene';
import { centredLine, formatCoordinates, type TextLine, transformText } from '../layout';
import { type TextOutlines, textOps } from './text';

/** A line as the SVG writer writes it: the elements inside the document. */
const textElement = (line: TextLine, halo?: { color: string; width: number }, outline?: TextOutlines) =>
  sceneSvg({ sheet: { x: 0, y: 0, width: 1000, height: 1000 }, ops: textOps(line, halo, outline) }).replace(/^<svg[^>]*>|<\/svg>$/g, '');

beforeAll(() => fontsReady());

describe('poster text', () => {
  it('prints coordinates as absolute values with their hemisphere', () => {
    expect(formatCoordinates(45.43721, 12.33459)).toBe('45.4372° N / 12.3346° E');
    expect(formatCoordinates(39.279, -76.585)).toBe('39.2790° N / 76.5850° W');
    expect(formatCoordinates(-33.8688, 151.2093)).toBe('33.8688° S / 151.2093° E');
    expect(formatCoordinates(-22.9, -43.2)).not.toContain('-');
  });

  it('transforms case before measuring, so the drawn text is the measured text', () => {
    expect(transformText('são paulo', 'uppercase')).toBe('SÃO PAULO');
    expect(transformText('new york-city', 'capitalize')).toBe('New York-City');
    expect(transformText('rio', 'none')).toBe('rio');
  });

  it('escapes every character that could become markup', () => {
    expect(escapeXml(`<script>alert("x")</script> & 'y'`)).toBe('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;y&#39;');
  });

  it('keeps word spaces wider than the tracking between letters (KONGENS LYNGBY at 0.5 em)', () => {
    const face = fontFace('Montserrat', 700);
    const line = centredLine({ text: 'KONGENS LYNGBY', face, size: 100, trackingEm: 0.5, centreX: 1000, baseline: 0, maxWidth: 4000, fill: '#fff' });
    // Where LYNGBY starts: its own run, or (one run) after the measured "KONGENS " and its tracking.
    const second = line.runs.find((run) => run.text === 'LYNGBY');
    const secondX = second ? second.x : measureText(face, 'KONGENS ', 100, 50) + 50;
    const first = measureText(face, 'KONGENS', 100, 50);
    // The gap between the words is more than three letter gaps (it was 2.6: the tracking swallowed the space).
    expect(secondX - first).toBeGreaterThan(3 * 50);
    // Measured as drawn: the line's width runs to the end of the last word, and it is centred.
    expect(line.width).toBeCloseTo(secondX + measureText(face, 'LYNGBY', 100, 50), 6);
    expect(line.x + line.width / 2).toBeCloseTo(1000, 6);
    // Untracked lines keep their runs whole.
    expect(centredLine({ text: 'KONGENS LYNGBY', face, size: 100, trackingEm: 0, centreX: 0, baseline: 0, maxWidth: 4000, fill: '#fff' }).runs).toHaveLength(1);
  });

  it('centres a line by its measured width and shrinks a long title to fit', () => {
    const face = fontFace('Montserrat', 700);
    const short = centredLine({ text: 'ROME', face, size: 200, trackingEm: 0.5, centreX: 1500, baseline: 0, maxWidth: 2400, fill: '#fff' });
    expect(short.size).toBe(200);
    expect(short.x + short.width / 2).toBeCloseTo(1500, 6);
    const long = centredLine({
      text: 'LLANFAIRPWLLGWYNGYLLGOGERYCHWYRNDROBWLLLLANTYSILIOGOGOGOCH',
      face,
      size: 200,
      trackingEm: 0.5,
      centreX: 1500,
      baseline: 0,
      maxWidth: 2400,
      fill: '#fff',
    });
    expect(long.size).toBeLessThan(200);
    expect(long.width).toBeLessThanOrEqual(2400 + 1e-6);
    expect(long.width).toBeGreaterThan(2390);
    expect(measureText(face, long.text, long.size, long.tracking)).toBeCloseTo(long.width, 6);
  });

  it('writes real letter-spacing and an explicit start position, never spaces', () => {
    const line = centredLine({
      text: 'OSLO',
      face: fontFace('Inter', 700),
      size: 100,
      trackingEm: 0.4,
      centreX: 500,
      baseline: 900,
      maxWidth: 1000,
      fill: '#123456',
    });
    const element = textElement(line);
    expect(element).toContain('letter-spacing="40"');
    expect(element).toContain('text-anchor="start"');
    expect(element).toContain('>OSLO</text>');
    expect(element).toContain('font-family="Inter"');
  });
});

describe('text beyond the poster face', () => {
  const face = fontFace('Montserrat', 700);
  const line = (text: string) => centredLine({ text, face, size: 60, trackingEm: 0.1, centreX: 500, baseline: 900, maxWidth: 900, fill: '#111111' });

  it('is one <text> a run, each in its own face at its measured x, so no renderer reorders across runs', async () => {
    await loadFacesFor(face, 'Tel Aviv תל אביב');
    const svg = textElement(line('Tel Aviv תל אביב'));
    const texts = [...svg.matchAll(/<text x="([\d.]+)"[^>]*font-family="([^"]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => [m[2], m[3]]);
    expect(texts).toEqual([
      ['Montserrat', 'Tel Aviv'],
      ['Noto Sans Hebrew', 'תל אביב'],
    ]);
  });

  it('for raster output, draws fallback runs as HarfBuzz outlines spanning the measured width', async () => {
    await loadFacesFor(face, 'Delhi दिल्ली');
    const laid = line('Delhi दिल्ली');
    const svg = textElement(laid, undefined, true);
    expect(svg).toContain('font-family="Montserrat"');
    expect(svg).not.toContain('Noto Sans Devanagari');
    const d = /<path d="([^"]+)"/.exec(svg)![1]!;
    const xs = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    const run = laid.runs[1]!;
    // The glyphs' ink lies within the run's advance (side bearings aside).
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(laid.x + run.x - 2);
    expect(Math.max(...xs)).toBeLessThanOrEqual(laid.x + run.x + run.width + 2);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(run.width * 0.8);
  });

  it("with outlines 'all', draws every run as the very outline the Skia scene fills, halo included, and no <text>", async () => {
    await loadFacesFor(face, 'Delhi दिल्ली');
    const laid = line('Delhi दिल्ली');
    const svg = textElement(laid, { color: '#ffffff', width: 6 }, 'all');
    expect(svg).not.toContain('<text');
    const paths = [...svg.matchAll(/<path d="([^"]+)"([^>]*)\/>/g)];
    // The Skia scene's text (every run outlined) holds the same outlines.
    const skia = textOps(laid, undefined, 'all').flatMap((op: SceneOp) => (op.op === 'text' ? op.runs.map((run) => run.d) : []));
    expect(paths.map((m) => m[1])).toEqual(skia);
    expect(paths.every((m) => m[2]!.includes('paint-order="stroke"'))).toBe(true);
    // A single run in the line's own face too (that is one <text> otherwise).
    expect(textElement(line('Oslo'), undefined, 'all')).toMatch(/^<path d="[^"]+"[^>]*\/>$/);
  });
});

describe('escapeXml', () => {
  it('drops what XML cannot hold (lone surrogates, U+FFFE, U+FFFF, C0 controls) and escapes markup', () => {
    expect(escapeXml('A\ud800B\uffff\ufffe\u0001<&>')).toBe('AB&#60;&#38;&#62;');
    expect(escapeXml('Zürich 😀 東京')).toBe('Zürich 😀 東京');
  });
});
