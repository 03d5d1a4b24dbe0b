import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { classify, type DrawKind } from './classify';

const DRAWN_LAYERS = ['water', 'waterway', 'park', 'landcover', 'landuse', 'building', 'aeroway', 'transportation'];

/**
 * Geometry of one kind in one tile, packed flat: `coords` holds x,y pairs in tile units,
 * `rings` the start index (in pairs) of each ring or line, closed by `coords.length / 2`.
 */
export interface PackedGeometry {
  kind: DrawKind;
  /** 2 = lines, 3 = polygons. */
  type: 2 | 3;
  coords: Int16Array;
  rings: Uint32Array;
}

export interface DecodedTile {
  extent: number;
  layers: PackedGeometry[];
  /** Approximate memory held, for the cache's budget. */
  bytes: number;
}

/** Decodes the MVT bytes of a tile and packs what posters draw, by kind. */
export function decodeTile(bytes: Uint8Array): DecodedTile {
  const tile = new VectorTile(new PbfReader(bytes));
  const byKind = new Map<DrawKind, { type: 2 | 3; coords: number[]; rings: number[] }>();
  let extent = 4096;
  for (const layerName of DRAWN_LAYERS) {
    const layer = tile.layers[layerName];
    if (!layer) continue;
    extent = layer.extent;
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i);
      if (feature.type !== 2 && feature.type !== 3) continue;
      const kind = classify(layerName, feature.type, feature.properties as Record<string, string | number | boolean>);
      if (!kind) continue;
      let bucket = byKind.get(kind);
      if (!bucket) {
        bucket = { type: feature.type, coords: [], rings: [] };
        byKind.set(kind, bucket);
      }
      for (const ring of feature.loadGeometry()) {
        if (ring.length < 2) continue;
        bucket.rings.push(bucket.coords.length / 2);
        for (const point of ring) bucket.coords.push(point.x, point.y);
      }
    }
  }
  const layers: PackedGeometry[] = [];
  let bytesHeld = 64;
  for (const [kind, bucket] of byKind) {
    bucket.rings.push(bucket.coords.length / 2);
    const coords = Int16Array.from(bucket.coords);
    const rings = Uint32Array.from(bucket.rings);
    bytesHeld += coords.byteLength + rings.byteLength + 64;
    layers.push({ kind, type: bucket.type, coords, rings });
  }
  return { extent, layers, bytes: bytesHeld };
}
