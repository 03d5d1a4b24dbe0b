import { runOutline, type FontFace, type TextRun } from '../fonts';
import type { TextLine } from '../layout';
import { fmt, type Paint, type SceneOp, type Transform } from '../scene';

/**
 * Which runs are drawn as HarfBuzz glyph outlines instead of real text: `true`, the runs in fallback
 * faces (raster SVGs: resvg's own shaping misplaces Indic vowel signs); `'all'`, every run (the Skia
 * painter draws only outlines; the oracle test hands resvg the same). Runs shaped with OpenType
 * features (lining figures) are outlines in every format, as no renderer is asked to apply them.
 */
export type TextOutlines = boolean | 'all';

/**
 * A laid-out line's runs at `left`, `baseline` as one text operation of the scene, painted with
 * `paint`: each run at its own measured x, in its own face, so no renderer orders or shapes across
 * runs (two right-to-left runs side by side, or one beside a left-to-right run, stay as laid out).
 */
export function runsOp(
  runs: readonly TextRun[],
  line: { left: number; baseline: number; face: FontFace; size: number; outline?: TextOutlines },
  paint: Paint,
  transform?: Transform,
): SceneOp {
  const { left, baseline, face, size, outline = false } = line;
  return {
    op: 'text',
    size,
    weight: face.weight,
    paint,
    runs: runs.map((run) => {
      const outlined = outline === 'all' || (outline && run.face !== face) || Boolean(run.features);
      return {
        x: left + run.x,
        y: baseline,
        family: run.face.family,
        tracking: run.tracking,
        text: run.text,
        ...(outlined ? { d: runOutline(run, size, left + run.x, baseline) } : {}),
      };
    }),
    ...(transform ? { transform } : {}),
  };
}

/** A line as a text operation; `halo`, a stroke of the page color painted under the glyphs, for text over busy map. */
export function textOps(line: TextLine, halo?: { color: string; width: number }, outline: TextOutlines = false): SceneOp[] {
  if (!line.text) return [];
  const paint: Paint = { fill: line.fill };
  if (line.opacity !== undefined && line.opacity < 1) paint.fillOpacity = line.opacity;
  if (halo) Object.assign(paint, { stroke: halo.color, width: Number(fmt(halo.width)), join: 'round', strokeFirst: true });
  return [runsOp(line.runs, { left: line.x, baseline: line.baseline, face: line.face, size: line.size, outline }, paint)];
}
