import { describe, expect, it } from 'vitest';
import { classify } from './classify';

describe('green areas by what they are on the ground (issue 26)', () => {
  it('leaves nature reserves, national parks and protected areas unfilled', () => {
    for (const cls of ['nature_reserve', 'national_park', 'protected_area']) expect(classify('park', 3, { class: cls }), cls).toBeUndefined();
  });

  it('draws woods and forests as wood, not park', () => {
    expect(classify('landcover', 3, { class: 'wood', subclass: 'forest' })).toBe('wood');
    expect(classify('landcover', 3, { class: 'wood', subclass: 'wood' })).toBe('wood');
  });

  it('keeps parks for places people made', () => {
    expect(classify('landcover', 3, { class: 'grass', subclass: 'park' })).toBe('park');
    expect(classify('landcover', 3, { class: 'grass', subclass: 'garden' })).toBe('park');
    expect(classify('landcover', 3, { class: 'grass', subclass: 'allotments' })).toBe('park');
    for (const cls of ['cemetery', 'pitch', 'playground', 'stadium', 'zoo']) expect(classify('landuse', 3, { class: cls }), cls).toBe('park');
  });

  it('draws open natural land (grass, meadow, scrub, heath, farmland, wetland, sand) as the quiet landcover tint', () => {
    for (const [cls, subclass] of [
      ['grass', 'grass'],
      ['grass', 'meadow'],
      ['grass', 'scrub'],
      ['grass', 'heath'],
      ['farmland', 'vineyard'],
      ['wetland', 'marsh'],
      ['sand', 'beach'],
    ])
      expect(classify('landcover', 3, { class: cls, subclass }), `${cls}/${subclass}`).toBe('landcover');
  });
});

describe('slip roads (issue 39)', () => {
  it('draws a ramp as a link of its class (thinner, in its color), a tunnel as a tunnel, other roads as roads', () => {
    expect(classify('transportation', 2, { class: 'motorway', ramp: 1 })).toBe('link:motorway');
    expect(classify('transportation', 2, { class: 'primary', ramp: 1, oneway: 1 })).toBe('link:primary');
    expect(classify('transportation', 2, { class: 'motorway', ramp: 1, brunnel: 'tunnel' })).toBe('tunnel:motorway');
    expect(classify('transportation', 2, { class: 'motorway', ramp: 0 })).toBe('road:motorway');
    expect(classify('transportation', 2, { class: 'primary' })).toBe('road:primary');
  });
});
