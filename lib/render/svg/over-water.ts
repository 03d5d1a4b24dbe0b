import type { Affine } from '../geo';
import type { DrawKind, PackedGeometry } from '../tiles';
import { fmt } from '../scene';
import type { PlacedTile } from './map-layers';

/**
 * Where the map's lines cross water areas (bridges, a railway's viaduct, a tunnel under a harbour), as
 * the area their strokes cover there: what the poster fades as land although it lies over water. The
 * water's own fade runs further into the map than the page's (../furniture WATER_FADE_STRETCH) and is
 * drawn under these lines; without this area to fade them by, a bridge kept its full ink into the
 * title's panel, or, with the water's fade over it as before, turned grey or dark a third of the poster
 * above the streets it joins (Langebro, Knippelsbro on the Copenhagen poster: the designer's review).
 */

/** Rows of the poster, in px: a strip of each tile's water edges is looked up by its row. */
const STRIP_PX = 8;

interface WaterEdges {
  /** The tile's own square in poster px: a point is in the water of the tile whose square holds it. */
  square: { minX: number; minY: number; maxX: number; maxY: number };
  /** The water rings' edges (x1, y1, x2, y2), by strip of rows they span. */
  strips: Map<number, number[]>;
}

const apply = ([a, b, c, d, e, f]: Affine, x: number, y: number): [number, number] => [a * x + c * y + e, b * x + d * y + f];

/** Each tile's water edges by strip, with its square, for the point-in-water test. */
function waterEdges(placed: readonly PlacedTile[]): WaterEdges[] {
  return placed.map(({ tile, transform }) => {
    const corners = [apply(transform, 0, 0), apply(transform, tile.extent, tile.extent)];
    const square = {
      minX: Math.min(corners[0]![0], corners[1]![0]),
      maxX: Math.max(corners[0]![0], corners[1]![0]),
      minY: Math.min(corners[0]![1], corners[1]![1]),
      maxY: Math.max(corners[0]![1], corners[1]![1]),
    };
    const strips = new Map<number, number[]>();
    for (const layer of tile.layers) {
      if (layer.kind !== 'water' || layer.type !== 3) continue;
      for (let r = 0; r < layer.rings.length - 1; r++) {
        const start = layer.rings[r]!;
        const end = layer.rings[r + 1]!;
        for (let i = start; i < end; i++) {
          const j = i + 1 < end ? i + 1 : start;
          const [x1, y1] = apply(transform, layer.coords[2 * i]!, layer.coords[2 * i + 1]!);
          const [x2, y2] = apply(transform, layer.coords[2 * j]!, layer.coords[2 * j + 1]!);
          if (y1 === y2) continue;
          for (let s = Math.floor(Math.min(y1, y2) / STRIP_PX); s <= Math.floor(Math.max(y1, y2) / STRIP_PX); s++) {
            let strip = strips.get(s);
            if (!strip) strips.set(s, (strip = []));
            strip.push(x1, y1, x2, y2);
          }
        }
      }
    }
    return { square, strips };
  });
}

/** Whether poster point (x, y) lies in a water area: the even-odd count of the water edges of its tile to its right. */
function inWater(tiles: readonly WaterEdges[], x: number, y: number): boolean {
  const tile = tiles.find(({ square: s }) => x >= s.minX && x < s.maxX && y >= s.minY && y < s.maxY);
  const edges = tile?.strips.get(Math.floor(y / STRIP_PX));
  if (!edges) return false;
  let inside = false;
  for (let k = 0; k < edges.length; k += 4) {
    const [x1, y1, x2, y2] = [edges[k]!, edges[k + 1]!, edges[k + 2]!, edges[k + 3]!];
    if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) inside = !inside;
  }
  return inside;
}

/**
 * The area the strokes of lines of the kinds in `widths` (each kind's widest stroke, its casing's where it
 * has one) cover over water areas within `rows` (poster px), as path data to clip to by the nonzero rule, or
 * '' where none crosses water there. Each segment is cut into pieces no longer than the stroke is wide; each
 * run of pieces whose middles lie over water becomes a rectangle as wide as the stroke (and half a pixel more
 * each side, for its anti-aliased edge) and half a width longer at each end (the round caps and joins of the
 * stroke it stands for), all wound the same way, so overlapping rectangles add up. It runs a little past the
 * water's edge: the poster clips it to the water.
 */
export function inkOverWater(placed: readonly PlacedTile[], widths: ReadonlyMap<DrawKind, number>, rows: { from: number; to: number }): string {
  const water = waterEdges(placed);
  if (water.every((tile) => tile.strips.size === 0)) return '';
  let d = '';
  for (const { tile, transform } of placed) {
    for (const layer of tile.layers) {
      const width = widths.get(layer.kind);
      if (width === undefined || layer.type !== 2) continue;
      d += linesOverWater(layer, transform, width, rows, water);
    }
  }
  return d;
}

function linesOverWater(layer: PackedGeometry, transform: Affine, width: number, rows: { from: number; to: number }, water: readonly WaterEdges[]): string {
  const half = width / 2 + 0.5;
  let d = '';
  for (let r = 0; r < layer.rings.length - 1; r++) {
    for (let i = layer.rings[r]!; i < layer.rings[r + 1]! - 1; i++) {
      const [ax, ay] = apply(transform, layer.coords[2 * i]!, layer.coords[2 * i + 1]!);
      const [bx, by] = apply(transform, layer.coords[2 * i + 2]!, layer.coords[2 * i + 3]!);
      if (Math.max(ay, by) < rows.from - half || Math.min(ay, by) > rows.to + half) continue;
      const length = Math.hypot(bx - ax, by - ay);
      if (length === 0) continue;
      const pieces = Math.ceil(length / Math.max(1, width));
      const [ux, uy] = [(bx - ax) / length, (by - ay) / length];
      // Square to the line, to its left: every rectangle wound the same way round.
      const [nx, ny] = [-uy * half, ux * half];
      // Runs of pieces over water, each one rectangle.
      const rectangle = (t0: number, t1: number) => {
        const [px, py] = [ax + (bx - ax) * t0 - ux * half, ay + (by - ay) * t0 - uy * half];
        const [qx, qy] = [ax + (bx - ax) * t1 + ux * half, ay + (by - ay) * t1 + uy * half];
        d += `M${fmt(px + nx)} ${fmt(py + ny)}L${fmt(qx + nx)} ${fmt(qy + ny)}L${fmt(qx - nx)} ${fmt(qy - ny)}L${fmt(px - nx)} ${fmt(py - ny)}Z`;
      };
      let run: number | undefined;
      for (let k = 0; k < pieces; k++) {
        const t = (k + 0.5) / pieces;
        const wet = inWater(water, ax + (bx - ax) * t, ay + (by - ay) * t);
        if (wet) run ??= k;
        else if (run !== undefined) {
          rectangle(run / pieces, k / pieces);
          run = undefined;
        }
      }
      if (run !== undefined) rectangle(run / pieces, 1);
    }
  }
  return d;
}
