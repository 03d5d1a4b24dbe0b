import type { Affine } from '../geo';
import { fmt } from '../scene';
import type { DecodedTile, DrawKind, PackedGeometry } from '../tiles';

/** A tile placed on the poster (./map-layers PlacedTile, which imports this module). */
type PlacedTile = { tile: DecodedTile; transform: Affine };

/**
 * Where the map's lines cross water areas (bridges, a railway's viaduct, a tunnel under a harbour), as
 * the area their strokes cover there: what the poster fades as land although it lies over water. The
 * water's own fade runs further into the map than the page's (../furniture WATER_FADE_STRETCH) and is
 * drawn under these lines; without this area to fade them by, a bridge kept its full ink into the
 * title's panel, or, with the water's fade over it as before, turned grey or dark a third of the poster
 * above the streets it joins (Langebro, Knippelsbro on the Copenhagen poster: the designer's review).
 */

/** The water mask's cell, in poster px: which pieces of a stroke lie over water is told to this grain (the poster clips to the water's outline itself). */
const CELL_PX = 2;
/** The coarse cells (in mask cells) that tell a line far from any water without looking at its pieces. */
const COARSE = 16;

type Rows = ReadonlyArray<{ from: number; to: number }>;

const apply = ([a, b, c, d, e, f]: Affine, x: number, y: number): [number, number] => [a * x + c * y + e, b * x + d * y + f];

/** Where the water areas lie, cell by cell of CELL_PX, within the rows asked for. */
interface WaterMask {
  has(x: number, y: number): boolean;
  /** Whether any water lies in the box (poster px): none, and no piece of a line in it is over water. */
  near(minX: number, minY: number, maxX: number, maxY: number): boolean;
}

/**
 * The water areas in `rows` as a mask: each tile's water, filled even-odd along the middle of each row of
 * cells, within the tile's own square (tiles' buffers overlap; in its own square a tile's water is whole).
 */
function waterMask(placed: readonly PlacedTile[], frame: { minX: number; maxX: number }, rows: Rows): WaterMask | undefined {
  const top = Math.min(...rows.map((range) => range.from));
  const columns = Math.max(1, Math.ceil((frame.maxX - frame.minX) / CELL_PX));
  const rowCount = Math.max(1, Math.ceil((Math.max(...rows.map((range) => range.to)) - top) / CELL_PX));
  const [coarseColumns, coarseRows] = [Math.ceil(columns / COARSE), Math.ceil(rowCount / COARSE)];
  // Only the rows asked for hold cells (a poster's fades are a band at the top and one at the bottom): each its slot.
  const slot = new Int32Array(rowCount).fill(-1);
  let slots = 0;
  for (const { from, to } of rows) {
    for (let row = Math.max(0, Math.floor((from - top) / CELL_PX)); row < Math.min(rowCount, Math.ceil((to - top) / CELL_PX)); row++) {
      if (slot[row] === -1) slot[row] = slots++;
    }
  }
  const cells = new Uint8Array(columns * slots);
  const coarse = new Uint8Array(coarseColumns * coarseRows);
  let any = false;
  for (const { tile, transform } of placed) {
    const corners = [apply(transform, 0, 0), apply(transform, tile.extent, tile.extent)];
    const [left, right] = [Math.min(corners[0]![0], corners[1]![0]), Math.max(corners[0]![0], corners[1]![0])];
    const [upper, lower] = [Math.min(corners[0]![1], corners[1]![1]), Math.max(corners[0]![1], corners[1]![1])];
    /** The water's edges (x1, y1, x2, y2) by the row of cells whose middle they cross. */
    const byRow: Array<number[] | undefined> = [];
    for (const layer of tile.layers) {
      if (layer.kind !== 'water' || layer.type !== 3) continue;
      for (let r = 0; r < layer.rings.length - 1; r++) {
        const [start, end] = [layer.rings[r]!, layer.rings[r + 1]!];
        for (let i = start; i < end; i++) {
          const j = i + 1 < end ? i + 1 : start;
          const [x1, y1] = apply(transform, layer.coords[2 * i]!, layer.coords[2 * i + 1]!);
          const [x2, y2] = apply(transform, layer.coords[2 * j]!, layer.coords[2 * j + 1]!);
          const from = Math.max(0, Math.ceil((Math.min(y1, y2) - top) / CELL_PX - 0.5));
          const to = Math.min(rowCount - 1, Math.floor((Math.max(y1, y2) - top) / CELL_PX - 0.5));
          for (let row = from; row <= to; row++) if (slot[row] !== -1) (byRow[row] ??= []).push(x1, y1, x2, y2);
        }
      }
    }
    byRow.forEach((edges, row) => {
      const y = top + (row + 0.5) * CELL_PX;
      if (!edges || y < upper || y >= lower) return;
      const crossings: number[] = [];
      for (let k = 0; k < edges.length; k += 4) {
        const [x1, y1, x2, y2] = [edges[k]!, edges[k + 1]!, edges[k + 2]!, edges[k + 3]!];
        if (y1 > y !== y2 > y) crossings.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const from = Math.max(0, Math.round((Math.max(crossings[k]!, left) - frame.minX) / CELL_PX));
        const to = Math.min(columns, Math.round((Math.min(crossings[k + 1]!, right) - frame.minX) / CELL_PX));
        if (to <= from) continue;
        cells.fill(1, slot[row]! * columns + from, slot[row]! * columns + to);
        const coarseRow = Math.floor(row / COARSE) * coarseColumns;
        coarse.fill(1, coarseRow + Math.floor(from / COARSE), coarseRow + Math.floor((to - 1) / COARSE) + 1);
        any = true;
      }
    });
  }
  if (!any) return undefined;
  const clamp = (value: number, count: number) => Math.min(count - 1, Math.max(0, value));
  return {
    has: (x, y) => {
      const [column, row] = [Math.floor((x - frame.minX) / CELL_PX), Math.floor((y - top) / CELL_PX)];
      return column >= 0 && row >= 0 && column < columns && row < rowCount && slot[row] !== -1 && cells[slot[row]! * columns + column] === 1;
    },
    near: (minX, minY, maxX, maxY) => {
      if (maxY < top || minY >= top + rowCount * CELL_PX) return false;
      const c0 = Math.floor(clamp(Math.floor((minX - frame.minX) / CELL_PX), columns) / COARSE);
      const c1 = Math.floor(clamp(Math.floor((maxX - frame.minX) / CELL_PX), columns) / COARSE);
      const r0 = Math.floor(clamp(Math.floor((minY - top) / CELL_PX), rowCount) / COARSE);
      const r1 = Math.floor(clamp(Math.floor((maxY - top) / CELL_PX), rowCount) / COARSE);
      for (let row = r0; row <= r1; row++) for (let column = c0; column <= c1; column++) if (coarse[row * coarseColumns + column]) return true;
      return false;
    },
  };
}

