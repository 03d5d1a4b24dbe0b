import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The unit, render, reference and integration projects share one module graph among a worker's files (vitest.config.ts, isolate: false), so a
 * file that replaces modules (vi.mock, vi.doMock) or starts from an empty module cache (vi.resetModules) would
 * change what the files after it import. Such files are named *.isolated.test.ts and run in their own projects (unit-isolated, render-isolated).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const UNIT_FOLDERS = ['lib', 'app', 'components', 'packages', 'scripts', 'tests/support'];
/** The render, reference and integration projects (the latter with the domain's *.db.test.ts) share a worker's module graph too. */
const SHARED_GRAPH_FOLDERS = [...UNIT_FOLDERS, 'tests/integration', 'tests/reference'];
// Written in pieces so this file does not match itself.
const NEEDS_ISOLATION = new RegExp(`\\bvi\\.(${['mock', 'doMock', 'resetModules'].join('|')})\\(`);

function testFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) found.push(...testFiles(relative));
    } else if (entry.name.endsWith('.test.ts')) found.push(relative);
  }
  return found;
}

describe('unit tests that need a module graph of their own', () => {
  const files = [...new Set(SHARED_GRAPH_FOLDERS.flatMap(testFiles))];

  it('are named *.isolated.test.ts when they mock modules or reset the module cache', () => {
    const shared = files.filter((file) => !file.endsWith('.isolated.test.ts') && NEEDS_ISOLATION.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(shared).toEqual([]);
  });

  it('finds the files it checks (the pattern matches known isolated files)', () => {
    for (const known of ['lib/render/threads/strip-failure.isolated.test.ts', 'tests/integration/render/pdf.isolated.test.ts']) {
      expect(files).toContain(known);
      expect(NEEDS_ISOLATION.test(fs.readFileSync(path.join(ROOT, known), 'utf8'))).toBe(true);
    }
  });
});
