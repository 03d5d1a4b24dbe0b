import { describe, expect, it } from 'vitest';
import { createView, lonLatToWorld } from '../geo';
import { applyAffine, coverAt, planRaster, posterToTile, tileZoomFor, type RasterFrame } from './plan';
import { hexToRgb, resample, stitch } from './stitch';
import { ESRI_IMAGERY_CREDIT, isTileTemplate, OSM_CREDIT, templateHost, tileCredit, tileUrl } from './template';
import { DEFAULT_RASTER_TILES, rasterFrame, windowRegion } from './index';
import { contrastRatio, isTileStyle, themeForSpec, TILE_STYLES } from '../themes';
import { THEMES } from '../themes';

describe('raster tile templates', () => {
  it('expands {z}/{x}/{y} and gives each tile one of the a|b|c subdomains', () => {
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 13, 4270, 2988)).toBe('https://tile.openstreetmap.org/13/4270/2988.png');
    expect(tileUrl(DEFAULT_RASTER_TILES.satellite, 5, 17, 11)).toBe(
      'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/5/11/17',
    );
    const subdomains = [0, 1, 2, 3].map((x) => tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png?k={z}', 2, x, 0));
    expect(subdomains).toEqual([
      'https://a.tiles.example/2/0/0.png?k=2',
      'https://b.tiles.example/2/1/0.png?k=2',
      'https://c.tiles.example/2/2/0.png?k=2',
      'https://a.tiles.example/2/3/0.png?k=2',
    ]);
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', 2, 1, 3)).toBe(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', 2, 1, 3));
  });

  it('knows a template, its host and its credit', () => {
    expect(isTileTemplate('https://x.example/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileTemplate('https://x.example/{z}/{x}.png')).toBe(false);
    expect(isTileTemplate('file:///tiles/{z}/{x}/{y}.png')).toBe(false);
    expect(templateHost('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('127.0.0.1:8080');
    expect(templateHost('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('a.tile.openstreetmap.org');
    expect(tileCredit(DEFAULT_RASTER_TILES.standard)).toBe(OSM_CREDIT);
    expect(tileCredit('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(OSM_CREDIT);
    expect(tileCredit(DEFAULT_RASTER_TILES.satellite)).toBe(ESRI_IMAGERY_CREDIT);
    expect(tileCredit('https://tiles.example.com/{z}/{x}/{y}.jpg')).toBe('Map tiles: tiles.example.com');
    expect(tileCredit('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('Map tiles: 127.0.0.1:8080');
    // A look-alike host is not OpenStreetMap.
    expect(tileCredit('https://tile.openstreetmap.org.evil.example/{z}/{x}/{y}.png')).toBe('Map tiles: tile.openstreetmap.org.evil.example');
  });
});

/** A frame centred on a tile corner at an integer zoom, unturned. */
function frame(overrides: Partial<RasterFrame> = {}): RasterFrame {
  const drawZoom = overrides.drawZoom ?? 12;
  return {
    drawZoom,
    centre: [1000 * 512, 1000 * 512].map((v) => v * 2 ** (drawZoom - 12)) as [number, number],
    focus: [512, 512],
    bearing: 0,
    region: { x: 0, y: 0, width: 1024, height: 1024 },
    ...overrides,
  };
}

describe('raster tile zoom and count', () => {
  it('asks for one 256 px tile px per poster px: drawZoom + 1, rounded, capped at 19', () => {
    expect(tileZoomFor(12)).toBe(13);
    expect(tileZoomFor(12.4)).toBe(13);
    expect(tileZoomFor(12.6)).toBe(14);
    expect(tileZoomFor(18.7)).toBe(19);
    expect(tileZoomFor(22)).toBe(19);
    expect(tileZoomFor(-3)).toBe(0);
  });

  it('covers the frame with whole tiles and a few px of margin', () => {
    // 1024 px at k = 1 centred on a tile corner: 4 tiles across, plus one each side for the margin.
    const plan = coverAt(frame(), 13);
    expect(plan.k).toBe(1);
    expect([plan.cols, plan.rows, plan.tiles.length]).toEqual([6, 6, 36]);
    expect(plan.origin).toEqual([(2000 - 3) * 256, (2000 - 3) * 256]);
    expect(plan.tiles[0]).toEqual({ z: 13, x: 1997, y: 1997, col: 0, row: 0 });
    // One zoom up is twice the px: 8 tiles across plus the margin.
    expect(coverAt(frame(), 14).tiles.length).toBe(10 * 10);
    // Turned 45°, the frame's bounding box is √2 wider: ±728 px round the corner, tiles 1997…2002.
    const turned = coverAt(frame({ bearing: 45 }), 13);
    expect([turned.cols, turned.rows, turned.origin[0] / 256]).toEqual([6, 6, 1997]);
    const turned30 = coverAt(frame({ bearing: 30, region: { x: 0, y: 0, width: 2048, height: 1024 }, focus: [1024, 512] }), 13);
    // Half extents: 1024·cos30 + 512·sin30 = 1142.8 across, 1024·sin30 + 512·cos30 = 955.4 down (+4 margin).
    expect([turned30.cols, turned30.rows]).toEqual([10, 8]);
  });

  it('steps the zoom down while the cover needs more than the limit', () => {
    const big = frame({ drawZoom: 14, region: { x: 0, y: 0, width: 4096, height: 5461 }, focus: [2048, 2730] });
    expect(tileZoomFor(14)).toBe(15);
    expect(coverAt(big, 15).tiles.length).toBeGreaterThan(200);
    const plan = planRaster(big);
    expect(plan.z).toBe(14);
    expect(plan.tiles.length).toBeLessThanOrEqual(200);
    expect(plan.k).toBe(0.5);
    expect(planRaster(big, { maxTiles: 1000 }).z).toBe(15);
    expect(planRaster(frame({ drawZoom: 20 })).z).toBe(19);
  });

  it('wraps columns round the antimeridian and drops rows beyond the poles', () => {
    // Zoom 0 on a 1024 px frame: the world (512 px at drawZoom 0) shows twice across.
    const world = coverAt({ drawZoom: 0, centre: [256, 256], focus: [512, 512], bearing: 0, region: { x: 0, y: 0, width: 1024, height: 1024 } }, 1);
    expect(world.rows).toBe(2);
    expect(new Set(world.tiles.map((t) => t.x))).toEqual(new Set([0, 1]));
    expect(world.tiles.every((t) => t.y >= 0 && t.y <= 1)).toBe(true);
  });
});

describe('raster geometry', () => {
  it('maps poster px to tile px exactly as the vector view unprojects them, turned or not', () => {
    for (const bearing of [0, 30, -135]) {
      const view = createView({ lat: 43.7375, lon: 7.4289, zoom: 15, bearing, width: 3, height: 4, maxDimension: 1024, focus: [400, 600] }, 14);
      const f = rasterFrame({ view, lat: 43.7375, lon: 7.4289, bearing, window: { shape: 'rectangle', x: 0, y: 0, width: 768, height: 1024 } });
      const z = tileZoomFor(view.drawZoom);
      const t = posterToTile(f, z);
      for (const [x, y] of [
        [0, 0],
        [768, 0],
        [123.5, 987.25],
        [400, 600],
      ] as const) {
        const [lon, lat] = view.unproject(x, y);
        const [wx, wy] = lonLatToWorld(lon, lat, z - 1); // 256 px tiles at z = 512 px tiles at z − 1
        const [tx, ty] = applyAffine(t, x, y);
        expect(tx).toBeCloseTo(wx, 5);
        expect(ty).toBeCloseTo(wy, 5);
      }
    }
  });

  it("cuts the window's bounding box in whole px, inside the page", () => {
    expect(windowRegion({ shape: 'rectangle', x: 40.2, y: 40.2, width: 943.6, height: 800.5 }, 1024, 1365)).toEqual({ x: 40, y: 40, width: 944, height: 801 });
    expect(windowRegion({ shape: 'circle', cx: 512, cy: 500, r: 450.5 }, 1024, 1365)).toEqual({ x: 61, y: 49, width: 902, height: 902 });
    expect(windowRegion({ shape: 'rectangle', x: 0, y: 0, width: 1024, height: 1365 }, 1024, 1365)).toEqual({ x: 0, y: 0, width: 1024, height: 1365 });
  });

  it('copies the canvas pixel for pixel at one tile px per poster px, unturned', async () => {
    const f = frame({ region: { x: 0, y: 0, width: 8, height: 8 }, focus: [4, 4] });
    const plan = coverAt(f, 13);
    const tile = Buffer.alloc(256 * 256 * 3);
    for (let i = 0; i < 256 * 256; i++) tile.set([i % 256, Math.floor(i / 256), 77], i * 3);
    const tiles = new Map(plan.tiles.map((t) => [`${t.z}/${t.x}/${t.y}`, tile]));
    const background = hexToRgb('#102030');
    const pixels = await resample(plan, f, stitch(plan, tiles, background), background);
    // Poster (0, 0) is tile px 4 left and up of the corner at (2000, 2000): px 252 of tile 1999.
    expect([...pixels.subarray(0, 3)]).toEqual([252, 252, 77]);
    const at = (u: number, v: number) => [...pixels.subarray((v * 8 + u) * 3, (v * 8 + u) * 3 + 3)];
    expect(at(3, 3)).toEqual([255, 255, 77]);
    expect(at(4, 4)).toEqual([0, 0, 77]);
    expect(at(7, 5)).toEqual([3, 1, 77]);
  });

  it('leaves missing tiles in the page color', async () => {
    const f = frame({ region: { x: 0, y: 0, width: 16, height: 16 }, focus: [8, 8] });
    const plan = coverAt(f, 13);
    const background = hexToRgb('#102030');
    const pixels = await resample(plan, f, stitch(plan, new Map(), background), background);
    expect([...pixels.subarray(0, 3)]).toEqual([0x10, 0x20, 0x30]);
    expect([...pixels.subarray(pixels.length - 3)]).toEqual([0x10, 0x20, 0x30]);
  });
});

describe('the furniture of the map-tile styles', () => {
  it('standard is a light page with dark text, satellite a near-black page with light text', () => {
    const { standard, satellite } = TILE_STYLES;
    expect([standard.key, standard.tone, satellite.key, satellite.tone]).toEqual(['standard', 'light', 'satellite', 'dark']);
    for (const theme of [standard, satellite]) {
      expect(contrastRatio(theme.palette.text, theme.palette.background)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(theme.palette.text, theme.palette.mat)).toBeGreaterThanOrEqual(7);
    }
    expect(contrastRatio('#000000', standard.palette.background)).toBeGreaterThan(contrastRatio('#ffffff', standard.palette.background));
    expect(contrastRatio('#ffffff', satellite.palette.background)).toBeGreaterThan(18);
  });

  it('gives each spec its theme whatever its mode', () => {
    expect(themeForSpec({ theme: 'standard' })).toBe(TILE_STYLES.standard);
    expect(themeForSpec({ theme: 'satellite' })).toBe(TILE_STYLES.satellite);
    expect(themeForSpec({ theme: 'minimal_white' })).toBe(THEMES.minimal_white);
    expect(isTileStyle('standard') && !isTileStyle('midnight_dark') && !Object.hasOwn(THEMES, 'standard')).toBe(true);
  });
});
