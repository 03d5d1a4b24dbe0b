import type { Format } from './spec';

/** What the engine hands back for a poster: the file, what it does not show, and what it cost. */

export interface Timings {
  tiles: number;
  svg: number;
  /** Rasterising (png/jpeg/webp) or printing (pdf); 0 for svg. */
  draw: number;
  encode: number;
  total: number;
  /**
   * CPU milliseconds of the same stages: the process's, every thread's (./cpu), so a stage's own
   * when one poster is made at a time (the bench); beside wall time, a starved draw shows as such.
   */
  cpu: { tiles: number; svg: number; draw: number; encode: number; total: number };
}

/**
 * How far a raster poster's drawing has come: `stripsDone` of its `strips` horizontal strips drawn (and, for a
 * streamed one, encoded). Reported once the strips are planned (0 done) and after each strip; a poster drawn
 * whole is one strip. Drawing is most of a big poster's time; what comes before (map data, layout) and after
 * (a JPEG's encoding from the strips, storing) is not counted in it.
 */
export interface RenderProgress {
  stripsDone: number;
  strips: number;
}

export interface RenderOutput {
  format: Format;
  mime: string;
  bytes: Buffer;
  width: number;
  height: number;
  preview?: { mime: 'image/webp'; bytes: Buffer };
  /** What the poster does not show of what was asked, in words for the caller (markers off the map…). */
  warnings: string[];
  /** A print (printSize): the sheet in mm and the resolution the file really has. */
  print?: PrintResult;
  timings: Timings;
}

export interface PrintResult {
  /** The finished size (the trim), in mm. */
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  /**
   * Dots per inch of the raster the file holds at that size: the dpi asked for, or less when the pixels
   * were capped (PNG, JPEG, WebP); for a PDF or SVG of a map-tile style, its embedded map's. Absent from a
   * file that holds no raster (a PDF or SVG of an artistic theme): it is sharp at any size.
   */
  dpi?: number;
  cropMarks: boolean;
  /** The file is vector (PDF, SVG): text and shapes print sharp at any size. */
  vector: boolean;
}
