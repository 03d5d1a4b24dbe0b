import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance, suggestionReach } from '.';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['zoom', 'zoom', 0],
    ['zom', 'zoom', 1],
    ['pgn', 'png', 1],
    ['vintage_atlass', 'vintage_atlas', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3],
  ])('%s → %s is %i edits', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('is symmetric, zero only for equal strings, and at most the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const distance = editDistance(a, b);
        expect(distance).toBe(editDistance(b, a));
        expect(distance === 0).toBe(a === b);
        expect(distance).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });

  it('with a limit, is the distance when within it and limit + 1 otherwise (the place search relies on it)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), fc.string({ maxLength: 70 }), fc.integer({ min: 0, max: 6 }), (a, b, limit) => {
        expect(editDistance(a, b, limit)).toBe(Math.min(editDistance(a, b), limit + 1));
      }),
    );
  });
});

describe('closest', () => {
  const formats = ['png', 'jpeg', 'webp', 'pdf', 'svg'];

  it('finds a typo, a swap and a different case', () => {
    expect(closest('zom', ['lat', 'lon', 'zoom', 'theme'])).toBe('zoom');
    expect(closest('pgn', formats)).toBe('png');
    expect(closest('jpg', formats)).toBe('jpeg');
    expect(closest('PNG', formats)).toBe('png');
    expect(closest('vintage_atlass', ['midnight_dark', 'vintage_atlas', 'vintage'])).toBe('vintage_atlas');
  });

  it('suggests nothing beyond max(1, ⌊length/3⌋) edits, nor for empty text', () => {
    expect(suggestionReach('ab')).toBe(1);
    expect(suggestionReach('zoom')).toBe(1);
    expect(suggestionReach('vintage_atlass')).toBe(4);
    expect(closest('gif', formats)).toBeUndefined();
    expect(closest('sky', ['background', 'text', 'water', 'parks', 'roads', 'buildings', 'route', 'accent'])).toBeUndefined();
    expect(closest('', formats)).toBeUndefined();
    expect(closest('  ', ['a'])).toBeUndefined();
  });

  it('takes the nearest, and names all of equally near ones rather than guess', () => {
    expect(closest('rods', ['routes', 'roads'])).toBe('roads');
    expect(closest('rods', ['routes', 'roads', 'rod'])).toBe('roads or rod');
    expect(closest('pdg', ['png', 'pdf'])).toBe('png or pdf');
    expect(closest('overlayZ', ['overlayX', 'overlayY', 'overlay'])).toBe('overlayX or overlayY or overlay');
  });

  it('reads lng, long, longitude and latitude as lon and lat, also at the end of a name', () => {
    const fields = ['lat', 'lon', 'routeStartLat', 'routeStartLon', 'routeEndLat', 'routeEndLon'];
    expect(closest('lng', fields)).toBe('lon');
    expect(closest('longitude', fields)).toBe('lon');
    expect(closest('latitude', fields)).toBe('lat');
    expect(closest('routeStartLng', fields)).toBe('routeStartLon');
    expect(closest('routeEndLongitude', fields)).toBe('routeEndLon');
  });

  it('looks no further than 64 characters: a long name is no typo, and is answered at once', () => {
    expect(closest(`zoom${'x'.repeat(2_000_000)}`, ['zoom'])).toBeUndefined();
    expect(closest('z'.repeat(65), ['z'.repeat(64)])).toBeUndefined();
  });
});

describe('didYouMean', () => {
  it('ends a refusal with the suggestion, or with nothing', () => {
    expect(didYouMean('zom', ['zoom'])).toBe(': did you mean zoom?');
    expect(didYouMean('gif', ['png'])).toBe('');
    expect(didYouMean(7, ['png'])).toBe('');
  });
});
