import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anyProcessSingletonMade, processSingleton, resetProcessSingletons, trackWork, workInFlight } from './index';

const names: string[] = [];
/** A name of this test's own, forgotten after it. */
const fresh = () => {
  const name = `test.${randomUUID()}`;
  names.push(name);
  return name;
};
afterEach(() => resetProcessSingletons(...names.splice(0)));

describe('processSingleton', () => {
  it('makes the value on first use, once, and answers the same value after', () => {
    const create = vi.fn(() => ({ made: true }));
    const get = processSingleton(fresh(), create);
    expect(create).not.toHaveBeenCalled();
    expect(get.peek()).toBeUndefined();
    const first = get();
    expect(get()).toBe(first);
    expect(get.peek()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('is said to be made once made, and not after it is forgotten, without making it by asking', () => {
    const [made, unused] = [fresh(), fresh()];
    const get = processSingleton(made, () => ({ made: true }));
    const never = vi.fn(() => ({}));
    processSingleton(unused, never);
    expect(anyProcessSingletonMade(made, unused)).toBe(false);
    get();
    expect([anyProcessSingletonMade(made), anyProcessSingletonMade(unused), anyProcessSingletonMade(unused, made)]).toEqual([true, false, true]);
    get.reset();
    expect(anyProcessSingletonMade(made, unused)).toBe(false);
    expect(never).not.toHaveBeenCalled();
  });

  it("uses the first call's arguments; later calls get the same value whatever theirs", () => {
    const get = processSingleton(fresh(), (size: number) => ({ size }));
    expect(get(1)).toEqual({ size: 1 });
    expect(get(2)).toEqual({ size: 1 });
  });

  it('is one value per process: a second copy of the module (as Next.js loads one per bundle) finds it by name', async () => {
    const name = fresh();
    const value = processSingleton(name, () => ({ copy: 'first' }))();
    vi.resetModules();
    const again = await import('./index');
    expect(again.processSingleton).not.toBe(processSingleton);
    expect(again.processSingleton(name, () => ({ copy: 'second' }))()).toBe(value);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('atlasprint.processSingletons')]).toBeInstanceOf(Map);
  });

  it('reset forgets the value (the next call makes a new one); set puts another in its place', () => {
    let made = 0;
    const get = processSingleton(fresh(), () => ({ made: ++made }));
    const first = get();
    get.reset();
    expect(get.peek()).toBeUndefined();
    const second = get();
    expect(second).not.toBe(first);
    expect(second.made).toBe(2);
    const fake = { made: 0 };
    get.set(fake);
    expect(get()).toBe(fake);
    expect(made).toBe(2);
  });

  it('resetProcessSingletons forgets the named ones, or every one when none is named', () => {
    const [a, b] = [processSingleton(fresh(), () => ({})), processSingleton(fresh(), () => ({}))];
    const [first, kept] = [a(), b()];
    resetProcessSingletons(names[0]!);
    expect(a.peek()).toBeUndefined();
    expect(b.peek()).toBe(kept);
    expect(a()).not.toBe(first);
    const saved = new Map((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('atlasprint.processSingletons')]);
    try {
      resetProcessSingletons();
      expect([a.peek(), b.peek()]).toEqual([undefined, undefined]);
    } finally {
      for (const [name, value] of saved) (globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('atlasprint.processSingletons')]!.set(name, value);
    }
  });

  it('forgets a promise that rejects, so the next call tries again; keeps one that resolves', async () => {
    let attempts = 0;
    const get = processSingleton(fresh(), () => (++attempts === 1 ? Promise.reject(new Error('refused')) : Promise.resolve('open')));
    await expect(get()).rejects.toThrow('refused');
    expect(get.peek()).toBeUndefined();
    await expect(get()).resolves.toBe('open');
    await Promise.resolve();
    expect(await get()).toBe('open');
    expect(attempts).toBe(2);
  });

  it('does not forget a rejected promise that has been replaced meanwhile', async () => {
    let fail!: (error: Error) => void;
    const get = processSingleton<Promise<string>>(fresh(), () => new Promise((_, reject) => (fail = reject)));
    const failing = get();
    const replacement = Promise.resolve('replacement');
    get.set(replacement);
    fail(new Error('late'));
    await expect(failing).rejects.toThrow('late');
    expect(get.peek()).toBe(replacement);
  });
});

describe('trackWork', () => {
  it('counts work in the process-wide set (what scripts/server.mjs drains) until it settles, a failure too, and hands the work back as it was', async () => {
    const registry = (globalThis as { [key: symbol]: Map<string, unknown> })[Symbol.for('atlasprint.processSingletons')]!;
    let finish!: (value: string) => void;
    let fail!: (error: Error) => void;
    const before = workInFlight().size;
    const succeeding = trackWork(new Promise<string>((resolve) => (finish = resolve)));
    const failing = trackWork(new Promise<string>((_, reject) => (fail = reject)));
    expect(registry.get('workInFlight')).toBe(workInFlight());
    expect(workInFlight().size).toBe(before + 2);
    finish('done');
    expect(await succeeding).toBe('done');
    await Promise.resolve();
    expect(workInFlight().size).toBe(before + 1);
    fail(new Error('refused'));
    await expect(failing).rejects.toThrow('refused');
    await Promise.resolve();
    expect(workInFlight().size).toBe(before);
  });
});
