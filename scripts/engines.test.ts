import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * package.json's `engines.node` says what the production dependencies need, no more and no less:
 * every installed production package's own `engines.node` (read from package-lock.json) allows
 * every Node our range allows, and our floor is the highest of theirs. An upgrade that raises a
 * dependency's floor fails here until package.json, the README and the Dockerfile follow.
 *
 * One package states more than it needs, and is read here as what it does need, with the reason
 * (CI runs the whole suite on Node 20, which is what proves it; see `OVERSTATED`).
 */

// semver ships no types; these two functions are all this test needs.
const semver = createRequire(import.meta.url)('semver') as {
  subset(sub: string, dom: string): boolean;
  satisfies(version: string, range: string): boolean;
  intersects(a: string, b: string): boolean;
  minVersion(range: string): { major: number; minor: number; patch: number; version: string } | null;
  validRange(range: string): string | null;
};

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const ours = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

/**
 * Production packages whose `engines.node` asks for more than they use, and the range they run on.
 * pg-boss 12 says >=22.12.0: the release in which CommonJS may `require()` an ES module without a
 * flag (pg-boss is ESM only). Node 20 has the same from 20.19.0 (and Node 21 never had it unflagged), and pg-boss uses no API newer
 * than Node 20 has; CI (.ci/run) runs every test, pg-boss's queue included, on Node 20.
 */
const OVERSTATED: Record<string, string> = { 'pg-boss': '^20.19.0 || >=22.12.0' };

interface LockedPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  engines?: Record<string, string> | string[];
}
const locked = (JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> }).packages;

/** [package path, its engines.node] for every production package that states one. */
const productionRanges = Object.entries(locked).flatMap(([where, entry]): Array<[string, string]> => {
  if (where === '' || entry.dev === true) return [];
  // The service runs on Linux (Debian, Vercel): another system's optional build is never installed
  // with it (sharp's win32-ia32 build, for one, stops at Node 20: Node 22 has no 32-bit Windows build).
  if (entry.optional && entry.os && !entry.os.includes('linux')) return [];
  const engines = entry.engines;
  // A few old packages give engines as an array of strings ("node >= 0.8"): no object, no range here.
  if (!engines || Array.isArray(engines) || typeof engines.node !== 'string') return [];
  const name = where.replace(/^.*node_modules\//, '');
  return [[name, OVERSTATED[name] ?? engines.node]];
});

describe('engines.node', () => {
  it('reads a range from the lock file of many production packages', () => {
    expect(semver.validRange(ours), ours).not.toBeNull();
    expect(productionRanges.length).toBeGreaterThan(50);
  });

  it('is within every production dependency’s own engines.node', () => {
    const narrower = productionRanges.filter(([, range]) => semver.validRange(range) !== null && !semver.subset(ours, range));
    expect(narrower, `package.json says node ${ours}, but these need more`).toEqual([]);
  });

  it('has as its floor the highest floor of the production dependencies', () => {
    const floors = productionRanges.flatMap(([, range]) => (semver.validRange(range) ? [semver.minVersion(range)!] : []));
    const highest = floors.reduce((a, b) => (a.major * 1e6 + a.minor * 1e3 + a.patch >= b.major * 1e6 + b.minor * 1e3 + b.patch ? a : b));
    expect(semver.minVersion(ours)!.version).toBe(highest.version);
  });

  it('is what the README says, allows the Node running these tests (CI’s), and the Dockerfile’s', () => {
    const floor = semver.minVersion(ours)!;
    expect(read('README.md')).toContain(`Node ${floor.major}.${floor.minor} or later`);
    expect(read('README.md')).not.toMatch(/Node(\.js)? 2\d\+/);
    expect(semver.satisfies(process.versions.node, ours), `this Node, ${process.versions.node}, is outside ${ours}`).toBe(true);
    const image = /^FROM node:(\d+)-bookworm-slim\b/m.exec(read('Dockerfile'));
    expect(image, 'the Dockerfile builds on node:<major>-bookworm-slim').not.toBeNull();
    // node:<major> is that line's newest release: within the range when the line reaches into it.
    expect(semver.intersects(`${image![1]}.x`, ours), `node:${image![1]} is outside ${ours}`).toBe(true);
  });
});
