import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RenderError } from '../errors';
import { chooseFrom, fillingZoom, frameOfBounds, framePoints, MIN_MAP_COVERAGE, shareAt } from './coverage';
import { OPENMAPTILES } from '../schema';
import { inBounds, openTileSource, type Bounds, type FramePoints, type VectorTileSource } from './source';

/** A source with data exactly within a box (a TileJSON source's bounds), its coverage counted point by point here, not by the code under test. */
function boxSource(name: string, bounds: Bounds): VectorTileSource {
  return {
    key: `box:${name}`,
    name,
    schema: OPENMAPTILES,
    bounds,
    minZoom: 0,
    maxZoom: 14,
    getTile: async () => undefined,
    coverage: async (points: FramePoints) => points.filter(([lon, lat]) => inBounds(lon, lat, bounds)).length / points.length,
  };
}

const at = (bounds: Bounds, zoom = 12) => ({ lon: (bounds[0] + bounds[2]) / 2, lat: (bounds[1] + bounds[3]) / 2, zoom });

describe('the share of a poster the map data covers', () => {
  const data: Bounds = [10, 50, 11, 51];
  const source = boxSource('data', data);

  it('is 1 for a view inside the data, 0 for one outside it, ½ for one half over its edge', async () => {
    const inside: Bounds = [10.2, 50.2, 10.4, 50.4];
    expect(await shareAt(source, frameOfBounds(inside, at(inside)))).toBe(1);
    const outside: Bounds = [12, 50.2, 12.2, 50.4];
    expect(await shareAt(source, frameOfBounds(outside, at(outside)))).toBe(0);
    // Its west half inside: the grid's columns split at the data's east edge.
    const half: Bounds = [10.9, 50.4, 11.1, 50.6];
    expect(await shareAt(source, frameOfBounds(half, at(half)))).toBe(0.5);
  });

  it('is measured in Web Mercator: by area on the map, not in degrees', async () => {
    // 0..80° N with data up to 60° N: three quarters in degrees, 54 % of the map's height (y 0.5 to 0.290 of 0.5 to 0.112).
    const view: Bounds = [10.2, 0, 10.4, 80];
    const south = boxSource('south', [10, 0, 11, 60]);
    const share = await shareAt(south, frameOfBounds(view, { lon: 10.3, lat: 40, zoom: 3 }));
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.56);
  });

  it('holds across the antimeridian: a box from 170° E to 170° W, a view about 180° written either way', async () => {
    const fiji = boxSource('fiji', [170, -20, -170, -10]);
    const across: Bounds = [179, -16, 181, -14];
    expect(await shareAt(fiji, frameOfBounds(across, { lon: 180, lat: -15, zoom: 9 }))).toBe(1);
    const written: Bounds = [-181, -16, -179, -14];
    expect(await shareAt(fiji, frameOfBounds(written, { lon: -180, lat: -15, zoom: 9 }))).toBe(1);
    // A box that ends at 180: a view across it is half in.
    const east = boxSource('east', [170, -20, 180, -10]);
    expect(await shareAt(east, frameOfBounds(across, { lon: 180, lat: -15, zoom: 9 }))).toBe(0.5);
  });

  it('at a deeper zoom the same frame shrinks about its centre', () => {
    const view: Bounds = [10, 50, 12, 52];
    const frame = frameOfBounds(view, at(view, 10));
    const lons = (zoom: number) => framePoints(frame, zoom).map(([lon]) => lon);
    const width = (zoom: number) => Math.max(...lons(zoom)) - Math.min(...lons(zoom));
    expect(width(11) / width(10)).toBeCloseTo(0.5, 6);
    expect(Math.max(...lons(11)) + Math.min(...lons(11))).toBeCloseTo(22, 6);
  });
});

