import http from 'node:http';
import type net from 'node:net';
import { XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PdfPrinter, PosterEngine, RenderError, type PosterSpecInput } from '@/lib/render';
import { encoding, paintPoster } from '@/lib/render/formats';
import { CHROMIUM, meanDifference, pdfInfo, pdfToPixels, PLACES } from '@/tests/support/engine';

const printer = new PdfPrinter({ executablePath: CHROMIUM });
const engine = new PosterEngine({ tilesUrl: PLACES, printer });
const monaco: PosterSpecInput = { lat: 43.7375, lon: 7.4289, zoom: 14, city: 'Monaco', country: 'Principality of Monaco', theme: 'vintage_atlas' };

const render = (input: Partial<PosterSpecInput>, preview = false) => engine.render(parsePosterSpec({ ...monaco, maxDimension: 1024, ...input }), { preview });

afterAll(() => printer.close());

describe('the poster engine on real OpenStreetMap tiles', () => {
  it.each([
    ['png', 'png'],
    ['jpeg', 'jpeg'],
    ['webp', 'webp'],
  ] as const)('renders %s at the requested size and aspect', async (format, sharpFormat) => {
    const result = await render({ format, width: 3600, height: 4800 });
    const meta = await sharp(result.bytes).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect([meta.width, meta.height]).toEqual([768, 1024]);
    expect(result.mime).toBe(`image/${format}`);
  });

  it("paints a PNG's map while its labels are placed: the same file as its whole scene painted once composed", async () => {
    const spec = parsePosterSpec({ ...monaco, theme: 'midnight_dark', format: 'png', width: 900, height: 1200, maxDimension: 1200 });
    const rendered = await engine.render(spec);
    const document = await engine.document(spec, { embedFonts: false, labels: true, outline: true, scene: true });
    // The labels are in it: the poster has the map's names to place.
    expect(JSON.stringify(document.scene!.ops)).toContain('"name":"labels"');
    const painted = await paintPoster(document.scene!, [encoding('png')]);
    expect(painted.strips).toBeGreaterThanOrEqual(1);
    expect(rendered.bytes.equals(painted.files[0]!)).toBe(true);
  });

  it('renders a landscape poster with the longest edge at maxDimension', async () => {
    const result = await render({ format: 'png', width: 1600, height: 900, maxDimension: 2000 });
    const meta = await sharp(result.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1125]);
  });

  it('draws the map: the poster is not one flat color and uses the theme palette', async () => {
    const { bytes } = await render({ format: 'png' });
    const stats = await sharp(bytes).stats();
    expect(stats.channels).toHaveLength(3);
    expect(stats.channels.every((channel) => channel.stdev > 8)).toBe(true);
  });

  it('renders a vector PDF of exactly the poster size', async () => {
    const result = await render({ format: 'pdf' });
    expect(result.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const info = pdfInfo(result.bytes);
    expect(info.Pages).toBe('1');
    expect(info['Page size']).toMatch(/^576 x 768 pts/);
  });

  it('renders SVG as well-formed XML with the fonts embedded and nothing external', async () => {
    const result = await render({ format: 'svg' });
    const svg = result.bytes.toString('utf8');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toMatch(/@font-face\{[^}]*src:url\(data:font\/woff2;base64,/);
    expect(svg).toContain('font-family="Playfair Display"');
    const withoutNamespace = svg.replace(/ xmlns(:\w+)?="[^"]+"/g, ''); // namespace names (SVG's, Inkscape's layers') name, never fetch
    expect(withoutNamespace).not.toMatch(/https?:|file:/i);
    for (const [reference] of svg.matchAll(/url\([^)]{0,40}/g)) expect(reference).toMatch(/^url\((#|data:)/);
    expect(svg).toContain('© OpenStreetMap contributors');
  });

  it('returns a 640 px WebP preview when asked', async () => {
    const result = await render({ format: 'png', maxDimension: 2048 }, true);
    const meta = await sharp(result.preview!.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(640);
  });

  it('refuses a view where its map data has nothing, naming the view, rather than print an empty map', async () => {
    // In the middle of the Pacific, and inside the places archive's box but between its places (Bern).
    for (const [lat, lon] of [
      [-40, -140],
      [46.948, 7.447],
    ] as const) {
      const error = await render({ lat, lon, zoom: 13, city: 'Nowhere', format: 'png' }).catch((e: unknown) => e);
      // Every source was read and none has data there: the request's to change, not a fault to retry.
      expect((error as RenderError).code).toBe('no_map_data');
      expect((error as RenderError).message).toMatch(/^no map data source covers this view \(/);
    }
  });

  it('prints the map credit on every poster, even with no text block: OpenStreetMap, and OpenMapTiles for tiles in its schema', async () => {
    const { bytes } = await render({ format: 'svg', overlaySize: 'none', city: '', country: '' });
    expect(bytes.toString()).toContain('>© OpenStreetMap contributors · © OpenMapTiles</text>');
  });

  it('the PNG and the PDF of one spec look the same', async () => {
    const spec = { format: 'png' as const, maxDimension: 768 };
    const png = await render(spec);
    const pdf = await render({ ...spec, format: 'pdf' });
    const fromPng = await sharp(png.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const fromPdf = await pdfToPixels(pdf.bytes, fromPng.info.width);
    expect([fromPdf.width, fromPdf.height]).toEqual([fromPng.info.width, fromPng.info.height]);
    // Anti-aliasing differs by a shade along edges; a shifted title or a missing layer costs far more.
    expect(meanDifference(fromPng.data, fromPdf.data)).toBeLessThan(3);
  });
});

describe('hostile text', () => {
  const corpus = [
    '<script>alert(1)</script>',
    '"><image href="http://127.0.0.1:PORT/a.png"/>',
    "'; } @import url(http://127.0.0.1:PORT/x.css); {",
    ']]></text><foreignObject><iframe src="http://127.0.0.1:PORT/f"/></foreignObject>',
    '&lt;&amp;&#x3C;',
  ];
  let canary: http.Server;
  let hits = 0;
  let port = 0;

  beforeAll(async () => {
    canary = http.createServer((_, response) => {
      hits += 1;
      response.end('x');
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    port = (canary.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => canary.close(() => resolve())));

  it('is escaped in every text field and makes no request leave the page', async () => {
    for (const raw of corpus) {
      const text = raw.replaceAll('PORT', String(port));
      const spec = {
        city: text,
        country: text,
        cityFont: `x;}</style><style>@import url(http://127.0.0.1:${port}/font.css);`,
        countryFont: `url(http://127.0.0.1:${port}/f.woff2)`,
        coordsFont: text,
        format: 'svg' as const,
        maxDimension: 512,
      };
      const svg = (await render(spec)).bytes.toString();
      expect(XMLValidator.validate(svg)).toBe(true);
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('<foreignObject');
      expect(svg).not.toContain('<image');
      expect(svg).not.toMatch(/href="http/);
      await render({ ...spec, format: 'pdf' });
      await render({ ...spec, format: 'png' });
    }
    expect(hits).toBe(0);
  });
});

describe('map data source failures', () => {
  it('a source that is down gives a clear tiles_unavailable error', async () => {
    const down = new PosterEngine({ tilesUrl: 'http://127.0.0.1:9/planet.pmtiles', printer });
    const error = await down.render(parsePosterSpec({ ...monaco, maxDimension: 512 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).code).toBe('tiles_unavailable');
    expect((error as RenderError).message).toMatch(
      /^map data source 127\.0\.0\.1:9 could not be read: (it refused the connection|it could not be reached|no answer within)/,
    );
  });

  it('a missing archive says there is no such file, naming the file but no server directory', async () => {
    const missing = new PosterEngine({ tilesUrl: '/nonexistent/tiles.pmtiles', printer });
    await expect(missing.render(parsePosterSpec({ ...monaco, maxDimension: 512 }))).rejects.toThrow(
      'map data source tiles.pmtiles could not be read: there is no such file',
    );
  });
});
