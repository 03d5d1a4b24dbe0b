import { clipPolyline, type Point } from 'lineclip';
import createGraph, { type Graph } from 'ngraph.graph';
import { aStar } from 'ngraph.path';
import type { RoutingWay } from '../tiles';
import { wayCost, type RouteProfile } from './profile';

/** A tile's ways at its place in the world: tile column and row at zoom `z`. */
export interface TileWays {
  x: number;
  y: number;
  extent: number;
  ways: readonly RoutingWay[];
}

/** World units: tile units of the source zoom, continuous across tiles (x = column · extent + u). */
type XY = [number, number];

interface LinkData {
  cost: number;
}

interface Segment {
  a: number;
  b: number;
  /** 1: only a → b; 0: both ways. */
  oneway: boolean;
  factor: number;
  /** Part of the largest connected network (not a stray platform or a courtyard path). */
  main?: boolean;
}

/** A routable street network over a set of tiles, for one profile. */
export interface RoutingNetwork {
  graph: Graph<XY, LinkData>;
  segments: Segment[];
  profile: RouteProfile;
  extent: number;
  /** The lowest cost factor of any way: keeps the A* heuristic admissible. */
  minFactor: number;
}

/** Ends of pieces clipped at a shared tile edge lie within this many world units of each other. */
const SEAM_TOLERANCE = 3;

/**
 * Builds the network: every way clipped to its own tile (so the pieces of a street cut by a tile edge
 * end on that edge), nodes at shared vertices (junctions), and ends on a tile edge joined to the
 * nearest end on the other side within SEAM_TOLERANCE.
 */
export function buildNetwork(tiles: readonly TileWays[], profile: RouteProfile): RoutingNetwork {
  const graph = createGraph<XY, LinkData>();
  const exact = new Map<string, number>();
  const seam = new Map<string, number[]>();
  const positions: XY[] = [];
  const segments: Segment[] = [];
  let minFactor = Number.POSITIVE_INFINITY;
  const extent = tiles[0]?.extent ?? 4096;

  const onSeam = ([x, y]: XY) => Math.abs(x - Math.round(x / extent) * extent) < 1e-6 || Math.abs(y - Math.round(y / extent) * extent) < 1e-6;
  const nodeAt = (point: XY): number => {
    if (onSeam(point)) {
      const cx = Math.floor(point[0] / SEAM_TOLERANCE);
      const cy = Math.floor(point[1] / SEAM_TOLERANCE);
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (const id of seam.get(`${cx + dx},${cy + dy}`) ?? []) {
            const [x, y] = positions[id]!;
            if (Math.hypot(x - point[0], y - point[1]) <= SEAM_TOLERANCE) return id;
          }
        }
      }
      const id = positions.push(point) - 1;
      graph.addNode(id, point);
      const cell = `${cx},${cy}`;
      seam.set(cell, [...(seam.get(cell) ?? []), id]);
      return id;
    }
    const key = `${Math.round(point[0])},${Math.round(point[1])}`;
    let id = exact.get(key);
    if (id === undefined) {
      id = positions.push(point) - 1;
      graph.addNode(id, point);
      exact.set(key, id);
    }
    return id;
  };

  for (const tile of tiles) {
    const left = tile.x * tile.extent;
    const top = tile.y * tile.extent;
    for (const way of tile.ways) {
      const factor = wayCost(way, profile);
      if (factor === undefined) continue;
      minFactor = Math.min(minFactor, factor);
      const line: Point[] = [];
      for (let i = 0; i < way.coords.length; i += 2) line.push([way.coords[i]!, way.coords[i + 1]!]);
      for (const piece of clipPolyline(line, [0, 0, tile.extent, tile.extent])) {
        let previous: number | undefined;
        for (const [u, v] of piece) {
          const id = nodeAt([left + u!, top + v!]);
          if (previous !== undefined && previous !== id) {
            const forwardOnly = profile === 'drive' && way.oneway !== 0;
            const [a, b] = way.oneway === -1 && forwardOnly ? [id, previous] : [previous, id];
            const cost = distance(positions[a]!, positions[b]!) * factor;
            graph.addLink(a, b, { cost });
            if (!forwardOnly) graph.addLink(b, a, { cost });
            segments.push({ a, b, oneway: forwardOnly, factor });
          }
          previous = id;
        }
      }
    }
  }
  markMainNetwork(graph, segments);
  return { graph, segments, profile, extent, minFactor: Number.isFinite(minFactor) ? minFactor : 1 };
}