describe('the zoom at which the data fills the poster', () => {
  const source = boxSource('data', [10, 50, 11, 51]);

  it('is the smallest zoom in tenths from the asked one at which the share is 1', async () => {
    // A view twice as wide as the data's box about a point inside it.
    const view: Bounds = [9.8, 50.3, 10.8, 50.7];
    const frame = frameOfBounds(view, { lon: 10.3, lat: 50.5, zoom: 10 });
    const zoom = (await fillingZoom([source], frame, 10))!;
    expect(zoom).toBeGreaterThan(10);
    expect(await shareAt(source, frame, zoom)).toBe(1);
    expect(await shareAt(source, frame, zoom - 0.1)).toBeLessThan(1);
    expect(Math.round(zoom * 10)).toBe(zoom * 10);
  });

  it('is none when the poster is centred on the edge of the data', async () => {
    const edge: Bounds = [10.9, 50.4, 11.1, 50.6];
    expect(await fillingZoom([source], frameOfBounds(edge, { lon: 11.0000001, lat: 50.5, zoom: 12 }), 12)).toBeUndefined();
  });
});

describe('choosing a source, and refusing a poster the data would leave blank', () => {
  const data = boxSource('data.pmtiles', [10, 50, 11, 51]);
  const open = (...sources: VectorTileSource[]) => sources.map((source) => async () => source);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('refused'),
      (error: unknown) => error as RenderError,
    );

  it('draws from the first that covers all of it, else from the one that covers most, if that is at least MIN_MAP_COVERAGE', async () => {
    const whole = boxSource('whole', [0, 40, 20, 60]);
    const view: Bounds = [10.2, 50.2, 10.4, 50.4];
    expect((await chooseFrom(open(data, whole), { bounds: view, ...at(view) })).source).toBe(data);
    // 95 % inside (30 of the grid's 32 columns): drawn (with a warning at the render), not refused.
    const mostly: Bounds = [10.2, 50.2, 11.04, 50.4];
    const chosen = await chooseFrom(open(data), { bounds: mostly, ...at(mostly) });
    expect(chosen.share).toBeGreaterThanOrEqual(MIN_MAP_COVERAGE);
    expect(chosen.share).toBeLessThan(1);
  });

  it('below it: partial_map_data naming the share and the zoom that fills the poster; allowPartial draws it', async () => {
    const view: Bounds = [10.6, 50.4, 11.4, 50.6];
    const error = await refusal(chooseFrom(open(data), { bounds: view, lat: 50.5, lon: 10.9, zoom: 11 }));
    expect(error).toBeInstanceOf(RenderError);
    expect(error.code).toBe('partial_map_data');
    expect(error.message).toMatch(
      /^the map data covers 50 % of this poster \(50\.5000, 10\.9000 at zoom 11\), so the rest would be blank: at zoom 1[1-9]\.\d \(the same centre and size\) the data fills it; or send allowPartialMap: true to draw it as it is$/,
    );
    const allowed = await chooseFrom(open(data), { bounds: view, lat: 50.5, lon: 10.9, zoom: 11 }, { allowPartial: true });
    expect(allowed.share).toBe(0.5);
  });

  it('none of it: no_map_data, naming the view and where the data is, and not a word of retrying', async () => {
    const pacific: Bounds = [-150.1, -0.1, -149.9, 0.1];
    const error = await refusal(chooseFrom(open(data), { bounds: pacific, lat: 0, lon: -150, zoom: 12 }));
    expect(error.code).toBe('no_map_data');
    expect(error.message).toBe(
      "no map data source covers this view (0.0000, -150.0000 at zoom 12): this server has map data only within data.pmtiles (lon/lat 10.0000, 50.0000 to 11.0000, 51.0000); centre the poster on a place inside it (GET /v1/places finds a place's coordinates)",
    );
    expect(error.message).not.toMatch(/retry/i);
  });

  it('a source that could not be read might have had it: tiles_unavailable, safe to retry', async () => {
    const broken = async (): Promise<VectorTileSource> => {
      throw new RenderError('tiles_unavailable', 'map data source planet could not be read: no answer within 10 s');
    };
    const pacific: Bounds = [-150.1, -0.1, -149.9, 0.1];
    const error = await refusal(chooseFrom([...open(data), broken], { bounds: pacific, lat: 0, lon: -150, zoom: 12 }));
    expect(error.code).toBe('tiles_unavailable');
    expect(error.message).toContain('1 of the 2 configured sources could not be read');
  });

  it('offline, a half-covered view says too what can be drawn now: the zoom the data that was read fills, or allowPartialMap', async () => {
    const broken = async (): Promise<VectorTileSource> => {
      throw new RenderError('tiles_unavailable', 'map data source planet could not be read: its host name could not be found');
    };
    const view: Bounds = [10.6, 50.4, 11.4, 50.6];
    const error = await refusal(chooseFrom([...open(data), broken], { bounds: view, lat: 50.5, lon: 10.9, zoom: 11 }));
    expect(error.code).toBe('tiles_unavailable');
    expect(error.message).toMatch(
      /those that could be read cover 50 % of it; at zoom 1[1-9]\.\d \(the same centre and size\) the data fills it, or send allowPartialMap: true to draw what there is$/,
    );
  });

  it('a source nobody answers for (source_unreachable): named so, with no promise of a retry, and with what the readable data covers', async () => {
    const offline = async (): Promise<VectorTileSource> => {
      throw new RenderError('source_unreachable', 'map data source tiles.example cannot be reached: its host name could not be found');
    };
    const view: Bounds = [10.6, 50.4, 11.4, 50.6];
    const error = await refusal(chooseFrom([...open(data), offline], { bounds: view, lat: 50.5, lon: 10.9, zoom: 11 }));
    expect(error.code).toBe('source_unreachable');
    expect(error.message).toMatch(
      /^no map data source this server can reach covers this view \(50\.5000, 10\.9000 at zoom 11\): map data source tiles\.example cannot be reached: its host name could not be found, and retrying will not help until it can be reached again; at zoom 1[1-9]\.\d \(the same centre and size\) the data fills it, or send allowPartialMap: true to draw what there is; the map data this server can read now covers data\.pmtiles \(lon\/lat 10\.0000, 50\.0000 to 11\.0000, 51\.0000\)/,
    );
    // One unreachable and one broken otherwise: a retry may help with the second, so it stays tiles_unavailable.
    const broken = async (): Promise<VectorTileSource> => {
      throw new RenderError('tiles_unavailable', 'map data source other could not be read: it answered HTTP 500');
    };
    expect((await refusal(chooseFrom([...open(data), offline, broken], { bounds: view, lat: 50.5, lon: 10.9, zoom: 11 }))).code).toBe('tiles_unavailable');
  });

  it('a city seen from so far that no point of the frame has data, but its centre has: partial_map_data with the zoom, not no_map_data', async () => {
    // The whole world about a centre inside the data's box: the box is far smaller than one grid cell.
    const world: Bounds = [-170, -60, 170, 70];
    const error = await refusal(chooseFrom(open(data), { bounds: world, lat: 50.5, lon: 10.5, zoom: 1 }));
    expect(error.code).toBe('partial_map_data');
    expect(error.message).toMatch(
      /^the map data covers less than 1 % of this poster \(50\.5000, 10\.5000 at zoom 1\), so the rest would be blank: at zoom \d+\.\d \(the same centre and size\) the data fills it$/,
    );
  });
});

describe('a bundled extract measured by its tiles', () => {
  const city = path.resolve(import.meta.dirname, '../../../data/tiles/city.pmtiles');

  it('Copenhagen at zoom 12 (what /v1/places suggests) is about half covered by the city archive, and fully at the zoom said', async () => {
    const source = await openTileSource(city);
    // A 3:4 poster's 768 × 1024 reference frame at zoom 12 about City Hall Square, as a box.
    const frame = frameOfBounds([12.4795, 55.6273, 12.6725, 55.7247], { lon: 12.576, lat: 55.676, zoom: 12 });
    const share = await shareAt(source, frame);
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.6);
    const zoom = (await fillingZoom([source], frame, 12))!;
    expect(await shareAt(source, frame, zoom)).toBe(1);
    expect(await shareAt(source, frame, zoom - 0.1)).toBeLessThan(1);
  });
});
