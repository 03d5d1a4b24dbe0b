import { describe, expect, it } from 'vitest';
import { NAMED_ROAD_CLASSES, NEVER_ROUTABLE, RAIL_CLASSES, ROAD_CLASS_OF, ROAD_CLASSES } from './index';

describe('the OpenMapTiles vocabulary', () => {
  it('draws every road class from the schema class of the same name, and from no class that is not a road class', () => {
    for (const road of ROAD_CLASSES) expect(ROAD_CLASS_OF[road], road).toBe(road);
    expect(new Set(Object.values(ROAD_CLASS_OF))).toEqual(new Set(ROAD_CLASSES));
  });

  it('names streets only among the road classes, and routes along no railway', () => {
    for (const cls of NAMED_ROAD_CLASSES) expect(ROAD_CLASSES as readonly string[], cls).toContain(cls);
    for (const cls of RAIL_CLASSES) expect(NEVER_ROUTABLE.has(cls), cls).toBe(true);
  });
});
