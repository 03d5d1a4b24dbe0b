export type Point = { x: number; y: number };

/** The main road classes, as the engine names their layers. */
export const MAIN_ROAD = /^road:(motorway|trunk|primary|secondary|tertiary)$/;

/** What of a decoded tile (lib/render/tiles DecodedTile) the lines are read from. */
interface TileLayers {
  layers: ReadonlyArray<{ kind: string; rings: ArrayLike<number>; coords: ArrayLike<number> }>;
}

/** Each line (or ring) of the layers of `tile` whose kind matches, in tile units. */
export function linesOf(tile: TileLayers, kind: RegExp): Point[][] {
  return tile.layers
    .filter((layer) => kind.test(layer.kind))
    .flatMap((layer) => {
      const lines: Point[][] = [];
      for (let r = 0; r < layer.rings.length - 1; r++) {
        const line: Point[] = [];
        for (let k = layer.rings[r]!; k < layer.rings[r + 1]!; k++) line.push({ x: layer.coords[2 * k]!, y: layer.coords[2 * k + 1]! });
        lines.push(line);
      }
      return lines;
    });
}