/** What lies over the water areas in the rows asked for, as path data to clip to by the nonzero rule ('' for none). */
export interface OverWater {
  /** The area the strokes of the lines that cross it (bridges, viaducts, tunnels) cover there: faded as the land is. */
  lines: string;
  /** What stands on it (a boat slip's roof, a building, a path or a quay's road on a pier): faded with the water, as the piers are. */
  onWater: string;
}

/**
 * What lies over water areas within `rows` (poster px): see OverWater. Lines are those of the kinds in
 * `widths` (those that cross the water, and those that stand on it), at each kind's widest stroke (its
 * casing's where it has one). Each segment is cut into pieces
 * as long as the stroke is wide (a mask cell at least); each run of pieces whose middles lie over water
 * becomes a rectangle as wide as the stroke (and half a pixel more each side, for its anti-aliased edge)
 * and half a width longer at each end (the round caps and joins of the stroke it stands for), all wound
 * the same way, so overlapping rectangles add up. It runs a little past the water's edge: the poster clips
 * it to the water. A building is over water when the middle of its outline's box is. `frame`: the columns
 * to look at (the poster and its bleed), in poster px.
 */
export function overWater(
  placed: readonly PlacedTile[],
  widths: { crossing: ReadonlyMap<DrawKind, number>; onWater: ReadonlyMap<DrawKind, number> },
  rows: Rows,
  frame: { minX: number; maxX: number },
): OverWater {
  const found: OverWater = { lines: '', onWater: '' };
  if (rows.length === 0) return found;
  const water = waterMask(placed, frame, rows);
  if (!water) return found;
  for (const { tile, transform } of placed) {
    for (const layer of tile.layers) {
      if (layer.type === 3) {
        if (layer.kind === 'building') found.onWater += buildingsOverWater(layer, transform, water);
        continue;
      }
      const crossing = widths.crossing.get(layer.kind);
      const standing = widths.onWater.get(layer.kind);
      if (crossing !== undefined) found.lines += linesOverWater(layer, transform, crossing, water);
      else if (standing !== undefined) found.onWater += linesOverWater(layer, transform, standing, water);
    }
  }
  return found;
}

