import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GET as me } from '@/app/v1/me/route';
import { createKey } from '@/lib/keys';
import { call, useServiceDatabase } from '@/tests/support/database';
import { renderCall, useRenderSettings } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();
const base = { lat: 43.7375, lon: 7.4289 };
const many = (n: number) => Array.from({ length: n }, () => ({ lat: 1, lon: 2 }));

/** [what the request carries, the message it must get]. Every one is a 400 naming the field. */
const BAD_INPUT: Array<[string, Record<string, unknown>, string | RegExp]> = [
  ['no lat', { lon: 7 }, "lat is required (the centre's coordinates: find them from a place name with GET /v1/places?q=Paris or the MCP tool find_place)"],
  [
    'no lon',
    { lat: 43, city: 'Monte Carlo' },
    "lon is required (the centre's coordinates: find them from a place name with GET /v1/places?q=Monte%20Carlo or the MCP tool find_place)",
  ],
  ['lat a string', { ...base, lat: '43.7' }, 'lat must be a number'],
  ['lat too big', { ...base, lat: 90.0001 }, 'lat must be between -90 and 90'],
  ['lat too small', { ...base, lat: -91 }, 'lat must be between -90 and 90'],
  ['lat null', { ...base, lat: null }, 'lat must be a number'],
  ['lat an array', { ...base, lat: [43] }, 'lat must be a number'],
  ['lon too big', { ...base, lon: 180.5 }, 'lon must be between -180 and 180'],
  ['lon a boolean', { ...base, lon: true }, 'lon must be a number'],
  ['lon an object', { ...base, lon: { value: 7 } }, 'lon must be a number'],
  ['zoom too big', { ...base, zoom: 23 }, 'zoom must be between 0 and 22'],
  ['zoom negative', { ...base, zoom: -1 }, 'zoom must be between 0 and 22'],
  ['zoom a string', { ...base, zoom: '13' }, 'zoom must be a number'],
  ['zoom huge', { ...base, zoom: 1e308 }, 'zoom must be between 0 and 22'],
  ['unknown theme', { ...base, theme: 'neon_pink' }, /^theme must be one of ([a-z_]+, )*midnight_dark, /],
  ['theme a number', { ...base, theme: 7 }, 'theme must be a string'],
  ['theme empty', { ...base, theme: '' }, /^theme must be one of /],
  ['theme wrong case', { ...base, theme: 'Midnight_Dark' }, /^theme must be one of the \d+ themes and map-tile styles: did you mean midnight_dark\?$/],
  ['theme misspelt', { ...base, theme: 'vintage_atlass' }, /^theme must be one of the \d+ themes and map-tile styles: did you mean vintage_atlas\?$/],
  ['renderMode unknown', { ...base, renderMode: 'photo' }, 'renderMode must be one of artistic, tile'],
  ['city a number', { ...base, city: 42 }, 'city must be a string'],
  ['city too long', { ...base, city: 'x'.repeat(101) }, 'city must be at most 100 characters'],
  ['city with a lone surrogate', { ...base, city: 'A\ud800B' }, 'city contains U+D800, which is not a character text can hold'],
  ['city with U+FFFF', { ...base, city: 'Oslo\uffff' }, 'city contains U+FFFF, which is not a character text can hold'],
  ['country with U+FFFE', { ...base, country: '\ufffeNorway' }, 'country contains U+FFFE, which is not a character text can hold'],
  ['country an array', { ...base, country: ['FR'] }, 'country must be a string'],
  ['country too long', { ...base, country: 'y'.repeat(500) }, 'country must be at most 100 characters'],
  ['width zero', { ...base, width: 0 }, 'width must be between 1 and 100000'],
  ['width negative', { ...base, width: -300 }, 'width must be between 1 and 100000'],
  ['height a string', { ...base, height: '800px' }, 'height must be a number'],
  ['aspect too wide', { ...base, width: 5000, height: 1000 }, /^width and height must not be more than 4 times each other/],
  ['format gif', { ...base, format: 'gif' }, 'format must be one of png, jpeg, webp, pdf, svg'],
  ['format upper case', { ...base, format: 'PNG' }, 'format must be one of png, jpeg, webp, pdf, svg: did you mean png?'],
  ['format jpg', { ...base, format: 'jpg' }, 'format must be one of png, jpeg, webp, pdf, svg: did you mean jpeg?'],
  ['format letters swapped', { ...base, format: 'pgn' }, 'format must be one of png, jpeg, webp, pdf, svg: did you mean png?'],
  ['maxDimension small', { ...base, maxDimension: 255 }, 'maxDimension must be at least 256'],
  ['maxDimension negative', { ...base, maxDimension: -4096 }, 'maxDimension must be at least 256'],
  ['maxDimension a string', { ...base, maxDimension: 'large' }, 'maxDimension must be a number'],
  ['preview a string', { ...base, preview: 'yes' }, 'preview must be true or false'],
  ['bearing too big', { ...base, bearing: 361 }, 'bearing must be between -360 and 360'],
  ['mapShape unknown', { ...base, mapShape: 'star' }, 'mapShape must be one of rectangle, circle, hexagon, heart'],
  ['matEnabled a string', { ...base, matEnabled: 'true' }, 'matEnabled must be true or false'],
  ['matWidth too big', { ...base, matWidth: 201 }, 'matWidth must be between 0 and 200'],
  ['matBorderWidth negative', { ...base, matBorderWidth: -1 }, 'matBorderWidth must be between 0 and 20'],
  ['matBorderOpacity above 1', { ...base, matBorderOpacity: 1.5 }, 'matBorderOpacity must be between 0 and 1'],
  ['showLabels a number', { ...base, showLabels: 1 }, 'showLabels must be true or false'],
  ['overlayBgType unknown', { ...base, overlayBgType: 'blur' }, 'overlayBgType must be one of none, vignette, radial'],
  ['overlaySize unknown', { ...base, overlaySize: 'huge' }, 'overlaySize must be one of none, small, medium, large'],
  ['overlayX above 1', { ...base, overlayX: 2 }, 'overlayX must be between 0 and 1'],
  ['overlayY negative', { ...base, overlayY: -0.1 }, 'overlayY must be between 0 and 1'],
  ['cityFont a number', { ...base, cityFont: 12 }, 'cityFont must be a string'],
  ['cityFont too long', { ...base, cityFont: 'a'.repeat(201) }, 'cityFont must be at most 200 characters'],
  ['cityFontSize too big', { ...base, cityFontSize: 401 }, 'cityFontSize must be between 0 and 400'],
  ['cityLetterSpacing too big', { ...base, cityLetterSpacing: 2 }, 'cityLetterSpacing must be between -0.1 and 1'],
  ['cityFontWeight 700', { ...base, cityFontWeight: 700 }, 'cityFontWeight must be one of normal, bold'],
  [
    'cityTextTransform lowercase',
    { ...base, cityTextTransform: 'lowercase' },
    'cityTextTransform must be one of uppercase, none, capitalize: did you mean uppercase?',
  ],
  ['showCountry null', { ...base, showCountry: null }, 'showCountry must be true or false'],
  ['markers not an array', { ...base, markers: { lat: 1, lon: 2 } }, 'markers must be an array of {lat, lon}'],
  ['markers too many', { ...base, markers: many(101) }, 'markers must have at most 100 items'],
  ['marker without lon', { ...base, markers: [{ lat: 1 }] }, 'markers[0].lon is required'],
  [
    'marker lat out of range',
    {
      ...base,
      markers: [
        { lat: 1, lon: 2 },
        { lat: -95, lon: 2 },
      ],
    },
    'markers[1].lat must be between -90 and 90',
  ],
  ['marker a number', { ...base, markers: [5] }, 'markers[0] must be an object with lat and lon (and optionally label, color, icon)'],
  ['markerIcon unknown', { ...base, markerIcon: 'flag' }, 'markerIcon must be one of pin, circle, heart, star, none'],
  [
    'a marker icon misspelt',
    { ...base, markers: [{ lat: 1, lon: 2, icon: 'hart' }] },
    'markers[0].icon must be one of pin, circle, heart, star: did you mean heart?',
  ],
  ['markerSize zero', { ...base, markerSize: 0 }, 'markerSize must be between 0.25 and 5'],
  ['markerColor a name', { ...base, markerColor: 'red' }, 'markerColor must be a color written #RRGGBB (or empty for the theme color)'],
  ['markerColor short hex', { ...base, markerColor: '#f00' }, 'markerColor must be a color written #RRGGBB (or empty for the theme color)'],
  [
    'markerColor CSS injection',
    { ...base, markerColor: '#fff;background:url(x)' },
    'markerColor must be a color written #RRGGBB (or empty for the theme color)',
  ],
  [
    'route without its end',
    { ...base, showRoute: true, routeStartLat: 43.73, routeStartLon: 7.42 },
    'routeEndLat is required when showRoute is true; routeEndLon is required when showRoute is true',
  ],
  ['routeStartLat out of range', { ...base, routeStartLat: 100 }, 'routeStartLat must be between -90 and 90'],
  ['routeViaPoints too many', { ...base, routeViaPoints: many(51) }, 'routeViaPoints must have at most 50 items'],
  ['routeViaPoints strings', { ...base, routeViaPoints: ['43,7'] }, 'routeViaPoints[0] must be an object with lat and lon'],
  ['routeColor rgb()', { ...base, routeColor: 'rgb(0,0,0)' }, 'routeColor must be a color written #RRGGBB (or empty for the theme color)'],
  ['showWater a string', { ...base, showWater: 'no' }, 'showWater must be true or false'],
  ['showBuildings a number', { ...base, showBuildings: 0 }, 'showBuildings must be true or false'],
  [
    'colors not an object',
    { ...base, colors: '#ffffff' },
    'colors must be an object of color slots (background, text, water, parks, roads, buildings, route, accent), each #RRGGBB',
  ],
  [
    'colors with an unknown slot',
    { ...base, colors: { sky: '#87ceeb' } },
    'colors.sky is not a color slot; slots: background, text, water, parks, roads, buildings, route, accent',
  ],
  ['colors with a misspelt slot', { ...base, colors: { watr: '#1d4e89' } }, 'colors.watr is not a color slot: did you mean water?'],
  [
    'colors in params with a misspelt slot',
    { ...base, params: { colors: { backgrund: '#f4ecd8' } } },
    'params.colors.backgrund is not a color slot: did you mean background?',
  ],
  ['colors with a color name', { ...base, colors: { water: 'blue' } }, 'colors.water must be a color written #RRGGBB'],
  [
    'colors text unreadable',
    { ...base, colors: { text: '#777777', background: '#888888' } },
    'colors.text #777777 has 1.2:1 contrast on colors.background #888888; at least 3:1 is needed',
  ],
  [
    'colors in params, unreadable',
    { ...base, theme: 'vintage_atlas', params: { colors: { background: '#111111' } } },
    'params.colors.background #111111 leaves the text color #3b2a1c of vintage_atlas at 1.3:1 contrast; at least 3:1 is needed: set colors.text as well',
  ],
  [
    'colors a map slot with a map-tile style',
    { ...base, renderMode: 'tile', colors: { water: '#2b6cb0' } },
    `colors.water cannot be set with renderMode "tile": the map is the tile server's own picture; with standard only background, text, route and accent apply`,
  ],
  ['an unknown field', { ...base, zom: 13 }, 'zom is not a RenderRequest field: did you mean zoom?'],
  ['an unknown field nothing is near', { ...base, altitude: 13 }, 'altitude is not a RenderRequest field'],
  ['params with a misspelt design field', { ...base, params: { beering: 10 } }, 'params.beering is not a design field: did you mean bearing?'],
  ['params not an object', { ...base, params: 'bearing=10' }, 'params must be an object of design fields'],
  ['params with a non-design field', { ...base, params: { lat: 1 } }, 'params.lat is not a design field'],
  ['params with a bad value', { ...base, params: { bearing: 1000 } }, 'params.bearing must be between -360 and 360'],
  ['params marker out of range', { ...base, params: { markers: [{ lat: 0, lon: 999 }] } }, 'params.markers[0].lon must be between -180 and 180'],
  ['rawParams not an object', { ...base, rawParams: [1, 2] }, 'rawParams must be an object of share-link parameters'],
  ['rawParams bad zoom', { ...base, rawParams: { z: '30' } }, 'zoom must be between 0 and 22 (given as rawParams.z)'],
  ['rawParams bad theme', { ...base, rawParams: { t: 'nope' } }, /^theme must be one of .* \(given as rawParams\.t\)$/],
  [
    'rawParams misspelt theme',
    { ...base, rawParams: { t: 'vintage_atlass' } },
    /^theme must be one of .*: did you mean vintage_atlas\? \(given as rawParams\.t\)$/,
  ],
  ['rawParams bad switch', { ...base, rawParams: { me: 'maybe' } }, 'matEnabled must be true or false (given as rawParams.me)'],
  ['several problems at once', { lat: 100, lon: 200 }, 'lat must be between -90 and 90; lon must be between -180 and 180'],
  ['printSize unknown', { ...base, printSize: 'A9' }, /^printSize must be one of A0, A1, A2, A3, A4, A5, B1, B2, B3, B4, or a size like 50x70cm/],
  ['printSize without a unit', { ...base, printSize: '50x70' }, /^printSize must be a paper size .* like 50x70cm, 500x700mm or 18x24in$/],
  ['printSize too big', { ...base, printSize: '300x100cm' }, 'printSize must be between 5 cm and 2 m a side (got 300 cm × 100 cm)'],
  ['printSize too small', { ...base, printSize: '40x60mm' }, 'printSize must be between 5 cm and 2 m a side (got 4 cm × 6 cm)'],
  [
    'printSize with width',
    { ...base, printSize: 'A3', width: 3000 },
    'width cannot be combined with printSize: a print size sets the aspect itself (give one or the other)',
  ],
  [
    'printSize with a share-link height',
    { ...base, printSize: 'A3', rawParams: { h: '4000' } },
    'height cannot be combined with printSize: a print size sets the aspect itself (give one or the other) (given as rawParams.h)',
  ],
  ['dpi out of range', { ...base, printSize: 'A3', dpi: 1200 }, 'dpi must be between 72 and 600'],
  ['dpi without printSize', { ...base, dpi: 300 }, 'dpi needs printSize: it is measured on the printed sheet (e.g. printSize "50x70cm")'],
  ['bleedMm too big', { ...base, printSize: 'A3', bleedMm: 12 }, 'bleedMm must be between 0 and 10'],
  [
    'a print too big to wait for',
    { ...base, printSize: 'A0', bleedMm: 3 },
    'printSize (841 × 1189 mm at 300 dpi) makes a png of 14113 px on its longest side; a synchronous render draws at most 4096 px: queue it with POST /v1/renders (or POST /v1/batches, or the MCP tool render_batch), which draws up to 24000 px and tells you when it is ready',
  ],
  [
    'maxDimension past the synchronous limit',
    { ...base, format: 'jpeg', maxDimension: 8000 },
    'maxDimension makes a jpeg of 8000 px on its longest side; a synchronous render draws at most 4096 px: queue it with POST /v1/renders (or POST /v1/batches, or the MCP tool render_batch), which draws up to 24000 px and tells you when it is ready',
  ],
  [
    'a WebP past what the format holds',
    { ...base, format: 'webp', maxDimension: 20000 },
    'maxDimension must be at most 16383 for format "webp" (the most a WebP holds): choose format "png" or "jpeg" (up to 24000 px, queued with POST /v1/renders) or "pdf" (vector)',
  ],
  [
    'cropMarks on a PNG',
    { ...base, printSize: 'A3', cropMarks: true },
    'cropMarks are for PDF only (format "pdf"); a png has no room outside the sheet for them',
  ],
];

