import { createRequire } from 'node:module';
import path from 'node:path';
import { fmt } from './escape';

interface SkiaPath {
  op(other: SkiaPath, operation: number): SkiaPath;
  toSVGString(): string;
}
type Path2DConstructor = new (d?: string) => SkiaPath;

/** @napi-rs/canvas's Path2D, loaded on first use; null where its binary is absent. */
let skiaPath2D: Path2DConstructor | null | undefined;

function loadPath2D(): Path2DConstructor | null {
  if (skiaPath2D === undefined) {
    try {
      // From the project root, by a name no bundler rewrites (as ../fonts/families resolves its packages).
      const fromProject = createRequire(path.join(process.cwd(), 'package.json'));
      skiaPath2D = (fromProject(['@napi-rs', 'canvas'].join('/')) as { Path2D: Path2DConstructor }).Path2D;
    } catch {
      skiaPath2D = null;
    }
  }
  return skiaPath2D;
}

/**
 * The sheet less the area of path `d` (nonzero), as path data to clip to with the even-odd rule: Skia's path
 * difference, as the painter (../skia/paint) clips a clip `outside` its path, its coordinates to a tenth of a px.
 * In the SVG it is a plain clipPath, which Chromium prints as vector: the mask it replaces (the sheet white,
 * the path black) was printed as a raster of the whole sheet, 7-10 s of Chromium's time and 0.7 MB of a
 * city's PDF. Undefined where Skia is absent (Vercel's functions: next.config.ts leaves its binary out).
 */
export function sheetLessPath(sheet: { x: number; y: number; width: number; height: number }, d: string): string | undefined {
  const Path2D = loadPath2D();
  if (!Path2D) return undefined;
  const { x, y, width, height } = sheet;
  const difference = new Path2D(`M${x} ${y}H${x + width}V${y + height}H${x}Z`).op(new Path2D(d), 0);
  return difference.toSVGString().replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (number) => fmt(Number(number)));
}
