import http from 'node:http';
import type net from 'node:net';
import { XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { worldToLonLat } from '@/lib/render/geo';
import { parsePosterSpec, PdfPrinter, PosterEngine, RasterTileCache, RenderError, SpecError, TILE_STYLES, type PosterSpecInput } from '@/lib/render';
import { RASTER_CONCURRENCY } from '@/lib/render/raster-tiles';
import { CHROMIUM, pdfInfo, pdfToPixels, PLACES } from '@/tests/support/engine';

/**
 * A raster tile server on loopback. Every tile is a flat color read from its z/x/y with a 1 px
 * black border, so a pixel of the poster says which tile landed there.
 * - /t/{z}/{x}/{y}.png: every tile (held back while `gate` is set, to see how many are fetched at once)
 * - /holes/…: as /t/, but the tile east of the centre's is 404
 * - /flaky/…: every tile fails with 503 once before it works
 * - /sat/…: JPEG tiles of other colors (the satellite source)
 * - /hang/…: never answers (counted)
 */
const Z = 16;
const X0 = 34_120;
const Y0 = 23_800;
/** The centre of tile (Z, X0, Y0): 256 px tiles at Z are 512 px tiles at Z − 1. */
const [LON, LAT] = worldToLonLat((X0 + 0.5) * 256, (Y0 + 0.5) * 256, Z - 1);

type Rgb = [number, number, number];
const colorOf = (x: number, y: number, satellite = false): Rgb =>
  satellite
    ? [200, 60 + 40 * (((x % 3) + 3) % 3), 60 + 40 * (((y % 3) + 3) % 3)]
    : [50 + ((30 * (((x - X0 + 4) % 6) + 6)) % 6), 60 + 35 * ((((y - Y0 + 4) % 5) + 5) % 5), 180];

async function tileImage(x: number, y: number, format: 'png' | 'jpeg', satellite = false): Promise<Buffer> {
  const [r, g, b] = colorOf(x, y, satellite);
  const pixels = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < 256 * 256; i++) {
    const px = i % 256;
    const py = Math.floor(i / 256);
    const border = px === 0 || py === 0 || px === 255 || py === 255;
    pixels.set(border ? [0, 0, 0] : [r, g, b], i * 3);
  }
  const image = sharp(pixels, { raw: { width: 256, height: 256, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

let server: http.Server;
let base = '';
const seen = { userAgents: new Set<string>(), inFlight: 0, maxInFlight: 0, requests: 0, flakyFailed: new Set<string>(), flakyRequests: 0, hangRequests: 0 };
/** While `size` is set, /t/ tiles are not answered until that many wait together; then all of them are. */
const gate = { size: 0, waiting: [] as Array<() => void> };
function passGate(): Promise<void> {
  return new Promise((pass) => {
    gate.waiting.push(pass);
    if (gate.waiting.length < gate.size) return;
    gate.size = 0;
    for (const waiting of gate.waiting.splice(0)) waiting();
  });
}
const printer = new PdfPrinter({ executablePath: CHROMIUM });

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const url = request.url ?? '';
    seen.userAgents.add(request.headers['user-agent'] ?? '');
    if (url.startsWith('/hang/')) {
      seen.hangRequests += 1;
      return; // never answers
    }
    const match = /^\/(t|holes|flaky|sat)\/(\d+)\/(\d+)\/(\d+)\.(png|jpg)$/.exec(url);
    if (!match) {
      response.writeHead(404);
      return response.end();
    }
    const [, kind, , xs, ys] = match;
    const x = Number(xs);
    const y = Number(ys);
    seen.requests += 1;
    seen.inFlight += 1;
    seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
    try {
      if (kind === 't' && gate.size > 0) await passGate();
      if (kind === 'holes' && x === X0 + 1 && y === Y0) {
        response.writeHead(404);
        return response.end();
      }
      if (kind === 'flaky') {
        seen.flakyRequests += 1;
        if (!seen.flakyFailed.has(url)) {
          seen.flakyFailed.add(url);
          response.writeHead(503);
          return response.end();
        }
      }
      const satellite = kind === 'sat';
      response.writeHead(200, { 'Content-Type': satellite ? 'image/jpeg' : 'image/png' });
      response.end(await tileImage(x, y, satellite ? 'jpeg' : 'png', satellite));
    } finally {
      seen.inFlight -= 1;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await printer.close();
});

function engineFor(standard = `${base}/t/{z}/{x}/{y}.png`, options: { timeoutMs?: number; satellite?: string } = {}) {
  return new PosterEngine({
    tilesUrl: PLACES,
    printer,
    rasterTiles: { standard, satellite: options.satellite ?? `${base}/sat/{z}/{x}/{y}.jpg` },
    rasterTileCache: new RasterTileCache(),
    // Generous: on a busy machine a loopback answer can take seconds; the time-limit tests set their own.
    tileTimeoutMs: options.timeoutMs ?? 30_000,
  });
}

/** zoom 15 at 1024 px: drawZoom 15, tiles at 16, one tile px per poster px; the page is 768×1024. */
const poster: PosterSpecInput = {
  lat: LAT,
  lon: LON,
  zoom: 15,
  renderMode: 'tile',
  city: 'Tileton',
  country: 'Rasterland',
  maxDimension: 1024,
  overlayBgType: 'none',
};
const spec = (input: Partial<PosterSpecInput> = {}) => parsePosterSpec({ ...poster, ...input });

async function pixelsOf(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { at, width: info.width, height: info.height };
}

const close = (actual: Rgb, expected: Rgb, tolerance = 12) => actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);
function expectColor(actual: Rgb, expected: Rgb, where: string, tolerance = 12) {
  expect(close(actual, expected, tolerance), `${where}: got rgb(${actual}) for rgb(${expected})`).toBe(true);
}
const hex = (value: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as Rgb;

/** Poster px of the centre of tile (Z, x, y), as the vector view places it. */
async function whereIs(engine: PosterEngine, input: Partial<PosterSpecInput>, x: number, y: number): Promise<[number, number]> {
  const { layout } = await engine.document(spec({ ...input, format: 'svg' }), { embedFonts: false, labels: false });
  const [lon, lat] = worldToLonLat((x + 0.5) * 256, (y + 0.5) * 256, Z - 1);
  return layout.view.project(lon, lat);
}

describe('map-tile styles: raster tiles from a {z}/{x}/{y} server', () => {
  it('puts each tile where the vector view puts its place, and the bearing turns the map', async () => {
    const engine = engineFor();
    const north = await pixelsOf((await engine.render(spec({ format: 'png' }))).bytes);
    expect([north.width, north.height]).toEqual([768, 1024]);
    // The centre point (the middle of tile X0,Y0) sits in the middle of the page; a tile is 256 px.
    expectColor(north.at(384, 512), colorOf(X0, Y0), 'centre');
    expectColor(north.at(384 + 256, 512), colorOf(X0 + 1, Y0), 'east');
    expectColor(north.at(384, 512 + 256), colorOf(X0, Y0 + 1), 'south');
    expectColor(north.at(384 - 256, 512 - 256), colorOf(X0 - 1, Y0 - 1), 'north-west');
    // The 1 px border at the tile's edge (128 px from its middle) is drawn there.
    const edge = north.at(384 + 128, 512);
    expect(Math.max(...edge), `tile edge rgb(${edge})`).toBeLessThan(Math.max(...colorOf(X0, Y0)) - 40);
    expect(await whereIs(engine, {}, X0 + 1, Y0)).toEqual([384 + 256, 512]);

    // Turned 90°: east is up, south is east.
    const turned = await pixelsOf((await engine.render(spec({ format: 'png', bearing: 90 }))).bytes);
    expectColor(turned.at(384, 512), colorOf(X0, Y0), 'centre, turned');
    expectColor(turned.at(384, 512 - 256), colorOf(X0 + 1, Y0), 'east, turned 90°');
    expectColor(turned.at(384 + 256, 512), colorOf(X0, Y0 + 1), 'south, turned 90°');
    // 30°: wherever the view projects a tile's middle, that tile is drawn.
    const thirty = await pixelsOf((await engine.render(spec({ format: 'png', bearing: 30 }))).bytes);
    for (const [x, y] of [
      [X0 + 1, Y0],
      [X0 - 1, Y0 + 1],
      [X0 + 1, Y0 - 1],
      [X0, Y0 + 2],
    ] as const) {
      const [px, py] = await whereIs(engine, { bearing: 30 }, x, y);
      expectColor(thirty.at(px, py), colorOf(x, y), `tile ${x},${y} turned 30° at ${px.toFixed(1)},${py.toFixed(1)}`);
    }
  });

  it('renders every format at the poster size', async () => {
    const engine = engineFor();
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const result = await engine.render(spec({ format }));
      const meta = await sharp(result.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 768, 1024]);
    }
    const pdf = await engine.render(spec({ format: 'pdf' }));
    expect(pdfInfo(pdf.bytes)['Page size']).toMatch(/^576 x 768 pts/);
    const printed = await pdfToPixels(pdf.bytes, 768);
    const i = (512 * printed.width + 384) * 3;
    expectColor([printed.data[i]!, printed.data[i + 1]!, printed.data[i + 2]!], colorOf(X0, Y0), 'PDF centre', 16);
    const svg = await engine.render(spec({ format: 'svg' }));
    expect(svg.bytes.toString().startsWith('<svg')).toBe(true);
    expect([svg.width, svg.height]).toEqual([768, 1024]);
  });

  it('SVG wraps one embedded raster image and refers to nothing outside', async () => {
    const engine = engineFor();
    const svg = (await engine.render(spec({ format: 'svg' }))).bytes.toString('utf8');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg.match(/<image\b/g)).toHaveLength(1);
    expect(svg).toMatch(/<image x="0" y="0" width="768" height="1024" preserveAspectRatio="none" href="data:image\/jpeg;base64,[A-Za-z0-9+/=]+"\/>/);
    expect(svg).not.toContain(base);
    expect(svg.replace(/ xmlns(:\w+)?="[^"]+"/g, '')).not.toMatch(/https?:/);
    // No vector map layers: the map is the image.
    expect(svg).not.toMatch(/<path d="M/);
  });

  it("prints the tile source's credit, sends a User-Agent naming Atlasprint, and fetches at most 6 at once", async () => {
    seen.maxInFlight = 0;
    // No tile is answered until 6 are asked for together: the fetcher must have that many under way at once.
    gate.size = RASTER_CONCURRENCY;
    const svg = (await engineFor().render(spec({ format: 'svg', maxDimension: 2048 }))).bytes.toString('utf8');
    const host = new URL(base).host;
    expect(svg).toContain(`>Map tiles: ${host}</text>`);
    expect(svg).not.toContain('OpenStreetMap');
    expect([...seen.userAgents].every((agent) => agent.startsWith('Atlasprint/'))).toBe(true);
    expect(RASTER_CONCURRENCY).toBe(6);
    expect(seen.maxInFlight).toBe(6);
  });

  it('keeps fetched tiles: the same poster again fetches nothing', async () => {
    const engine = engineFor();
    await engine.render(spec({ format: 'svg' }));
    const before = seen.requests;
    await engine.render(spec({ format: 'svg' }));
    expect(seen.requests).toBe(before);
  });

  it('retries a tile once', async () => {
    const result = await engineFor(`${base}/flaky/{z}/{x}/{y}.png`).render(spec({ format: 'png' }));
    expect(seen.flakyFailed.size).toBeGreaterThan(0);
    expect(seen.flakyRequests).toBe(2 * seen.flakyFailed.size);
    expectColor((await pixelsOf(result.bytes)).at(384, 512), colorOf(X0, Y0), 'centre');
  });

  it('leaves a missing (404) tile in the page color', async () => {
    const { bytes } = await engineFor(`${base}/holes/{z}/{x}/{y}.png`).render(spec({ format: 'png' }));
    const image = await pixelsOf(bytes);
    expectColor(image.at(384 + 256, 512), hex(TILE_STYLES.standard.palette.background), 'missing tile', 4);
    expectColor(image.at(384 + 256 + 100, 512 - 100), hex(TILE_STYLES.standard.palette.background), 'missing tile', 4);
    expectColor(image.at(384, 512), colorOf(X0, Y0), 'its neighbour');
  });

  it('satellite: its own source and credit, a dark page, the map clipped to a matted circle', async () => {
    const engine = engineFor();
    const input = { theme: 'satellite', mapShape: 'circle', matEnabled: true } as const;
    const svg = (await engine.render(spec({ ...input, format: 'svg' }))).bytes.toString('utf8');
    expect(svg).toContain('clip-path="url(#ap-window)"');
    expect(svg).toContain(`Map tiles: ${new URL(base).host}`);
    const { at } = await pixelsOf((await engine.render(spec({ ...input, format: 'png' }))).bytes);
    const [cx, cy] = await whereIs(engine, input, X0, Y0);
    expectColor(at(cx, cy), colorOf(X0, Y0, true), 'satellite centre');
    // Outside the circle, in the corner of the page: the mat.
    const mat = at(20, 20);
    expect(Math.max(...mat)).toBeLessThan(40);
  });

  it('a source that is down fails quickly with tiles_unavailable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const fetches = vi.spyOn(globalThis, 'fetch');
    let error: unknown;
    let attempts = 0;
    try {
      // A time limit far away: the refusal itself must end the render, not a time limit.
      error = await engineFor(`http://127.0.0.1:${port}/{z}/{x}/{y}.png`, { timeoutMs: 60_000 })
        .render(spec())
        .catch((e: unknown) => e);
      attempts = fetches.mock.calls.filter(([url]) => String(url).startsWith(`http://127.0.0.1:${port}/`)).length;
    } finally {
      fetches.mockRestore();
    }
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).code).toBe('tiles_unavailable');
    expect((error as RenderError).message).toMatch(new RegExp(`^map tiles from 127\\.0\\.0\\.1:${port} could not be read: it refused the connection \\(tile `));
    // Quickly: the first tile refused (and refused again) ends it; of the poster's 25 tiles, only those
    // already under way were asked for, each at most twice.
    expect(attempts).toBeGreaterThan(0);
    expect(attempts).toBeLessThanOrEqual(2 * RASTER_CONCURRENCY);
  });

  it("says why a host cannot be reached in its own words, never the resolver's", async () => {
    const error = await engineFor('http://tiles.atlasprint-test.invalid/{z}/{x}/{y}.png', { timeoutMs: 2000 })
      .render(spec())
      .catch((e: unknown) => e);
    expect((error as RenderError).message).toMatch(
      /^map tiles from tiles\.atlasprint-test\.invalid could not be read: (its host name could not be found|no answer within 2 s) \(tile /,
    );
    expect((error as RenderError).message).not.toMatch(/getaddrinfo|ENOTFOUND|EAI_AGAIN|fetch failed/);
  });

  it('a source that never answers fails with tiles_unavailable after its time limit', async () => {
    seen.hangRequests = 0;
    const error = await engineFor(`${base}/hang/{z}/{x}/{y}.png`, { timeoutMs: 200 })
      .render(spec())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).code).toBe('tiles_unavailable');
    expect((error as RenderError).message).toContain('could not be read: no answer within 0.2 s');
    // The first tile out of time ends the render: the tiles still waiting are never asked for.
    expect(seen.hangRequests).toBeGreaterThan(0);
    expect(seen.hangRequests).toBeLessThanOrEqual(2 * RASTER_CONCURRENCY);
  });

  it('refuses a map-tile style without renderMode tile, and an artistic theme with it', () => {
    const refusal = (input: Partial<PosterSpecInput>) => {
      try {
        parsePosterSpec({ lat: 0, lon: 0, ...input });
      } catch (error) {
        expect(error).toBeInstanceOf(SpecError);
        return (error as SpecError).message;
      }
      return 'accepted';
    };
    expect(refusal({ theme: 'standard' })).toBe('theme standard is a map-tile style: use renderMode "tile"');
    expect(refusal({ theme: 'satellite', renderMode: 'artistic' })).toBe('theme satellite is a map-tile style: use renderMode "tile"');
    expect(refusal({ theme: 'vintage_atlas', renderMode: 'tile' })).toBe(
      'theme vintage_atlas is an artistic theme: use renderMode "artistic", or theme standard or satellite',
    );
    expect(refusal({ renderMode: 'tile' })).toBe('accepted');
    expect(parsePosterSpec({ lat: 0, lon: 0, renderMode: 'tile' }).theme).toBe('standard');
  });
});
