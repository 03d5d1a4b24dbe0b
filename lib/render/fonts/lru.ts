/** A bounded map that forgets the least recently used entry first. */
export class LruCache<K, V> {
  // A Map iterates in insertion order, so re-inserting on every hit keeps the oldest entry first.
  private readonly entries = new Map<K, V>();

  constructor(private readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new Error('an LRU cache needs room for at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value without counting as a use. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