/** How far past a building's outline its area over the water reaches, in px: over its anti-aliased edge (a hairline halo round a roof, the designer's review). */
const EDGE_PX = 1;

/**
 * The area of `half` each side of segment a-b from t0 to t1 of its length, and `half` past each end of it,
 * as a closed subpath wound as every other here (negative shoelace area, y down), so that where two overlap
 * they add up under the nonzero rule.
 */
function band(ax: number, ay: number, bx: number, by: number, half: number, t0 = 0, t1 = 1): string {
  const length = Math.hypot(bx - ax, by - ay);
  if (length === 0) return '';
  const [ux, uy] = [(bx - ax) / length, (by - ay) / length];
  // Square to the line, to its left.
  const [nx, ny] = [-uy * half, ux * half];
  const [px, py] = [ax + (bx - ax) * t0 - ux * half, ay + (by - ay) * t0 - uy * half];
  const [qx, qy] = [ax + (bx - ax) * t1 + ux * half, ay + (by - ay) * t1 + uy * half];
  return `M${fmt(px + nx)} ${fmt(py + ny)}L${fmt(qx + nx)} ${fmt(qy + ny)}L${fmt(qx - nx)} ${fmt(qy - ny)}L${fmt(px - nx)} ${fmt(py - ny)}Z`;
}

function buildingsOverWater(layer: PackedGeometry, transform: Affine, water: WaterMask): string {
  const { coords, rings, polygons } = layer;
  const ring = (r: number) => {
    const points: Array<[number, number]> = [];
    for (let i = rings[r]!; i < rings[r + 1]!; i++) points.push(apply(transform, coords[2 * i]!, coords[2 * i + 1]!));
    return points;
  };
  let d = '';
  for (let p = 0; p < polygons.length - 1; p++) {
    const outer = ring(polygons[p]!);
    const xs = outer.map(([x]) => x);
    const ys = outer.map(([, y]) => y);
    const [minX, minY, maxX, maxY] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    if (!water.near(minX, minY, maxX, maxY) || !water.has((minX + maxX) / 2, (minY + maxY) / 2)) continue;
    // Wound as the bands along its edges are (holes keep winding against it), so they add up.
    let area = 0;
    for (let i = 0; i < outer.length; i++) {
      const [[x1, y1], [x2, y2]] = [outer[i]!, outer[(i + 1) % outer.length]!];
      area += x1 * y2 - x2 * y1;
    }
    for (let r = polygons[p]!; r < polygons[p + 1]!; r++) {
      const points = r === polygons[p] ? outer : ring(r);
      if (area > 0) points.reverse();
      d += `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('')}Z`;
      for (let i = 0; i + 1 < points.length; i++) d += band(points[i]![0], points[i]![1], points[i + 1]![0], points[i + 1]![1], EDGE_PX);
    }
  }
  return d;
}

function linesOverWater(layer: PackedGeometry, [xx, xy, yx, yy, dx, dy]: Affine, width: number, water: WaterMask): string {
  const half = width / 2 + 0.5;
  const { coords } = layer;
  let d = '';
  for (let r = 0; r < layer.rings.length - 1; r++) {
    // Every segment of every line of the map passes here: written out, with nothing allocated for the many far from water.
    for (let i = layer.rings[r]!; i < layer.rings[r + 1]! - 1; i++) {
      const x0 = coords[2 * i]!;
      const y0 = coords[2 * i + 1]!;
      const x1 = coords[2 * i + 2]!;
      const y1 = coords[2 * i + 3]!;
      const ax = xx * x0 + yx * y0 + dx;
      const ay = xy * x0 + yy * y0 + dy;
      const bx = xx * x1 + yx * y1 + dx;
      const by = xy * x1 + yy * y1 + dy;
      if (!water.near(Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by))) continue;
      const pieces = Math.ceil(Math.hypot(bx - ax, by - ay) / Math.max(CELL_PX, width));
      // Runs of pieces over water, each one rectangle.
      let run: number | undefined;
      for (let k = 0; k < pieces; k++) {
        const t = (k + 0.5) / pieces;
        if (water.has(ax + (bx - ax) * t, ay + (by - ay) * t)) run ??= k;
        else if (run !== undefined) {
          d += band(ax, ay, bx, by, half, run / pieces, k / pieces);
          run = undefined;
        }
      }
      if (run !== undefined) d += band(ax, ay, bx, by, half, run / pieces, 1);
    }
  }
  return d;
}
