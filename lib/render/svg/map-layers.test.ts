import { describe, expect, it } from 'vitest';
import type { DecodedTile, PackedGeometry } from '../tiles';
import { THEMES } from '../themes';
import { mapLayers, type MapLayerOptions, type PlacedTile } from './map-layers';

const theme = THEMES.modern_voyager!;
/** No casings: one path per drawn feature. */
const flat = THEMES.minimal_white!;
const identity: PlacedTile['transform'] = [1, 0, 0, 1, 0, 0];

function geometry(kind: PackedGeometry['kind'], type: 2 | 3, rings: number[][]): PackedGeometry {
  const coords: number[] = [];
  const starts: number[] = [];
  for (const ring of rings) {
    starts.push(coords.length / 2);
    coords.push(...ring);
  }
  starts.push(coords.length / 2);
  return { kind, type, coords: Int16Array.from(coords), rings: Uint32Array.from(starts) };
}

function tile(...layers: PackedGeometry[]): DecodedTile {
  return { extent: 4096, layers, labels: [], bytes: 0 };
}

const options: MapLayerOptions = { theme, zoom: 13, scale: 1, width: 1000, height: 1000, showWater: true, showParks: true, showRoads: true, showBuildings: true };

describe('map layers', () => {
  const square = [100, 100, 300, 100, 300, 300, 100, 300, 100, 100];
  const placed: PlacedTile[] = [
    {
      transform: identity,
      tile: tile(
        geometry('building', 3, [square]),
        geometry('road:minor', 2, [[0, 500, 900, 500]]),
        geometry('water', 3, [square]),
        geometry('road:motorway', 2, [[500, 0, 500, 900]]),
      ),
    },
  ];

  it('draws in cartographic order: water, then roads from minor to motorway, then buildings', () => {
    const svg = mapLayers(placed, options);
    const at = (colour: string) => svg.indexOf(`"${colour}"`);
    expect(at(theme.palette.water)).toBeGreaterThanOrEqual(0);
    expect(at(theme.palette.water)).toBeLessThan(at(theme.palette.roads.minor));
    expect(at(theme.palette.roads.minor)).toBeLessThan(at(theme.palette.roads.motorway));
    expect(at(theme.palette.roads.motorway)).toBeLessThan(at(theme.palette.building));
  });

  it('leaves out the layers that are switched off', () => {
    const svg = mapLayers(placed, { ...options, showWater: false, showBuildings: false });
    expect(svg).not.toContain(`fill="${theme.palette.water}"`);
    expect(svg).not.toContain(`fill="${theme.palette.building}"`);
    expect(svg).toContain(theme.palette.roads.motorway);
  });

  it('drops features outside the frame and clips the ones that cross it', () => {
    const far = [5000, 5000, 6000, 5000];
    const crossing = [-3000, 200, 3000, 200];
    const svg = mapLayers([{ transform: identity, tile: tile(geometry('road:primary', 2, [far, crossing])) }], { ...options, theme: flat });
    const numbers = [...svg.matchAll(/d="([^"]+)"/g)].flatMap((m) => m[1]!.match(/-?\d+(\.\d+)?/g)!.map(Number));
    expect(numbers.length).toBe(4);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(-20);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(1020);
  });

  it('keeps paths spatially small: one path per kind and 512 px cell', () => {
    const lines = Array.from({ length: 16 }, (_, i) => [(i % 4) * 1000 + 10, Math.floor(i / 4) * 1000 + 10, (i % 4) * 1000 + 60, Math.floor(i / 4) * 1000 + 10]);
    const svg = mapLayers([{ transform: identity, tile: tile(geometry('road:minor', 2, lines)) }], { ...options, width: 4000, height: 4000 });
    expect(svg.match(/<path /g)).toHaveLength(16);
  });

  it('scales line widths with the poster, with a floor so thin lines never vanish', () => {
    const widthAt = (scale: number, zoom = 13) =>
      Number(/stroke="[^"]+" stroke-width="([\d.]+)"/.exec(mapLayers([{ transform: identity, tile: tile(geometry('road:motorway', 2, [[0, 10, 100, 10]])) }], { ...options, theme: flat, scale, zoom }))![1]);
    expect(widthAt(4) / widthAt(1)).toBeCloseTo(4, 1);
    expect(widthAt(1, 15)).toBeGreaterThan(widthAt(1, 13));
    expect(widthAt(0.01)).toBe(0.5);
  });

  it('simplifies geometry below a third of a pixel', () => {
    const wiggly = Array.from({ length: 200 }, (_, i) => [i * 2, 100 + (i % 2) * 0.1]).flat();
    const svg = mapLayers([{ transform: identity, tile: tile(geometry('road:minor', 2, [wiggly])) }], options);
    const points = /d="([^"]+)"/.exec(svg)![1]!.trim().split(/[ML]/).join(' ').trim().split(/\s+/).length / 2;
    expect(points).toBeLessThan(10);
  });
});
