type Point = { x: number; y: number };

/** A segment of a line as the grid holds it: what it was entered with, and its two ends. */
export type GridSegment<T> = T & { a: Point; b: Point };

/**
 * Segments of lines looked up by the square cell (tile units) they lie in: the roads near a point
 * without a walk over every road of the tile. A segment is entered in every cell within `margin` of
 * it, so a lookup of a point's own cell finds each segment within `margin` of the point.
 */
export class SegmentGrid<T extends object> {
  readonly #cells = new Map<number, Array<GridSegment<T>>>();

  constructor(readonly cell: number) {}

  /** Enters each segment of `line`, with `item`, in every cell within `margin` of it. */
  addLine(line: readonly Point[], margin: number, item: T): void {
    for (let k = 0; k < line.length - 1; k++) {
      const [a, b] = [line[k]!, line[k + 1]!];
      forCellsNear(a, b, margin, this.cell, (key) => {
        let segments = this.#cells.get(key);
        if (!segments) this.#cells.set(key, (segments = []));
        segments.push({ ...item, a, b });
      });
    }
  }

  /** Calls `visit` with each segment entered in p's cell and those within `spread` cells of it. */
  near(p: Point, spread: number, visit: (segment: GridSegment<T>) => void): void {
    const [cx, cy] = [Math.floor(p.x / this.cell), Math.floor(p.y / this.cell)];
    for (let x = cx - spread; x <= cx + spread; x++) {
      for (let y = cy - spread; y <= cy + spread; y++) {
        for (const segment of this.#cells.get(cellKey(x, y)) ?? []) visit(segment);
      }
    }
  }
}

/** A cell's key in a grid's map (cells from -1024 to 3071 a side: a tile's extent and its buffer). */
export const cellKey = (cx: number, cy: number) => (cx + 1024) * 4096 + (cy + 1024);

/** The cell of `p` in a grid of `cell`-unit squares, as cellKey. */
export const cellOf = (p: Point, cell: number) => cellKey(Math.floor(p.x / cell), Math.floor(p.y / cell));

/** Calls `visit` with the key of every cell of a grid of `cell`-unit squares within `margin` of the segment a-b (of its bounding box). */
export function forCellsNear(a: Point, b: Point, margin: number, cell: number, visit: (key: number) => void): void {
  const [x0, x1] = [Math.floor((Math.min(a.x, b.x) - margin) / cell), Math.floor((Math.max(a.x, b.x) + margin) / cell)];
  const [y0, y1] = [Math.floor((Math.min(a.y, b.y) - margin) / cell), Math.floor((Math.max(a.y, b.y) + margin) / cell)];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) visit(cellKey(x, y));
}