/** Marks the segments of the largest connected part: route ends snap to it first. */
function markMainNetwork(graph: Graph<XY, LinkData>, segments: Segment[]): void {
  const component = new Map<number | string, number>();
  const sizes: number[] = [];
  graph.forEachNode((node) => {
    if (component.has(node.id)) return;
    const label = sizes.length;
    const queue = [node.id];
    component.set(node.id, label);
    let size = 0;
    while (queue.length > 0) {
      const id = queue.pop()!;
      size++;
      graph.forEachLinkedNode(
        id,
        (next) => {
          if (!component.has(next.id)) {
            component.set(next.id, label);
            queue.push(next.id);
          }
        },
        false,
      );
    }
    sizes.push(size);
  });
  const main = sizes.indexOf(Math.max(...sizes));
  for (const segment of segments) segment.main = component.get(segment.a) === main;
}

function distance([ax, ay]: XY, [bx, by]: XY): number {
  return Math.hypot(bx - ax, by - ay);
}

/** The point of segment a–b nearest p, as the share t along it and the distance. */
function nearestOnSegment(p: XY, a: XY, b: XY): { t: number; d: number; point: XY } {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  const point: XY = [a[0] + t * dx, a[1] + t * dy];
  return { t, d: distance(p, point), point };
}

/** A temporary node on the nearest usable segment within `maxDistance`, linked to its ends; undefined when none is that near. */
function snap(network: RoutingNetwork, p: XY, maxDistance: number, added: number[]): { id: number; segment: Segment; t: number } | undefined {
  const { graph, segments } = network;
  // The main network first: the nearest line may be a stray piece (a platform, a courtyard path) that leads nowhere.
  let best: { segment: Segment; t: number; d: number; point: XY } | undefined;
  for (const mainOnly of [true, false]) {
    for (const segment of segments) {
      if (mainOnly && !segment.main) continue;
      const near = nearestOnSegment(p, graph.getNode(segment.a)!.data, graph.getNode(segment.b)!.data);
      if (near.d <= maxDistance && (!best || near.d < best.d)) best = { segment, ...near };
    }
    if (best) break;
  }
  if (!best) return undefined;
  const id = `snap:${added.length}` as unknown as number;
  graph.addNode(id, best.point);
  added.push(id);
  const { a, b, oneway, factor } = best.segment;
  const toA = distance(best.point, graph.getNode(a)!.data) * factor;
  const toB = distance(best.point, graph.getNode(b)!.data) * factor;
  graph.addLink(a, id, { cost: toA });
  graph.addLink(id, b, { cost: toB });
  if (!oneway) {
    graph.addLink(id, a, { cost: toA });
    graph.addLink(b, id, { cost: toB });
  }
  return { id, segment: best.segment, t: best.t };
}

export type Leg = { found: true; points: XY[] } | { found: false; reason: 'no_street_near_start' | 'no_street_near_end' | 'no_path' };

/**
 * The cheapest path between two world points over the network (A* with a straight-line heuristic),
 * each point snapped to the nearest usable street within `maxSnap` world units.
 */
export function routeLeg(network: RoutingNetwork, from: XY, to: XY, maxSnap: number): Leg {
  const added: number[] = [];
  try {
    const start = snap(network, from, maxSnap, added);
    if (start === undefined) return { found: false, reason: 'no_street_near_start' };
    const end = snap(network, to, maxSnap, added);
    if (end === undefined) return { found: false, reason: 'no_street_near_end' };
    // Both on one segment: the stretch between them is a way too (each only knows the segment's ends).
    if (start.segment === end.segment && (!start.segment.oneway || start.t <= end.t)) {
      const { graph } = network;
      const cost = distance(graph.getNode(start.id)!.data, graph.getNode(end.id)!.data) * start.segment.factor;
      graph.addLink(start.id, end.id, { cost });
    }
    const finder = aStar<XY, LinkData>(network.graph, {
      oriented: true,
      distance: (_from, _to, link) => link.data.cost,
      heuristic: (a, b) => distance(a.data, b.data) * network.minFactor,
    });
    const path = finder.find(start.id, end.id);
    if (path.length < 2) return { found: false, reason: 'no_path' };
    return { found: true, points: [from, ...path.reverse().map((node) => node.data), to] };
  } finally {
    for (const id of added) network.graph.removeNode(id);
  }
}
