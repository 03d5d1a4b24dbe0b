import { describe, expect, it } from 'vitest';
import { overlayRequest, parseBatchRequest } from './batch-request';
import { parseRenderRequest, RequestError } from './request';

const place = { lat: 43.7375, lon: 7.4289 };

async function refusal(body: unknown): Promise<string> {
  try {
    await parseBatchRequest(body);
  } catch (error) {
    if (error instanceof RequestError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('a batch item laid over its defaults', () => {
  it('replaces a default field by the item’s, whichever spelling either used (top level, params, rawParams)', () => {
    const defaults = { ...place, matWidth: 10, params: { showCoords: false, cityFontSize: 30 }, rawParams: { t: 'midnight_dark', mw: '12' } };
    const item = { params: { matWidth: 60 }, showCoords: true, rawParams: { t: 'vintage_atlas' } };
    const spec = parseRenderRequest(overlayRequest(defaults, item)).spec;
    expect([spec.matWidth, spec.showCoords, spec.theme, spec.cityFontSize]).toEqual([60, true, 'vintage_atlas', 30]);
    // What the item gives is gone from the defaults in every spelling, so the RenderRequest's own precedence (params first) cannot bring a default back.
    expect(overlayRequest(defaults, item)).toEqual({
      ...place,
      showCoords: true,
      params: { cityFontSize: 30, matWidth: 60 },
      rawParams: { t: 'vintage_atlas' },
    });
  });

  it('replaces a list or an object whole, and keeps what the item leaves out', async () => {
    const defaults = { ...place, markers: [place, { lat: 43.74, lon: 7.43 }], colors: { water: '#2b6cb0' }, city: 'Monaco' };
    expect(overlayRequest(defaults, { markers: [], colors: { parks: '#7BA05B' } })).toEqual({
      ...place,
      markers: [],
      colors: { parks: '#7BA05B' },
      city: 'Monaco',
    });
    expect(
      (await parseBatchRequest({ defaults, renders: [{}, { city: 'Fontvieille' }] })).renders.map((render) => [render.spec.city, render.spec.markers?.length]),
    ).toEqual([
      ['Monaco', 2],
      ['Fontvieille', 2],
    ]);
  });

  it('names a bad value by where it came from: the item by index, a default once, a share-link name as given', async () => {
    expect(await refusal({ defaults: { rawParams: { z: '40' } }, renders: [place, place] })).toBe(
      'defaults.zoom must be between 0 and 22 (given as rawParams.z)',
    );
    expect(await refusal({ defaults: place, renders: [{ params: { matWidth: 900 } }, { zoom: 'near' }] })).toMatch(
      /^renders\[0\]\.params\.matWidth .*; renders\[1\]\.zoom /,
    );
    expect(await refusal({ defaults: { ...place, params: 'dark' }, renders: [{}] })).toMatch(/^defaults\.params must be an object of design fields/);
  });

  it('says a few problems of a batch of many bad items, and how many more', async () => {
    const message = await refusal({ renders: Array.from({ length: 100 }, () => ({ ...place, zoom: 99 })) });
    expect(message).toMatch(/^renders\[0\]\.zoom must be between 0 and 22; renders\[1\]\.zoom .*; and 95 more problems$/);
  });

  it('counts unknown names past the five said without writing each out, the count exact beside a default’s problem said once', async () => {
    const names = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra${i}`, i]));
    // 3 items of 40 unknown names each, and a bad default zoom every item takes: 120 + 1 problems.
    const body = { defaults: { ...place, zoom: 99 }, renders: [names(40), names(40), { ...names(40), zoom: 3 }] };
    const error = (await parseBatchRequest(body).then(
      () => undefined,
      (caught: unknown) => caught,
    )) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toBe(
      'renders[0].extra0 is not a RenderRequest field; renders[0].extra1 is not a RenderRequest field; renders[0].extra2 is not a RenderRequest field; ' +
        'renders[0].extra3 is not a RenderRequest field; renders[0].extra4 is not a RenderRequest field; and 116 more problems',
    );
    expect(error.total).toBe(121);
    // What is kept in words: each item's first five and the default's problem, not 121 messages.
    expect(error.problems.length).toBeLessThanOrEqual(3 * 5 + 1);

    const one = (() => {
      try {
        parseRenderRequest({ ...names(70_000), lat: 1 });
      } catch (caught) {
        return caught as RequestError;
      }
    })()!;
    expect(one.message).toMatch(/^extra0 is not a RenderRequest field.*; and 69996 more problems$/);
    expect([one.total, one.problems.length]).toEqual([70_001, 6]);
    // The hint on a missing coordinate is kept when it is said after unknown names.
    expect(one.problems.at(-1)).toMatch(/^lon is required \(the centre's coordinates/);
  });
});

describe('a batch’s shared track', () => {
  it('is read once for all the items that take it from the defaults, and each item’s spec has it', async () => {
    const routeTrack = {
      type: 'LineString',
      coordinates: [
        [7.42, 43.73],
        [7.43, 43.74],
        [7.44, 43.735],
      ],
    };
    const batch = await parseBatchRequest({
      defaults: { ...place, showRoute: true, routeTrack },
      renders: [{}, { city: 'B' }, { routeTrack: null, showRoute: false }],
    });
    const [first, second, third] = batch.renders.map((render) => render.spec.routeTrack);
    expect(first).toEqual([routeTrack.coordinates]);
    // The one reading, shared: not a copy per item.
    expect(second).toBe(first);
    expect(third).toBeUndefined();
    // Stored as sent: the defaults once, each item its own fields.
    expect(batch.sent).toEqual({ defaults: { ...place, showRoute: true, routeTrack }, items: [{}, { city: 'B' }, { routeTrack: null, showRoute: false }] });
  });
});
