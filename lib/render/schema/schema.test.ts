import { describe, expect, it } from 'vitest';
import { declaredSchema, OPENMAPTILES, PROTOMAPS, schemaOf, UnknownSchema, vectorLayerIds } from './index';

describe('the schema a source is read in', () => {
  it('is the one whose own layers the source lists', () => {
    const protomaps = ['boundaries', 'buildings', 'earth', 'landcover', 'landuse', 'places', 'pois', 'roads', 'water'];
    const openmaptiles = [
      'place',
      'boundary',
      'poi',
      'transportation',
      'transportation_name',
      'building',
      'water',
      'water_name',
      'park',
      'landuse',
      'landcover',
    ];
    expect(schemaOf(protomaps).id).toBe('protomaps');
    expect(schemaOf(openmaptiles).id).toBe('openmaptiles');
    // What the source says wins over what its entry declares.
    expect(schemaOf(openmaptiles, 'protomaps').id).toBe('openmaptiles');
  });

  it('is the declared one, else OpenMapTiles, for a source that says nothing', () => {
    expect(schemaOf(undefined, 'protomaps')).toBe(PROTOMAPS);
    expect(schemaOf(undefined)).toBe(OPENMAPTILES);
    expect(schemaOf([])).toBe(OPENMAPTILES);
  });

  it('is refused for layers of neither schema, or as many of one as of the other, naming them', () => {
    expect(() => schemaOf(['streets', 'land', 'water', 'ocean'])).toThrow(UnknownSchema);
    expect(() => schemaOf(['streets', 'land', 'water', 'ocean'])).toThrow(/its layers \(streets, land, water, ocean\) are in neither schema/);
    expect(() => schemaOf(['roads', 'transportation'])).toThrow(/its layers \(roads, transportation\)/);
    const many = Array.from({ length: 40 }, (_, i) => `layer${i}`);
    expect(() => schemaOf(many)).toThrow(/layer15 and 24 more\)/);
  });

  it('reads vector_layers from PMTiles metadata or TileJSON', () => {
    expect(vectorLayerIds({ vector_layers: [{ id: 'roads' }, { id: 'earth' }, { nope: 1 }] })).toEqual(['roads', 'earth']);
    expect(vectorLayerIds({})).toBeUndefined();
    expect(vectorLayerIds(null)).toBeUndefined();
  });

  it('takes a #schema suffix off a TILES_URL entry, and leaves any other # alone', () => {
    expect(declaredSchema('https://t.example/{z}/{x}/{y}.mvt#protomaps')).toEqual({ location: 'https://t.example/{z}/{x}/{y}.mvt', declared: 'protomaps' });
    expect(declaredSchema('/maps/a.pmtiles#OpenMapTiles')).toEqual({ location: '/maps/a.pmtiles', declared: 'openmaptiles' });
    expect(declaredSchema('/maps/a#b.pmtiles')).toEqual({ location: '/maps/a#b.pmtiles' });
  });
});