describe(`bad input to POST /v1/render (${database.kind})`, () => {
  it(`has a table of at least 60 cases`, () => {
    expect(BAD_INPUT.length).toBeGreaterThanOrEqual(60);
  });

  it.each(BAD_INPUT)('%s: 400 naming the field and the rule, nothing charged', async (_, body, message) => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall(body, key);
    expect(status).toBe(400);
    expect(json.error).toBe(true);
    if (typeof message === 'string') expect(json.message).toBe(message);
    else expect(json.message).toMatch(message);
    const usage = (await (await call(me, { path: '/v1/me', key })).json()) as { used: number };
    expect(usage.used).toBe(0);
  });

  it('a print size: the result states the sheet, that an SVG is vector (no dpi), and the dpi a PNG has', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    // Zoom 14: Monaco's data fills the poster (at the default 13 it covers about half, a partial_map_data).
    const { status, json } = await renderCall({ ...base, zoom: 14, printSize: 'A3 landscape', dpi: 72, bleedMm: 2, format: 'svg' }, key);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.print).toEqual({ widthMm: 420, heightMm: 297, bleedMm: 2, cropMarks: false, vector: true });
    const png = await renderCall({ ...base, zoom: 14, printSize: 'A3 landscape', dpi: 72, bleedMm: 2, format: 'png' }, key);
    expect(png.status, JSON.stringify(png.json)).toBe(200);
    expect(png.json.print).toEqual({ widthMm: 420, heightMm: 297, bleedMm: 2, dpi: 72, cropMarks: false, vector: false });
  });

  it('accepts the legacy theme keys and rawParams share-link values given as text', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    for (const theme of ['dark', 'minimal', 'voyager']) {
      const { status } = await renderCall({ ...base, zoom: 14, theme, format: 'svg', maxDimension: 256 }, key);
      expect(status).toBe(200);
    }
    const shared = await renderCall({ rawParams: { lat: '43.7375', lng: '7.4289', z: '15', t: 'vintage_atlas', me: 'true', f: 'svg', md: '256' } }, key);
    expect(shared.status, JSON.stringify(shared.json)).toBe(200);
    expect(shared.json.format).toBe('svg');
  });
});

