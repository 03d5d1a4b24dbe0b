import { describe, expect, it } from 'vitest';
import { createView, detailZoomFor, lonLatToWorld, metresPerPixel, posterSize, worldSize, worldToLonLat, MAX_LATITUDE } from './index';

describe('Web Mercator projection', () => {
  it('round-trips longitude/latitude through world pixels', () => {
    for (const [lon, lat] of [
      [0, 0],
      [12.576, 55.676],
      [-76.585, 39.279],
      [179.9, -84.9],
      [-180, 85],
    ] as const) {
      for (const zoom of [0, 7.5, 14, 22]) {
        const [x, y] = lonLatToWorld(lon, lat, zoom);
        const [lon2, lat2] = worldToLonLat(x, y, zoom);
        expect(lon2).toBeCloseTo(lon, 9);
        expect(lat2).toBeCloseTo(lat, 9);
      }
    }
  });

  it('puts the origin top-left and the equator in the middle, on 512 px tiles', () => {
    expect(lonLatToWorld(-180, MAX_LATITUDE, 0)[0]).toBeCloseTo(0, 6);
    expect(lonLatToWorld(-180, MAX_LATITUDE, 0)[1]).toBeCloseTo(0, 6);
    expect(lonLatToWorld(0, 0, 1)).toEqual([512, 512]);
    expect(worldSize(2)).toBe(2048);
  });

  it('clamps latitudes beyond the projection limit instead of producing infinities', () => {
    const [, y] = lonLatToWorld(0, 90, 3);
    expect(Number.isFinite(y)).toBe(true);
    expect(y).toBeCloseTo(0, 6);
  });

  it('knows the ground resolution (about 0.15 m per px at zoom 19 on the equator with 512 px tiles)', () => {
    expect(metresPerPixel(0, 19)).toBeCloseTo(0.149, 3);
    expect(metresPerPixel(60, 19)).toBeCloseTo(0.149 / 2, 3);
  });
});

describe('poster frame', () => {
  it('has the aspect of width×height with the longest edge at maxDimension', () => {
    expect(posterSize(3600, 4800, 4096)).toEqual({ width: 3072, height: 4096 });
    expect(posterSize(4800, 3600, 1000)).toEqual({ width: 1000, height: 750 });
    expect(posterSize(500, 500, 256)).toEqual({ width: 256, height: 256 });
  });

  it('shows the same ground at 640 and 4096 px: only the density changes', () => {
    const spec = { lat: 55.676, lon: 12.576, zoom: 14, bearing: 0, width: 3, height: 4 };
    const small = createView({ ...spec, maxDimension: 640 }, 14);
    const large = createView({ ...spec, maxDimension: 4096 }, 14);
    const cornerSmall = small.unproject(0, 0);
    const cornerLarge = large.unproject(0, 0);
    expect(cornerSmall[0]).toBeCloseTo(cornerLarge[0], 8);
    expect(cornerSmall[1]).toBeCloseTo(cornerLarge[1], 8);
    expect(large.scale / small.scale).toBeCloseTo(6.4, 9);
  });

  it('puts the centre point at the focus, and rotates by the bearing (90° puts east at the top)', () => {
    const view = createView({ lat: 40, lon: -75, zoom: 12, bearing: 90, width: 1, height: 1, maxDimension: 1000 }, 14);
    const [x, y] = view.project(-75, 40);
    expect(x).toBeCloseTo(500, 6);
    expect(y).toBeCloseTo(500, 6);
    const [ex, ey] = view.project(-74.99, 40);
    expect(ex).toBeCloseTo(500, 0);
    expect(ey).toBeLessThan(500);
    const focused = createView({ lat: 40, lon: -75, zoom: 12, bearing: 0, width: 1, height: 1, maxDimension: 1000, focus: [300, 200] }, 14);
    expect(focused.project(-75, 40).map((v) => Math.round(v))).toEqual([300, 200]);
  });

  it('round-trips poster pixels through the rotated view', () => {
    const view = createView({ lat: 43.7375, lon: 7.4289, zoom: 15, bearing: 33, width: 3, height: 4, maxDimension: 2048 }, 14);
    const [lon, lat] = view.unproject(123, 1789);
    const [x, y] = view.project(lon, lat);
    expect(x).toBeCloseTo(123, 6);
    expect(y).toBeCloseTo(1789, 6);
  });

  it('places tile corners where the projection says they are', () => {
    const view = createView({ lat: 55.676, lon: 12.576, zoom: 14, bearing: 20, width: 3, height: 4, maxDimension: 4096 }, 14);
    const tile = view.tiles[0]!;
    const [a, b, c, d, e, f] = view.tileTransform(tile, 4096);
    const n = 2 ** tile.z;
    const lon = (tile.x / n) * 360 - 180;
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * tile.y) / n))) * 180) / Math.PI;
    const [px, py] = view.project(lon, lat);
    expect(a * 0 + c * 0 + e).toBeCloseTo(px, 6);
    expect(b * 0 + d * 0 + f).toBeCloseTo(py, 6);
  });
});

describe('detail zoom and tiles', () => {
  it('reads geometry as deep as the print density asks, up to the source maximum', () => {
    expect(detailZoomFor(13, 1, 14)).toBe(13); // 1024 px: the view's own zoom
    expect(detailZoomFor(13, 0.625, 14)).toBe(13); // 640 px: never shallower than the view
    expect(detailZoomFor(11, 4, 14)).toBe(13); // 4096 px: four times denser
    expect(detailZoomFor(14, 4, 14)).toBe(14); // capped at the source, over-zoomed beyond
    expect(detailZoomFor(18, 4, 14)).toBe(14);
  });

  it('covers the whole rotated frame, nearest tiles first', () => {
    const view = createView({ lat: 55.676, lon: 12.576, zoom: 13, bearing: 45, width: 3, height: 4, maxDimension: 4096 }, 14);
    const covered = (x: number, y: number) => {
      const [lon, lat] = view.unproject(x, y);
      const [wx, wy] = lonLatToWorld(lon, lat, view.detailZoom);
      return view.tiles.some((t) => t.x === Math.floor(wx / 512) && t.y === Math.floor(wy / 512));
    };
    for (const [x, y] of [
      [0, 0],
      [view.width, 0],
      [0, view.height],
      [view.width, view.height],
      [view.width / 2, view.height / 2],
    ]) {
      expect(covered(x!, y!)).toBe(true);
    }
    const first = view.tiles[0]!;
    const [cx, cy] = lonLatToWorld(12.576, 55.676, view.detailZoom);
    expect([first.x, first.y]).toEqual([Math.floor(cx / 512), Math.floor(cy / 512)]);
  });

  it('steps the detail zoom down rather than exceed the tile cap', () => {
    const view = createView({ lat: 50, lon: 10, zoom: 6, bearing: 0, width: 1, height: 1, maxDimension: 4096 }, 14, 40);
    expect(view.tiles.length).toBeLessThanOrEqual(40);
    expect(view.detailZoom).toBeLessThan(8);
  });

  it('wraps tile columns across the antimeridian', () => {
    const view = createView({ lat: 0, lon: 179.99, zoom: 10, bearing: 0, width: 1, height: 1, maxDimension: 2048 }, 14);
    const columns = new Set(view.tiles.map((t) => t.x));
    const n = 2 ** view.detailZoom;
    expect(columns.has(0)).toBe(true);
    expect(columns.has(n - 1)).toBe(true);
    expect([...columns].every((x) => x >= 0 && x < n)).toBe(true);
  });
});
