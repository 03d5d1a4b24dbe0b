import { and, eq } from 'drizzle-orm';
import { renders, type Database } from '@/lib/db';
import { log } from '@/lib/log';
import type { RenderProgress } from '@/lib/render';

/**
 * A queued render's progress (lib/render RenderProgress: strips drawn of its strips) written to its row, so
 * GET /v1/renders/{id} and MCP get_render can say how far a long render has come. The engine reports every
 * strip; the row is written at a bounded rate: the first report (the strips are planned), then at most once
 * every PROGRESS_WRITE_INTERVAL_MS and only for PROGRESS_WRITE_STEP more of the strips, and the last (every
 * strip drawn) at once. A 20 000 px poster of a hundred strips is then about one write a second and at most
 * ~22 in all, whatever its strips.
 */

/** Writes of one render's progress are at least this far apart (but the first and the last). */
export const PROGRESS_WRITE_INTERVAL_MS = 1000;
/** A write says at least this much more of the strips drawn than the one before (but the first and the last). */
export const PROGRESS_WRITE_STEP = 0.05;

export interface ProgressPace {
  intervalMs: number;
  step: number;
}

/** The pace of every queued render's progress writes (tests that watch a render's every strip set intervalMs 0). */
export const renderProgressPace: ProgressPace = { intervalMs: PROGRESS_WRITE_INTERVAL_MS, step: PROGRESS_WRITE_STEP };

const fraction = ({ stripsDone, strips }: RenderProgress) => (strips > 0 ? stripsDone / strips : 0);
const complete = (progress: RenderProgress) => progress.stripsDone >= progress.strips;

/**
 * Reports in, writes out at the pace above: one write at a time, a report that may not be written yet kept
 * (the latest only) and written when its time comes. `close()` ends it: no write starts after, and it
 * resolves when the one in flight has ended. A failed write is logged and never fails the render.
 */
export class ProgressReporter {
  private written: RenderProgress | undefined;
  private writtenAt = 0;
  private latest: RenderProgress | undefined;
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly write: (progress: RenderProgress) => Promise<void>,
    private readonly pace: ProgressPace = renderProgressPace,
  ) {}

  /** A report of the engine's (RenderOptions.onProgress). */
  readonly report = (progress: RenderProgress): void => {
    if (this.closed) return;
    this.latest = progress;
    this.next();
  };

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }

  /** Milliseconds until `progress` may be written (0: now), or undefined: it never will be on its own (too small a step). */
  private waitFor(progress: RenderProgress): number | undefined {
    const last = this.written;
    // The first, a new plan of strips (the rasteriser fell back to a whole poster), and the end: at once.
    if (!last || last.strips !== progress.strips || (complete(progress) && !complete(last))) return 0;
    if (fraction(progress) - fraction(last) < this.pace.step) return undefined;
    return Math.max(0, this.writtenAt + this.pace.intervalMs - Date.now());
  }

  private next(): void {
    const progress = this.latest;
    if (this.closed || this.inFlight || !progress) return;
    const wait = this.waitFor(progress);
    if (wait === undefined) return;
    if (wait > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.next();
      }, wait);
      this.timer.unref?.();
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.latest = undefined;
    this.written = progress;
    this.writtenAt = Date.now();
    this.inFlight = this.write(progress)
      .catch((error: unknown) => log.warn('writing a render’s progress failed', { error }))
      .finally(() => {
        this.inFlight = undefined;
        this.next();
      });
  }
}

/** The reporter of one attempt at a queued render: it writes only while the row is `rendering` and held by `attempt`. */
export function renderProgressReporter(db: Database, renderId: string, attempt: string): ProgressReporter {
  return new ProgressReporter(async ({ stripsDone, strips }) => {
    await db
      .update(renders)
      .set({ progressStripsDone: stripsDone, progressStrips: strips })
      .where(and(eq(renders.id, renderId), eq(renders.status, 'rendering'), eq(renders.attempt, attempt)));
  });
}
