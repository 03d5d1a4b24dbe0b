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

/** Whether any of the named singletons has been made in this process (tests: is there anything to close?). */
export function anyProcessSingletonMade(...names: string[]): boolean {
  const values = registry();
  return names.some((name) => values.has(name));
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

/** The names of the singletons made in this process so far (tests: which to forget between test files). */
export function processSingletonNames(): string[] {
  return [...registry().keys()];
}

const CLASS_BRAND = Symbol.for('atlasprint.classBrand');
type Branded = { [CLASS_BRAND]?: symbol };

/**
 * Makes `value instanceof Class` true for an instance of any copy of `Class` in this process, not
 * only of this module's copy. Call it in the class's static block: `static { recognisedAcrossCopies(this, 'render.RenderError'); }`.
 *
 * Why: Next.js loads a module once per bundle (instrumentation, which starts the job worker at boot,
 * and each route), so one process holds several `RenderError` or `LocalStore` classes. A value made
 * by one copy and kept in a process singleton (the object store, the poster engine) or thrown from
 * it fails a plain `instanceof` in every other copy: the files route took the store for a remote
 * one and answered 404, and the error mapping turned the engine's refusals into generic 502s. The
 * brand is a `Symbol.for` on the prototype, the same symbol in every copy, so a check by brand
 * holds across copies; `name` must be unique (domain-qualified). A subclass needs its own call:
 * without one it is recognised only within its own copy, as plain `instanceof` would.
 */
export function recognisedAcrossCopies(Class: abstract new (...args: never) => unknown, name: string): void {
  const brand = Symbol.for(`atlasprint.class.${name}`);
  Object.defineProperty(Class.prototype, brand, { value: true });
  Object.defineProperty(Class, CLASS_BRAND, { value: brand });
  Object.defineProperty(Class, Symbol.hasInstance, { value: isBrandedInstance, configurable: true });
}

function isBrandedInstance(this: abstract new (...args: never) => unknown, value: unknown): boolean {
  if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
  // Own brand only: a subclass inherits this method, and must not pass for its parent's instances.
  const brand = Object.hasOwn(this, CLASS_BRAND) ? (this as Branded)[CLASS_BRAND] : undefined;
  return brand !== undefined && typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
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