/** Values of every kind JSON can carry, biased to the edges. */
const anyJson = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.constantFrom(0, -0, 1, -1, 22, 4096, 256, 1e308, -1e308, 0.5),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', 'png', 'svg', 'pdf', 'midnight_dark', 'dark', '#ff0000', 'true', '<svg>', 'circle'),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.record({ lat: fc.double({ noNaN: true, noDefaultInfinity: true }), lon: fc.integer() }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const fieldNames = [
  'lat',
  'lon',
  'zoom',
  'theme',
  'format',
  'maxDimension',
  'width',
  'height',
  'city',
  'bearing',
  'markers',
  'markerColor',
  'mapShape',
  'params',
  'rawParams',
  'preview',
  'showRoute',
  'routeViaPoints',
  'overlayY',
  'cityFont',
  'whatever',
];
const anyRequest = fc.dictionary(fc.constantFrom(...fieldNames), anyJson, { maxKeys: 8 });

describe(`random requests (${database.kind})`, () => {
  it('never produce a 500: a bad request is a 400, a good one meets the empty allowance (402)', async () => {
    // A key with no credits left: the key check passes, so every body is validated, and nothing renders.
    const { key } = await createKey(database.db(), { plan: 'single', credits: 0 });
    await fc.assert(
      fc.asyncProperty(anyRequest, async (body) => {
        const { status, json } = await renderCall(body, key);
        expect([400, 402]).toContain(status);
        expect(json.error).toBe(true);
        expect(typeof json.message).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('never produce a 500 with a real key either (small posters)', async () => {
    const { key } = await createKey(database.db(), { plan: 'business' });
    await fc.assert(
      fc.asyncProperty(anyRequest, fc.constantFrom('svg', 'png'), async (body, format) => {
        const { status, json } = await renderCall(
          { ...base, ...body, maxDimension: 256, format: body.format === 'pdf' ? format : (body.format ?? format) },
          key,
        );
        // A random centre may lie outside the test's map archives: the documented 502, never another.
        if (status === 502) expect(json.message).toMatch(/^render failed: no map data source covers this view/);
        else expect([200, 400]).toContain(status);
      }),
      { numRuns: 25 },
    );
  });
});
