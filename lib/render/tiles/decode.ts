import { classifyRings, VectorTile } from '@mapbox/vector-tile';
import { clipPolyline } from 'lineclip';
import { PbfReader } from 'pbf';
import { NAMED_ROAD_CLASSES, type LabelKind, type RoadClass } from '../openmaptiles';
import { OPENMAPTILES, type DrawKind, type Properties, type TileSchema } from '../schema';
import { carriedOn, type Carriageway, distanceToSegment, DIVIDED_GAP_M, mergeDivided, metresPerUnit } from './divided';
import { easeNarrowMerges, strokeUnits } from './merges';
import { roadsThrough } from './roads-through';
import { cellOf, forCellsNear } from './segment-grid';

/** A vertex in tile units. */
type Point = { x: number; y: number };

/** The first of `fields` that holds a name (builds vary in which they fill). */
function firstName(properties: Record<string, unknown>, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const value = properties[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

function decodeLabels(tile: VectorTile, schema: TileSchema): LabelFeature[] {
  const labels: LabelFeature[] = [];
  for (const layerName of schema.labelLayers) {
    const layer = tile.layers[layerName];
    if (!layer) continue;
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i);
      const properties = feature.properties as Record<string, unknown>;
      // The name as written on the spot, then the Latin-script one where the data has it.
      const name = firstName(properties, schema.localName);
      if (!name) continue;
      const role = schema.label(layerName, feature.type, properties as Properties);
      if (!role) continue;
      const { kind, cls } = role;
      if (kind === 'street' && !NAMED_ROAD_CLASSES.has(cls)) continue;
      const latin = firstName(properties, schema.latinName) ?? name;
      // A place's other names (København is Copenhagen in English): a poster titled by any of them does not repeat it.
      const aliases =
        kind === 'place'
          ? [
              ...new Set(
                Object.entries(properties).flatMap(([key, value]) =>
                  /^name([:_]|$)/.test(key) && typeof value === 'string' && value.trim() ? [value.trim()] : [],
                ),
              ),
            ]
          : undefined;
      if (feature.type !== 1 && feature.type !== 2) continue;
      for (const part of feature.loadGeometry()) {
        if (part.length === 0) continue;
        const coords = new Int16Array(part.length * 2);
        part.forEach((point, j) => {
          coords[2 * j] = point.x;
          coords[2 * j + 1] = point.y;
        });
        labels.push({ kind, cls, name, latin, ...(aliases ? { aliases } : {}), type: feature.type, coords });
      }
    }
  }
  return labels;
}

/**
 * Geometry of one kind in one tile, packed flat: `coords` holds x,y pairs in tile units,
 * `rings` the start index (in pairs) of each ring or line, closed by `coords.length / 2`.
 * For polygons, `polygons` holds the index (in `rings`) of each polygon's outer ring, closed by
 * `rings.length - 1`: the rings up to the next polygon are its holes. Outer rings wind clockwise
 * on screen (positive area, as MVT specifies) and holes the other way, whatever the tile did, so a
 * polygon filled with the nonzero rule keeps its holes open.
 */
export interface PackedGeometry {
  kind: DrawKind;
  /** 2 = lines, 3 = polygons. */
  type: 2 | 3;
  coords: Int16Array;
  rings: Uint32Array;
  /** Polygons only (empty for lines). */
  polygons: Uint32Array;
}

/** A name to print on the map: a street along its line, a place or a water body at its point or along its line. */
export interface LabelFeature {
  kind: LabelKind;
  /** The class in the engine's words (./schema): `primary`, `city`, `lake`… */
  cls: string;
  /** As written on the spot (`name`, else a Latin form). */
  name: string;
  /** In Latin script where the data has it (`name:latin`, `name_en`), else `name`. */
  latin: string;
  /** Places only: every name the data gives it, in any language. */
  aliases?: string[];
  /** 1 = points, 2 = a line. */
  type: 1 | 2;
  coords: Int16Array;
}

