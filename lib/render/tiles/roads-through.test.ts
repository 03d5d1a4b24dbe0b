import { describe, expect, it } from 'vitest';
import { roadsThrough } from './roads-through';

const square = (x: number, y: number, size: number) => [
  { x, y },
  { x: x + size, y },
  { x: x + size, y: y + size },
  { x, y: y + size },
  { x, y },
];

describe('roadsThrough', () => {
  const road = [
    { x: 0, y: 500 },
    { x: 300, y: 500 },
    { x: 1000, y: 520 },
  ];
  const through = roadsThrough([road]);

  it('finds a building the road crosses, one it runs into and ends in, and one that holds a whole piece of it', () => {
    expect(through(square(100, 450, 100))).toBe(true);
    expect(roadsThrough([road.slice(0, 2)])(square(250, 450, 100))).toBe(true);
    expect(through(square(-50, 400, 2000))).toBe(true);
  });

  it('leaves a building beside the road, and any building where no main road is drawn', () => {
    expect(through(square(100, 300, 150))).toBe(false);
    expect(through(square(600, 530, 100))).toBe(false);
    expect(roadsThrough([])(square(100, 450, 100))).toBe(false);
  });
});
