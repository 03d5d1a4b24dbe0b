import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint`'s module boundaries, shown on files that break them and files that keep them: the
 * repository's own biome.jsonc, run by Biome on small files laid out as in the repository (in a
 * temporary folder, so no other process sees them).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
// The same rules; no git repository there to read ignore files from.
const CONFIG = fs.readFileSync(path.join(ROOT, 'biome.jsonc'), 'utf8').replace('"vcs": { "enabled": true', '"vcs": { "enabled": false');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Biome's lint of one file at `relativePath` holding an import of `from`: its exit code and what it printed. */
function lint(relativePath: string, from: string): { code: number | null; output: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-lint-'));
  folders.push(folder);
  fs.writeFileSync(path.join(folder, 'biome.jsonc'), CONFIG);
  const file = path.join(folder, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `import { thing } from '${from}';\n\nexport const used = thing;\n`);
  const result = spawnSync(BIOME, ['lint', '--max-diagnostics=none', path.relative(folder, file)], { cwd: folder, encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('npm run lint: module boundaries', () => {
  it.each([
    ['app/(site)/page.tsx', '@/lib/render/themes'],
    ['components/poster.tsx', '@/lib/render/svg/poster'],
    ['scripts/tool.ts', '@/lib/provenance/embed'],
    ['tests/e2e/thing.spec.ts', '@/lib/posters/request'],
    ['lib/posters/sync-render.ts', '@/lib/render/themes/color'],
  ])('fails %s importing a file inside a domain (%s)', (file, from) => {
    const { code, output } = lint(file, from);
    expect(code).not.toBe(0);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain("import the domain's entry point");
  });

  it.each([
    ['app/(site)/page.tsx', '@/lib/render'],
    ['lib/posters/sync-render.ts', './request'],
    ['components/poster-verifier.tsx', '@/lib/provenance/reader'],
    ['lib/render/svg/poster.ts', '../themes'],
    ['lib/render/svg/poster.ts', './text'],
    ['tests/integration/render/engine.test.ts', '@/lib/render/svg/poster'],
  ])('passes %s importing %s', (file, from) => {
    const { code, output } = lint(file, from);
    expect(output).not.toContain('noRestrictedImports');
    expect(code).toBe(0);
  });

  it("fails an engine sub-folder reaching into another's files, not through its index", () => {
    const { code, output } = lint('lib/render/svg/poster.ts', '../themes/color');
    expect(code).not.toBe(0);
    expect(output).toContain("another engine sub-folder's files are its own");
  });
});