/** A line of the street network with what routing needs: which ways a profile may take, and which way round. */
export interface RoutingWay {
  /** In OpenMapTiles' words (./schema WayTags): motorway … minor, service, track, path… */
  cls: string;
  /** footway, cycleway, steps, pedestrian… ('' when none). */
  subclass: string;
  /** 1: only in drawing order; -1: only against it; 0: both ways. */
  oneway: -1 | 0 | 1;
  ramp: boolean;
  /** x, y pairs in tile units. */
  coords: Int16Array;
}

export interface DecodedTile {
  extent: number;
  layers: PackedGeometry[];
  labels: LabelFeature[];
  /** The street network, for routes that follow the streets. */
  ways: RoutingWay[];
  /** Approximate memory held, for the cache's budget. */
  bytes: number;
}

interface Bucket {
  type: 2 | 3;
  coords: number[];
  rings: number[];
  polygons: number[];
}

/** Tile coordinates are packed as integers. */
const rounded = (p: Point): Point => ({ x: Math.round(p.x), y: Math.round(p.y) });

/** Twice the ring's area by the shoelace formula in tile coordinates (y down): positive when clockwise on screen. */
function signedArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += ring[j]!.x * ring[i]!.y - ring[i]!.x * ring[j]!.y;
  return sum;
}

function pushRing(bucket: Bucket, ring: readonly Point[], reverse: boolean): void {
  bucket.rings.push(bucket.coords.length / 2);
  if (reverse) for (let i = ring.length - 1; i >= 0; i--) bucket.coords.push(ring[i]!.x, ring[i]!.y);
  else for (const point of ring) bucket.coords.push(point.x, point.y);
}

/**
 * A road line once its divided pairs are merged, cut to the tile's own square. A tile carries its
 * neighbours' edge in its buffer, and each tile merges the carriageways it holds: where a pair is cut
 * off at the buffer's edge, the centre line bends back into the carriageways' stubs there, and a side
 * street is carried on to a centre line its neighbour never drew. Drawn over the neighbour's own, the
 * two merges of one stretch of road crossed in a knot of hooks and wedges (Rådhuspladsen, where
 * Vesterbrogade meets H.C. Andersens Boulevard on the edge between two z14 tiles). Cut at the edge,
 * each tile draws its own square and the two meet there, round-capped, as one line.
 */
function pushRoad(bucket: Bucket, line: readonly Point[], extent: number): void {
  const box: [number, number, number, number] = [0, 0, extent, extent];
  const inside = line.every((p) => p.x >= 0 && p.y >= 0 && p.x <= extent && p.y <= extent);
  const parts = inside
    ? [line]
    : clipPolyline(
        line.map((p): [number, number] => [p.x, p.y]),
        box,
      ).map((part) => part.map(([x, y]) => rounded({ x, y })));
  for (const part of parts) if (part.length >= 2) pushRing(bucket, part, false);
}

/** A polygon's outer ring and its holes, each wound as its role wants (by signed area, MVT 4.3.4.4). */
function pushPolygon(bucket: Bucket, polygon: readonly Point[][]): void {
  const [outer, ...holes] = polygon;
  if (!outer || outer.length < 4 || signedArea(outer) === 0) return;
  bucket.polygons.push(bucket.rings.length);
  pushRing(bucket, outer, signedArea(outer) < 0);
  for (const hole of holes) if (hole.length >= 4) pushRing(bucket, hole, signedArea(hole) > 0);
}

function decodeWays(tile: VectorTile, schema: TileSchema): RoutingWay[] {
  const ways: RoutingWay[] = [];
  for (const layerName of schema.wayLayers) {
    const layer = tile.layers[layerName];
    if (!layer) continue;
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i);
      if (feature.type !== 2) continue;
      const tags = schema.way(layerName, feature.properties as Properties);
      if (!tags) continue;
      for (const line of feature.loadGeometry()) {
        if (line.length < 2) continue;
        const coords = new Int16Array(line.length * 2);
        line.forEach((point, j) => {
          coords[2 * j] = point.x;
          coords[2 * j + 1] = point.y;
        });
        ways.push({ ...tags, coords });
      }
    }
  }
  return ways;
}

