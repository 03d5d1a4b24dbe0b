/**
 * Process-wide singletons: one value per name for the whole Node.js process (the configuration,
 * the database, the keyring, the PDF printer's browser, …).
 *
 * The values live on globalThis, not in a module-level variable, because Next.js loads a module
 * more than once in one process (instrumentation, and each route bundle with its own copy): a
 * module-level `let` would give each copy its own database, its own Chromium, its own keyring, and
 * PGlite must have exactly one owner. Every copy of this module finds the same registry under
 * `Symbol.for('atlasprint.processSingletons')`, and in it the same value by name.
 *
 * This module imports nothing, so every domain (the pure engine in lib/render included) may use it.
 */

const REGISTRY = Symbol.for('atlasprint.processSingletons');
type Holder = { [REGISTRY]?: Map<string, unknown> };

function registry(): Map<string, unknown> {
  return ((globalThis as Holder)[REGISTRY] ??= new Map());
}

export interface ProcessSingleton<T, A extends unknown[] = []> {
  /**
   * The process's value: made by `create` on the first call (with that call's arguments; later
   * calls get the same value whatever theirs).
   */
  (...args: A): T;
  /** The value if it has been made, without making it. */
  peek(): T | undefined;
  /** Puts `value` in its place (tests: a fake, or a lost database). */
  set(value: T): void;
  /** Forgets the value, without closing it: the next call makes a new one. */
  reset(): void;
}

/**
 * `create`'s value, once per process under `name`. A promise that rejects is forgotten (when it
 * is still the value), so the next call tries again instead of answering the old failure forever.
 */
export function processSingleton<T, A extends unknown[] = []>(name: string, create: (...args: A) => T): ProcessSingleton<T, A> {
  const get = (...args: A): T => {
    const values = registry();
    if (values.has(name)) return values.get(name) as T;
    const value = create(...args);
    values.set(name, value);
    if (value instanceof Promise) {
      value.catch(() => {
        if (registry().get(name) === value) registry().delete(name);
      });
    }
    return value;
  };
  return Object.assign(get, {
    peek: () => registry().get(name) as T | undefined,
    set: (value: T) => void registry().set(name, value),
    reset: () => void registry().delete(name),
  });
}

/**
 * Tests: forgets the named singletons (every one when none is named), closing nothing; the next
 * use of each makes it again (the configuration re-read from process.env, and so on).
 */
export function resetProcessSingletons(...names: string[]): void {
  const values = registry();
  if (names.length === 0) values.clear();
  for (const name of names) values.delete(name);
}

/**
 * The work requests started that must end before the process closes its database: each route handler
 * (lib/http) until it settles, a render whose client left included (it stops and refunds), and each
 * task run after a response. scripts/server.mjs reads this set by its name, `workInFlight`, and drains
 * it on SIGTERM: it does not wait on Next.js's own promise for a request whose client has gone, which
 * may never settle (see there).
 */
export const workInFlight = processSingleton('workInFlight', () => new Set<Promise<unknown>>());

/** Counts `work` in workInFlight until it settles; returns it. */
export function trackWork<T>(work: Promise<T>): Promise<T> {
  const running = workInFlight();
  const entry = work.then(
    () => undefined,
    () => undefined,
  );
  running.add(entry);
  void entry.then(() => running.delete(entry));
  return work;
}