describe('the Protomaps basemap in the engine vocabulary', () => {
  const road = (kind: string, kind_detail: string, more: Record<string, string | boolean> = {}) => PROTOMAPS.draw('roads', 2, { kind, kind_detail, ...more });

  it('gives back the road class from kind_detail, slip roads as links of their class, tunnels faded, rail drawn', () => {
    expect(road('highway', 'motorway')).toBe('road:motorway');
    expect(road('highway', 'motorway_link')).toBe('link:motorway');
    expect(road('major_road', 'trunk')).toBe('road:trunk');
    expect(road('major_road', 'primary_link')).toBe('link:primary');
    expect(road('major_road', 'primary', { is_link: true })).toBe('link:primary');
    expect(road('major_road', 'secondary', { is_tunnel: true })).toBe('tunnel:secondary');
    expect(road('major_road', 'tertiary', { is_bridge: true })).toBe('road:tertiary');
    expect(road('minor_road', 'residential')).toBe('road:minor');
    expect(road('minor_road', 'service')).toBe('road:service');
    expect(road('other', 'living_street')).toBe('road:minor');
    expect(road('path', 'footway')).toBe('road:path');
    expect(road('path', 'pier')).toBe('pier-line');
    expect(road('rail', 'rail')).toBe('rail');
    expect(road('rail', 'subway', { is_tunnel: true })).toBeUndefined();
    expect(road('ferry', '')).toBeUndefined();
  });

  it('groups land as parks, woods, landcover and built land; leaves reserves out', () => {
    const land = (kind: string) => PROTOMAPS.draw('landuse', 3, { kind });
    expect(['park', 'garden', 'cemetery', 'pitch', 'playground', 'zoo'].map(land)).toEqual(Array(6).fill('park'));
    expect(['wood', 'forest'].map(land)).toEqual(['wood', 'wood']);
    expect(['grass', 'scrub', 'farmland', 'sand', 'bare_rock'].map(land)).toEqual(Array(5).fill('landcover'));
    expect(['residential', 'industrial', 'school', 'hospital'].map(land)).toEqual(Array(4).fill('landuse'));
    expect(['nature_reserve', 'national_park', 'protected_area', 'pedestrian'].map(land)).toEqual(Array(4).fill(undefined));
    expect(land('pier')).toBe('pier');
    expect(PROTOMAPS.draw('landcover', 3, { kind: 'forest' })).toBe('wood');
    expect(PROTOMAPS.draw('landcover', 3, { kind: 'urban_area' })).toBeUndefined();
  });

  it('draws water areas and waterways, buildings, and no points', () => {
    expect(PROTOMAPS.draw('water', 3, { kind: 'ocean' })).toBe('water');
    expect(PROTOMAPS.draw('water', 2, { kind: 'river' })).toBe('waterway');
    expect(PROTOMAPS.draw('water', 2, { kind: 'stream' })).toBe('waterway-minor');
    expect(PROTOMAPS.draw('water', 1, { kind: 'lake' })).toBeUndefined();
    expect(PROTOMAPS.draw('buildings', 3, { kind: 'building' })).toBe('building');
    expect(PROTOMAPS.draw('buildings', 1, { kind: 'address' })).toBeUndefined();
  });

  it('reads one-way streets, slip roads and footways as routing does, and routes along no railway or ferry', () => {
    expect(PROTOMAPS.oneway({ oneway: 'yes' })).toBe(1);
    expect(PROTOMAPS.oneway({ oneway: '-1' })).toBe(-1);
    expect(PROTOMAPS.oneway({ oneway: 'no' })).toBe(0);
    expect(PROTOMAPS.way('roads', { kind: 'highway', kind_detail: 'motorway_link', is_link: true, oneway: 'yes' })).toEqual({
      cls: 'motorway',
      subclass: '',
      oneway: 1,
      ramp: true,
    });
    expect(PROTOMAPS.way('roads', { kind: 'path', kind_detail: 'sidewalk' })).toEqual({ cls: 'path', subclass: 'footway', oneway: 0, ramp: false });
    expect(PROTOMAPS.way('roads', { kind: 'path', kind_detail: 'steps' })?.subclass).toBe('steps');
    expect(PROTOMAPS.way('roads', { kind: 'path', kind_detail: 'track' })?.cls).toBe('track');
    expect(PROTOMAPS.way('roads', { kind: 'rail', kind_detail: 'rail' })).toBeUndefined();
    expect(PROTOMAPS.way('roads', { kind: 'ferry' })).toBeUndefined();
  });

  it('labels streets by road class, places by OpenMapTiles place class, named seas and lakes', () => {
    expect(PROTOMAPS.label('roads', 2, { kind: 'major_road', kind_detail: 'secondary', name: 'Boulevard Albert 1er' })).toEqual({
      kind: 'street',
      cls: 'secondary',
    });
    expect(PROTOMAPS.label('places', 1, { kind: 'locality', kind_detail: 'city' })).toEqual({ kind: 'place', cls: 'city' });
    expect(PROTOMAPS.label('places', 1, { kind: 'neighbourhood', kind_detail: 'suburb' })).toEqual({ kind: 'place', cls: 'suburb' });
    expect(PROTOMAPS.label('places', 1, { kind: 'neighbourhood', kind_detail: 'microhood' })).toEqual({ kind: 'place', cls: 'neighbourhood' });
    expect(PROTOMAPS.label('water', 1, { kind: 'lake' })).toEqual({ kind: 'water', cls: 'lake' });
    expect(PROTOMAPS.label('water', 1, { kind: 'fountain' })).toEqual({ kind: 'water', cls: 'fountain' });
    expect(PROTOMAPS.label('water', 1, { kind: 'swimming_pool' })).toBeUndefined();
  });
});