/** The main roads: their dead ends fade out (./fadedTails), and no building is drawn across them (./roads-through). */
const MAIN_ROADS: ReadonlySet<RoadClass> = new Set(['motorway', 'trunk', 'primary', 'secondary', 'tertiary']);
/** How much of a main road's dead end is drawn faded and dashed, in metres. */
const FADED_TAIL_M = 60;
/** An end this close to another road line (in metres) meets it. */
const MEETS_M = 8;
/** The cells (tile units) the ends that may be dead are looked up by. */
const END_CELL = 64;

/**
 * Main roads that end in nothing: an end inside the tile's square that meets no other road, street,
 * path or tunnel. On the bundled maps that is where the data ends (Monaco's extract stops at the French
 * border, and the boulevards running on into Beausoleil stopped there as stubs, read as roads ending at
 * tunnel mouths: issue 39); elsewhere, where a road was cut off from what it leads to. Its last
 * FADED_TAIL_M is drawn as a tunnel is (dashed, thinner, faded into the page), so it fades out instead of
 * ending in a blunt stub. Returns, by index of `lines`, the part kept and the faded tail(s).
 */
function fadedTails(
  lines: ReadonlyArray<{ road?: RoadClass; line: readonly Point[] }>,
  tunnels: ReadonlyArray<readonly Point[]>,
  extent: number,
  unitM: number,
): Map<number, { kept: Point[]; faded: Point[][] }> {
  const result = new Map<number, { kept: Point[]; faded: Point[][] }>();
  const reach = MEETS_M / unitM;
  const inside = (p: Point) => p.x > 0 && p.y > 0 && p.x < extent && p.y < extent;
  // The ends that may be dead (a main road's, inside the tile's square), by grid cell: a few hundred, where the
  // tile's lines have tens of thousands of segments, so each segment looks for ends near it, not the other way.
  const ends: Array<{ line: number; fromStart: boolean; p: Point; met: boolean }> = [];
  const endsByCell = new Map<number, typeof ends>();
  lines.forEach(({ road, line }, i) => {
    if (!road || !MAIN_ROADS.has(road) || line.length < 2) return;
    for (const [p, fromStart] of [
      [line[0]!, true],
      [line[line.length - 1]!, false],
    ] as const) {
      if (!inside(p)) continue;
      const end = { line: i, fromStart, p, met: false };
      ends.push(end);
      const key = cellOf(p, END_CELL);
      endsByCell.set(key, [...(endsByCell.get(key) ?? []), end]);
    }
  });
  if (ends.length === 0) return result;
  const meetEnds = (line: readonly Point[], owner: number) => {
    for (let k = 0; k < line.length - 1; k++) {
      const [a, b] = [line[k]!, line[k + 1]!];
      forCellsNear(a, b, reach, END_CELL, (key) => {
        for (const end of endsByCell.get(key) ?? []) {
          if (!end.met && end.line !== owner && distanceToSegment(end.p, a, b) <= reach) end.met = true;
        }
      });
    }
  };
  for (const [i, { line }] of lines.entries()) meetEnds(line, i);
  for (const line of tunnels) meetEnds(line, -1);
  // A line that comes back to its own end (a loop) meets itself: any of its segments but the last.
  const meetsItself = (end: Point, own: readonly Point[], fromStart: boolean) => {
    const segments = own.length - 1;
    for (let k = 0; k < segments; k++) {
      const skip = fromStart ? k === 0 : k === segments - 1;
      if (!skip && distanceToSegment(end, own[k]!, own[k + 1]!) <= reach && (fromStart ? k > 1 : k < segments - 2)) return true;
    }
    return false;
  };
  const dead = new Map<number, { start: boolean; end: boolean }>();
  for (const end of ends) {
    if (end.met || meetsItself(end.p, lines[end.line]!.line, end.fromStart)) continue;
    const entry = dead.get(end.line) ?? { start: false, end: false };
    if (end.fromStart) entry.start = true;
    else entry.end = true;
    dead.set(end.line, entry);
  }
  const tailLength = FADED_TAIL_M / unitM;
  for (const [i, { start: deadStart, end: deadEnd }] of [...dead].sort((x, y) => x[0] - y[0])) {
    let kept: Point[] = [...lines[i]!.line];
    const faded: Point[][] = [];
    if (deadEnd) {
      const [body, tail] = cutFrom(kept, tailLength);
      kept = body;
      faded.push(tail);
    }
    if (deadStart) {
      const [body, tail] = cutFrom([...kept].reverse(), tailLength);
      kept = body.reverse();
      faded.push(tail);
    }
    result.set(i, { kept, faded });
  }
  return result;
}

