import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerJobAborted, WorkerPool } from './pool';

/** A worker that doubles numbers, exits on -1, holds 'slow' until asked to stop, and answers an abort by saying so. */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const running = new Map();
parentPort.on('message', (message) => {
  if (message.abort) { if (running.delete(message.abort)) parentPort.postMessage({ id: message.abort, error: 'aborted' }); return; }
  const { id, job } = message;
  if (job === -1) process.exit(3);
  // A job that runs until it is asked to stop.
  if (job === 'slow') { running.set(id, true); return; }
  if (typeof job !== 'number') { parentPort.postMessage({ id, error: 'not a number: ' + job }); return; }
  parentPort.postMessage({ id, result: job * 2 });
});
parentPort.postMessage({ ready: true });
`;

const pools: WorkerPool<unknown, unknown>[] = [];
function pool(options: { size?: number; source?: string; start?: () => Worker } = {}) {
  const made = new WorkerPool<unknown, unknown>({
    size: options.size ?? 2,
    name: 'the doubler',
    start: options.start ?? (() => new Worker(options.source ?? SOURCE, { eval: true })),
    result: (result) => result,
    failure: (error) => new Error(String(error)),
    here: async (job) => (typeof job === 'number' ? job * 2 : Promise.reject(new Error('here: not a number'))),
  });
  pools.push(made);
  return made;
}
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

describe('a pool of worker threads', () => {
  it('answers every job, in workers, at most its size at once', async () => {
    const doubler = pool();
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => doubler.run(n)))).toEqual([2, 4, 6, 8, 10]);
    expect(doubler.threaded).toBe(true);
    expect((doubler as unknown as { slots: Set<unknown> }).slots.size).toBeLessThanOrEqual(2);
  });

  it("rejects a job with the worker's error and goes on", async () => {
    const doubler = pool();
    await expect(doubler.run('x')).rejects.toThrow('not a number: x');
    expect(await doubler.run(21)).toBe(42);
  });

  it('rejects the job of a worker that dies, and starts another for the next', async () => {
    const doubler = pool({ size: 1 });
    await expect(doubler.run(-1)).rejects.toThrow("the doubler's worker stopped (exit code 3)");
    expect(await doubler.run(4)).toBe(8);
    expect(doubler.threaded).toBe(true);
  });

  it('drops a waiting job whose caller went away, and asks a running one to stop', async () => {
    const doubler = pool({ size: 1 });
    const running = new AbortController();
    const waiting = new AbortController();
    const slow = doubler.run('slow', running.signal);
    const queued = doubler.run(5, waiting.signal);
    waiting.abort();
    await expect(queued).rejects.toBeInstanceOf(WorkerJobAborted);
    running.abort();
    await expect(slow).rejects.toThrow('aborted');
    expect(await doubler.run(6)).toBe(12);
  });

  it('runs every job here, with one warning, when its worker cannot start', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const broken = pool({ source: "throw new Error('cannot load')" });
    expect(await Promise.all([1, 2, 3].map((n) => broken.run(n)))).toEqual([2, 4, 6]);
    expect(broken.threaded).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^the doubler runs on the main thread: its worker did not start \(.*cannot load/);

    const unstartable = pool({
      start: () => {
        throw new Error('no threads here');
      },
    });
    expect(await unstartable.run(7)).toBe(14);
    expect(unstartable.threaded).toBe(false);
  });
});
