import { describe, expect, it } from 'vitest';
import { specProblems } from '@/tests/support/spec-problems';
import { MAX_RASTER_DIMENSION, parsePosterSpec, sheetPixels } from './spec';

const problems = specProblems;

describe('PosterSpec', () => {
  it('needs only lat and lon, and fills every default', () => {
    const spec = parsePosterSpec({ lat: 55.676, lon: 12.576 });
    expect(spec).toMatchObject({
      zoom: 13,
      theme: 'midnight_dark',
      format: 'png',
      maxDimension: 4096,
      width: 3600,
      height: 4800,
      bearing: 0,
      mapShape: 'rectangle',
      markers: [],
    });
  });

  it('names the field and the rule for each bad value', () => {
    expect(problems({ lat: 55, lon: 12, zoom: 23 })).toEqual(['zoom must be between 0 and 22']);
    expect(problems({ lon: 12 })).toEqual(['lat is required']);
    expect(problems({ lat: '55', lon: 12 })).toEqual(['lat must be a number']);
    expect(problems({ lat: 55, lon: 12, format: 'gif' })).toEqual(['format must be one of png, jpeg, webp, pdf, svg']);
    expect(problems({ lat: 55, lon: 12, maxDimension: 100 })).toEqual(['maxDimension must be at least 256']);
    expect(problems({ lat: 55, lon: 12, theme: 'neon_pink' })[0]).toMatch(/^theme must be one of ([a-z_]+, )*midnight_dark, ([a-z_]+, )*standard, satellite$/);
    expect(problems({ lat: 55, lon: 12, markerColor: 'red' })).toEqual(['markerColor must be a color written #RRGGBB (or empty for the theme color)']);
    expect(
      problems({
        lat: 55,
        lon: 12,
        markers: [
          { lat: 1, lon: 2 },
          { lat: 95, lon: 2 },
        ],
      }),
    ).toEqual(['markers[1].lat must be between -90 and 90']);
  });

  it('reports every bad field at once', () => {
    expect(problems({ lat: 100, lon: -200, zoom: -1 })).toHaveLength(3);
  });

  it('refuses NaN and Infinity (JSON cannot carry them, but other callers can)', () => {
    expect(problems({ lat: Number.NaN, lon: 0 })).toEqual(['lat must be a finite number']);
    expect(problems({ lat: 0, lon: Number.POSITIVE_INFINITY })).toEqual(['lon must be a finite number']);
  });

  it('keeps maxDimension up to its format cap (a raster past the sync limit is for queued renders) and caps it beyond', () => {
    expect(parsePosterSpec({ lat: 0, lon: 0 }).maxDimension).toBe(4096);
    expect(parsePosterSpec({ lat: 0, lon: 0, maxDimension: 10_000 }).maxDimension).toBe(10_000);
    expect(parsePosterSpec({ lat: 0, lon: 0, maxDimension: 30_000, format: 'jpeg' }).maxDimension).toBe(MAX_RASTER_DIMENSION);
    // A vector file is laid out at 4096 px: it is sharp at any size.
    expect(parsePosterSpec({ lat: 0, lon: 0, maxDimension: 10_000, format: 'pdf' }).maxDimension).toBe(4096);
  });

  it('draws a print at its dpi past 4096 px: A0 at 300 dpi with 3 mm bleed is 10 003 × 14 113 px (trim and bleed rounded apart) with the dpi asked for', () => {
    const spec = parsePosterSpec({ lat: 0, lon: 0, printSize: 'A0', dpi: 300, bleedMm: 3 });
    expect(spec.print).toMatchObject({ dpi: 300, bleedPx: 35, trimPx: { width: 9933, height: 14043 } });
    expect(sheetPixels(spec)).toBe(14_113);
    // Given, maxDimension still caps the pixels (and the dpi says what is left).
    expect(parsePosterSpec({ lat: 0, lon: 0, printSize: 'A0', maxDimension: 4096 }).print!.dpi).toBeLessThan(88);
  });

  it('refuses a WebP past what the format holds, naming the limit and the alternatives', () => {
    const at = { lat: 0, lon: 0 };
    expect(problems({ ...at, format: 'webp', maxDimension: 16_383 })).toEqual([]);
    expect(problems({ ...at, format: 'webp', maxDimension: 16_384 })).toEqual([
      'maxDimension must be at most 16383 for format "webp" (the most a WebP holds): choose format "png" or "jpeg" (up to 24000 px, queued with POST /v1/renders) or "pdf" (vector)',
    ]);
    expect(problems({ ...at, format: 'webp', printSize: 'A0', dpi: 400 })).toEqual([
      'format webp holds at most 16383 px a side, and this print is 18724 px on its longest side at 400 dpi: choose format "png" or "jpeg" (up to 24000 px, queued with POST /v1/renders) or "pdf" (vector), or a dpi of at most 349',
    ]);
    expect(problems({ ...at, format: 'webp', printSize: 'A0', dpi: 300 })).toEqual([]);
  });

  it('maps the legacy theme keys', () => {
    expect(parsePosterSpec({ lat: 0, lon: 0, theme: 'dark' }).theme).toBe('midnight_dark');
    expect(parsePosterSpec({ lat: 0, lon: 0, theme: 'minimal' }).theme).toBe('minimal_white');
    expect(parsePosterSpec({ lat: 0, lon: 0, theme: 'voyager' }).theme).toBe('modern_voyager');
  });

  it('pairs the map-tile styles with renderMode tile and the artistic themes with artistic', () => {
    expect(parsePosterSpec({ lat: 0, lon: 0 })).toMatchObject({ renderMode: 'artistic', theme: 'midnight_dark' });
    expect(parsePosterSpec({ lat: 0, lon: 0, renderMode: 'tile' })).toMatchObject({ renderMode: 'tile', theme: 'standard' });
    expect(parsePosterSpec({ lat: 0, lon: 0, renderMode: 'tile', theme: 'satellite' }).theme).toBe('satellite');
    expect(parsePosterSpec({ lat: 0, lon: 0, renderMode: 'artistic', theme: 'minimal' }).theme).toBe('minimal_white');
    expect(problems({ lat: 0, lon: 0, theme: 'standard' })).toEqual(['theme standard is a map-tile style: use renderMode "tile"']);
    expect(problems({ lat: 0, lon: 0, theme: 'satellite', renderMode: 'artistic' })).toEqual(['theme satellite is a map-tile style: use renderMode "tile"']);
    expect(problems({ lat: 0, lon: 0, theme: 'midnight_dark', renderMode: 'tile' })).toEqual([
      'theme midnight_dark is an artistic theme: use renderMode "artistic", or theme standard or satellite',
    ]);
    expect(problems({ lat: 0, lon: 0, theme: 'dark', renderMode: 'tile' })[0]).toMatch(/^theme midnight_dark is an artistic theme/);
    expect(problems({ lat: 0, lon: 0, renderMode: 'photo' })).toEqual(['renderMode must be one of artistic, tile']);
    expect(problems({ lat: 0, lon: 0, theme: 'neon_pink' })[0]).toMatch(/, standard, satellite$/);
    // A bad renderMode does not add a pairing message on top of its own.
    expect(problems({ lat: 0, lon: 0, theme: 'standard', renderMode: 'photo' })).toEqual(['renderMode must be one of artistic, tile']);
  });

  it('limits text length and strips control characters', () => {
    expect(problems({ lat: 0, lon: 0, city: 'x'.repeat(101) })).toEqual(['city must be at most 100 characters']);
    expect(parsePosterSpec({ lat: 0, lon: 0, city: 'Ro\u0000me\n' }).city).toBe('Ro me');
  });

  it('refuses extreme aspect ratios and routes without their ends', () => {
    expect(problems({ lat: 0, lon: 0, width: 100, height: 500 })[0]).toMatch(/^width and height must not be more than 4 times/);
    expect(problems({ lat: 0, lon: 0, showRoute: true, routeStartLat: 1, routeStartLon: 1 })).toEqual([
      'routeEndLat is required when showRoute is true',
      'routeEndLon is required when showRoute is true',
    ]);
  });

  it('limits markers and via points', () => {
    const many = Array.from({ length: 101 }, () => ({ lat: 0, lon: 0 }));
    expect(problems({ lat: 0, lon: 0, markers: many })).toEqual(['markers must have at most 100 items']);
  });

  it('treats an empty color as the theme color', () => {
    expect(parsePosterSpec({ lat: 0, lon: 0, routeColor: '' }).routeColor).toBeUndefined();
    expect(parsePosterSpec({ lat: 0, lon: 0, routeColor: '#FF8800' }).routeColor).toBe('#ff8800');
  });
});
