/**
 * Long work on the server's thread in bounded steps (issue 38's main-thread budget: no request holds the
 * event loop more than ~100 ms). A step that only awaits promises never lets timers or I/O in: PGlite
 * answers its queries through promises alone, so a loop of queries on it, or of checks that await
 * already-settled promises, holds the loop as long as it runs. These let the loop turn.
 *
 * This module imports nothing, so every domain (the pure engine in lib/render included) may use it.
 */

/** Lets the event loop run what is waiting (I/O first, then timers) before the caller goes on. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** How long a slice of long work may hold the event loop before it lets others in (a fifth of the budget). */
export const SLICE_MS = 20;

/**
 * A pacer for a loop of small steps: `await pace()` between steps lets the event loop turn once the
 * current slice has run `sliceMs`, and costs a clock read otherwise.
 */
export function slicer(sliceMs = SLICE_MS): () => Promise<void> {
  let sliceStarted = performance.now();
  return async () => {
    if (performance.now() - sliceStarted < sliceMs) return;
    await yieldToEventLoop();
    sliceStarted = performance.now();
  };
}
