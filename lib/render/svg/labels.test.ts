import { beforeAll, describe, expect, it } from 'vitest';
import { fontsReady } from '../fonts';
import type { LabelFeature } from '../tiles';
import { THEMES } from '../themes';
import { labelLayer, type Box, type LabelOptions } from './labels';

beforeAll(() => fontsReady());

const identity = [1, 0, 0, 1, 0, 0] as [number, number, number, number, number, number];
const options: LabelOptions = { theme: THEMES.midnight_dark!, scale: 2, zoom: 15, width: 2000, height: 2000, avoid: [] };

function street(name: string, cls: string, ...points: number[]): LabelFeature {
  return { kind: 'street', cls, name, type: 2, coords: Int16Array.from(points) };
}
function place(name: string, cls: string, x: number, y: number): LabelFeature {
  return { kind: 'place', cls, name, type: 1, coords: Int16Array.from([x, y]) };
}
const overlaps = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

describe('map labels', () => {
  it('sets a street name along its line, never upside down', () => {
    const layer = labelLayer([{ transform: identity, labels: [street('Nørrebrogade', 'primary', 900, 900, 200, 200)] }], options);
    expect(layer.labels).toHaveLength(1);
    expect(layer.svg).toContain('>Nørrebrogade</text>');
    const angle = Number(/rotate\((-?[\d.]+) /.exec(layer.svg)![1]);
    expect(angle).toBeCloseTo(45, 0);
  });

  it('skips a street too short to hold its name', () => {
    expect(labelLayer([{ transform: identity, labels: [street('A Very Long Street Name Indeed', 'primary', 500, 500, 560, 500)] }], options).labels).toHaveLength(0);
  });

  it('never lets two labels overlap, and places the more important first', () => {
    const features: LabelFeature[] = [];
    for (let i = 0; i < 40; i++) features.push(street(`Street ${i}`, i % 2 ? 'minor' : 'primary', 100 + (i % 5) * 20, 300 + i * 12, 1800, 320 + i * 12));
    features.push(place('CHRISTIANSHAVN', 'suburb', 1000, 500));
    const layer = labelLayer([{ transform: identity, labels: features }], options);
    expect(layer.labels.length).toBeGreaterThan(5);
    expect(layer.labels[0]!.text).toBe('CHRISTIANSHAVN');
    for (let i = 0; i < layer.labels.length; i++) {
      for (let j = i + 1; j < layer.labels.length; j++) expect(overlaps(layer.labels[i]!, layer.labels[j]!)).toBe(false);
    }
  });

  it('keeps clear of the areas it is told to avoid, and of the page edge', () => {
    const avoid = [{ minX: 0, minY: 0, maxX: 2000, maxY: 1000 }];
    const layer = labelLayer([{ transform: identity, labels: [place('Vesterbro', 'suburb', 1000, 500), place('Amager', 'suburb', 1000, 1500), place('Edge', 'suburb', 5, 1500)] }], { ...options, avoid });
    expect(layer.labels.map((l) => l.text)).toEqual(['AMAGER']);
  });

  it('does not repeat a street name close by, but does far away', () => {
    const near = labelLayer([{ transform: identity, labels: [street('Long Road', 'primary', 100, 100, 700, 100), street('Long Road', 'primary', 100, 200, 700, 200), street('Long Road', 'primary', 100, 1800, 700, 1800)] }], options);
    expect(near.labels).toHaveLength(2);
  });

  it('leaves minor streets out when the map is zoomed out', () => {
    expect(labelLayer([{ transform: identity, labels: [street('Side Street', 'minor', 100, 100, 900, 100)] }], { ...options, zoom: 12 }).labels).toHaveLength(0);
  });

  it('escapes names', () => {
    const layer = labelLayer([{ transform: identity, labels: [place('<b>&"x"', 'city', 1000, 1000)] }], options);
    expect(layer.svg).toContain('&#60;B&#62;&#38;&#34;X&#34;');
    expect(layer.uses.length).toBeGreaterThan(0);
  });
});
