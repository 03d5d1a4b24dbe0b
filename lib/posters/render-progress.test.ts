import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenderProgress } from '@/lib/render';
import { PROGRESS_WRITE_INTERVAL_MS, ProgressReporter } from './render-progress';

/** A reporter whose writes are recorded (and held until `settle` lets the one in flight end). */
function recorded() {
  const writes: string[] = [];
  let release: (() => void) | undefined;
  const reporter = new ProgressReporter(
    (progress: RenderProgress) =>
      new Promise<void>((resolve) => {
        writes.push(`${progress.stripsDone}/${progress.strips}`);
        release = resolve;
      }),
  );
  const settle = async () => {
    release?.();
    release = undefined;
    await vi.advanceTimersByTimeAsync(0);
  };
  return { writes, reporter, settle };
}

const strips = (stripsDone: number, total = 100): RenderProgress => ({ stripsDone, strips: total });

describe('a render’s progress written at a bounded rate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first report at once, then at most one a second, the latest waiting its turn, and the last at once', async () => {
    const { writes, reporter, settle } = recorded();
    reporter.report(strips(0));
    await settle();
    // A hundred strips in under a second: none written until the second is up, then only the latest.
    for (let done = 1; done <= 30; done++) reporter.report(strips(done));
    await settle();
    expect(writes).toEqual(['0/100']);
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_INTERVAL_MS);
    await settle();
    expect(writes).toEqual(['0/100', '30/100']);
    reporter.report(strips(40));
    reporter.report(strips(100));
    await settle();
    expect(writes).toEqual(['0/100', '30/100', '100/100']);
    await reporter.close();
  });

  it('writes no step under 5 % of the strips, however long it waits, but the end', async () => {
    const { writes, reporter, settle } = recorded();
    reporter.report(strips(0));
    await settle();
    reporter.report(strips(4));
    await vi.advanceTimersByTimeAsync(10 * PROGRESS_WRITE_INTERVAL_MS);
    await settle();
    expect(writes).toEqual(['0/100']);
    reporter.report(strips(5));
    await settle();
    expect(writes).toEqual(['0/100', '5/100']);
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_INTERVAL_MS / 2);
    reporter.report(strips(100));
    await settle();
    expect(writes).toEqual(['0/100', '5/100', '100/100']);
    await reporter.close();
  });

  it('bounds the writes of a poster of many strips: about one a second, and no more than one per 5 %', async () => {
    const { writes, reporter, settle } = recorded();
    // 1 000 strips, one every 10 ms: 10 s of drawing.
    for (let done = 0; done <= 1000; done++) {
      reporter.report(strips(done, 1000));
      await settle();
      await vi.advanceTimersByTimeAsync(10);
    }
    await settle();
    expect(writes[0]).toBe('0/1000');
    expect(writes.at(-1)).toBe('1000/1000');
    expect(writes.length).toBeGreaterThanOrEqual(10);
    expect(writes.length).toBeLessThanOrEqual(12);
    await reporter.close();
  });

  it('never has two writes in flight: a report during a slow write waits for it', async () => {
    const { writes, reporter, settle } = recorded();
    reporter.report(strips(0, 4));
    reporter.report(strips(4, 4));
    // The first write has not ended: the last waits for it.
    expect(writes).toEqual(['0/4']);
    await settle();
    expect(writes).toEqual(['0/4', '4/4']);
    await settle();
    await reporter.close();
  });

  it('writes nothing once closed, and close waits for the write in flight', async () => {
    const { writes, reporter, settle } = recorded();
    reporter.report(strips(0));
    reporter.report(strips(50));
    let closed = false;
    const closing = reporter.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    await settle();
    await closing;
    reporter.report(strips(100));
    await vi.advanceTimersByTimeAsync(10 * PROGRESS_WRITE_INTERVAL_MS);
    expect(writes).toEqual(['0/100']);
  });

  it('keeps drawing when a write fails: the next report is written', async () => {
    const writes: string[] = [];
    let fail = true;
    const reporter = new ProgressReporter(async ({ stripsDone, strips: total }) => {
      writes.push(`${stripsDone}/${total}`);
      if (fail) throw new Error('the database went away');
    });
    reporter.report(strips(0, 2));
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    reporter.report(strips(2, 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual(['0/2', '2/2']);
    await reporter.close();
  });
});