/** A line cut `length` from its end: the part before (empty when the line is shorter) and the tail. */
function cutFrom(line: readonly Point[], length: number): [Point[], Point[]] {
  let left = length;
  for (let k = line.length - 1; k > 0; k--) {
    const [a, b] = [line[k - 1]!, line[k]!];
    const segment = Math.hypot(b.x - a.x, b.y - a.y);
    if (segment >= left) {
      const t = segment === 0 ? 0 : left / segment;
      const cut = rounded({ x: b.x + (a.x - b.x) * t, y: b.y + (a.y - b.y) * t });
      return [
        [...line.slice(0, k), cut],
        [cut, ...line.slice(k)],
      ];
    }
    left -= segment;
  }
  return [[], [...line]];
}

/**
 * Decodes the MVT bytes of a tile in `schema` and packs what posters draw, by kind. Given the tile's
 * zoom and row (`at`), divided roads are merged into one line each too (they need metres: ./divided.ts).
 */
export function decodeTile(bytes: Uint8Array, at?: { z: number; y: number }, schema: TileSchema = OPENMAPTILES): DecodedTile {
  const tile = new VectorTile(new PbfReader(bytes));
  const byKind = new Map<DrawKind, Bucket>();
  const carriageways: Carriageway[] = [];
  /** Road lines that are not carriageways, drawn once the pairs are merged (their ends may move on to a centre line). */
  const otherRoads: Array<{ bucket: Bucket; line: Point[] }> = [];
  /** Buildings, packed once the pairs are merged: one standing on a median the centre line now crosses is left out. */
  const buildings: Array<{ bucket: Bucket; polygon: Point[][] }> = [];
  /** Tunnels' lines: a road that ends on one ends at a portal, not in nothing. */
  const tunnels: Point[][] = [];
  let extent = 4096;
  for (const layerName of schema.drawnLayers) {
    const layer = tile.layers[layerName];
    if (!layer) continue;
    extent = layer.extent;
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i);
      if (feature.type !== 2 && feature.type !== 3) continue;
      const kind = schema.draw(layerName, feature.type, feature.properties as Properties);
      if (!kind) continue;
      let bucket = byKind.get(kind);
      if (!bucket) {
        bucket = { type: feature.type, coords: [], rings: [], polygons: [] };
        byKind.set(kind, bucket);
      }
      const geometry = feature.loadGeometry();
      if (feature.type === 2) {
        if (at && (kind.startsWith('road:') || kind.startsWith('link:'))) {
          const road = kind.slice('road:'.length) as RoadClass;
          const oneway = schema.oneway(feature.properties as Properties);
          for (const line of geometry) {
            if (line.length < 2) continue;
            if (DIVIDED_GAP_M[road] && kind.startsWith('road:')) carriageways.push({ kind: road, points: line, sense: oneway });
            else otherRoads.push({ bucket, line });
          }
          continue;
        }
        for (const line of geometry) {
          if (line.length < 2) continue;
          pushRing(bucket, line, false);
          if (kind.startsWith('tunnel:')) tunnels.push(line);
        }
        continue;
      }
      // Outer rings and their holes by signed area (MVT 4.3.4.4), never by their order alone.
      for (const polygon of classifyRings(geometry)) {
        if (at && kind === 'building') buildings.push({ bucket, polygon });
        else pushPolygon(bucket, polygon);
      }
    }
  }
  if (at) {
    // Divided roads as one line each (./divided.ts), and the streets that end on them carried on to that line.
    const unitM = metresPerUnit(at.z, at.y, extent);
    const merged = mergeDivided(carriageways, unitM, at.z);
    let drawn: Array<{ bucket: Bucket; road?: RoadClass; line: Point[] }> = [];
    for (const { kind, points } of merged.lines) drawn.push({ bucket: byKind.get(`road:${kind}`)!, road: kind, line: points.map(rounded) });
    for (const { bucket, line } of otherRoads) {
      if (merged.acrossMedian(line)) continue;
      const start = merged.snapToCentre(line[0]!);
      const end = merged.snapToCentre(line[line.length - 1]!);
      drawn.push({ bucket, line: carriedOn(line, start && rounded(start), end && rounded(end)) });
    }
    // A main road joining another at a shallow angle meets it as a designer draws a merge (./merges.ts).
    drawn = easeNarrowMerges(drawn, (road) => strokeUnits(road, at.z, extent), unitM);
    const tails = fadedTails(drawn, tunnels, extent, unitM);
    for (const [i, { bucket, road, line }] of drawn.entries()) {
      const tail = tails.get(i);
      if (!tail || !road) {
        pushRoad(bucket, line, extent);
        continue;
      }
      let tunnel = byKind.get(`tunnel:${road}`);
      if (!tunnel) byKind.set(`tunnel:${road}`, (tunnel = { type: 2, coords: [], rings: [], polygons: [] }));
      pushRoad(bucket, tail.kept, extent);
      for (const faded of tail.faded) pushRoad(tunnel, faded, extent);
    }
    // Buildings over the roads, but none on a median the centre line now crosses, nor across a main road.
    const mainBuckets = new Set([...MAIN_ROADS].flatMap((road) => [byKind.get(`road:${road}`), byKind.get(`link:${road}`)]));
    const throughBuilding = roadsThrough(drawn.filter(({ bucket }) => mainBuckets.has(bucket)).map(({ line }) => line));
    for (const { bucket, polygon } of buildings) {
      const outline = polygon[0];
      if (!outline || !(merged.onMedian(outline) || throughBuilding(outline))) pushPolygon(bucket, polygon);
    }
  }
  const layers: PackedGeometry[] = [];
  const labels = decodeLabels(tile, schema);
  const ways = decodeWays(tile, schema);
  let bytesHeld =
    64 +
    ways.reduce((sum, way) => sum + way.coords.byteLength + 64, 0) +
    labels.reduce((sum, label) => sum + label.coords.byteLength + (label.name.length + label.latin.length + (label.aliases?.join('').length ?? 0)) * 2 + 48, 0);
  for (const [kind, bucket] of byKind) {
    if (bucket.rings.length === 0) continue;
    bucket.polygons.push(bucket.rings.length);
    bucket.rings.push(bucket.coords.length / 2);
    const coords = Int16Array.from(bucket.coords);
    const rings = Uint32Array.from(bucket.rings);
    const polygons = bucket.type === 3 ? Uint32Array.from(bucket.polygons) : new Uint32Array(0);
    bytesHeld += coords.byteLength + rings.byteLength + polygons.byteLength + 64;
    layers.push({ kind, type: bucket.type, coords, rings, polygons });
  }
  return { extent, layers, labels, ways, bytes: bytesHeld };
}
