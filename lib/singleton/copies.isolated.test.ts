import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A fresh copy of a module, as Next.js loads one per bundle (instrumentation, each route). */
async function anotherCopy<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

// Each test loads a module graph twice; on a busy 2-core machine that takes seconds.
describe('classes recognised across module copies', { timeout: 60_000 }, () => {
  it("an error made by one copy of a module is an instance of another copy's class, and keeps its fields", async () => {
    const first = await import('@/lib/render');
    const second = await anotherCopy(() => import('@/lib/render'));
    expect(second.RenderError).not.toBe(first.RenderError);
    const error = new first.RenderError('partial_map_data', 'the map data covers 46 % of this poster');
    expect(error instanceof second.RenderError).toBe(true);
    expect(error instanceof first.RenderError).toBe(true);
    expect(new Error('plain') instanceof second.RenderError).toBe(false);
    expect((null as unknown as object) instanceof second.RenderError).toBe(false);
  });

  it('the local store made by one copy is the local store to another (the /files route serves it)', async () => {
    const first = await import('@/lib/storage');
    const second = await anotherCopy(() => import('@/lib/storage'));
    const store = new first.LocalStore('/tmp/atlasprint-copies', 'http://localhost:3000');
    expect(store instanceof second.LocalStore).toBe(true);
    expect({ kind: 'local' } instanceof second.LocalStore).toBe(false);
  });

  it('a subclass is told apart from its parent in every copy: a parent instance never passes for the subclass', async () => {
    const errors = await import('@/lib/errors');
    const request = await import('@/lib/posters');
    const copy = await anotherCopy(() => import('@/lib/posters'));
    const parent = new errors.DomainError('invalid_request', 'zoom must be between 0 and 22');
    expect(parent instanceof request.RequestError).toBe(false);
    expect(parent instanceof copy.RequestError).toBe(false);
    const child = new request.RequestError(['zoom must be between 0 and 22']);
    expect(child instanceof copy.RequestError).toBe(true);
    expect(child instanceof errors.DomainError).toBe(true);
    const otherErrors = await anotherCopy(() => import('@/lib/errors'));
    expect(child instanceof otherErrors.DomainError).toBe(true);
  });
});

/** Source files of the app (not tests): lib, app, components, scripts, instrumentation. */
function sourceFiles(): string[] {
  const files: string[] = [path.join(ROOT, 'instrumentation.ts')];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of ['lib', 'app', 'components', 'scripts']) walk(path.join(ROOT, dir));
  return files;
}

describe('every class that can meet a copy of itself is branded (the cause of dead poster links, held for every class)', () => {
  const sources = sourceFiles().map((file) => ({ file: path.relative(ROOT, file), text: fs.readFileSync(file, 'utf8') }));
  const declared = new Map<string, { file: string; extendsName: string | undefined; body: string }>();
  for (const { file, text } of sources)
    for (const match of text.matchAll(/^(?:export )?(?:abstract )?class (\w+)(?:<[^>{]*>)?(?: extends (\w+))?[^{\n]*\{/gm)) {
      declared.set(match[1]!, { file, extendsName: match[2], body: text.slice(match.index! + match[0].length, match.index! + match[0].length + 400) });
    }
  const checked = new Set(sources.flatMap(({ text }) => [...text.matchAll(/instanceof (\w+)/g)].map((match) => match[1]!)));
  const isError = (name: string | undefined, seen = 0): boolean =>
    name === 'Error' || (name !== undefined && seen < 10 && isError(declared.get(name)?.extendsName, seen + 1));
  const mustBeBranded = [...declared].filter(([name, { extendsName }]) => checked.has(name) || isError(extendsName));
  const brandOf = (body: string) => /^\s*static \{\s*recognisedAcrossCopies\(this, '([\w.]+)'\);\s*\}/.exec(body)?.[1];

  it('finds the classes it holds (errors, the local store)', () => {
    const names = mustBeBranded.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['DomainError', 'ApiError', 'RenderError', 'LocalStore', 'RetryableFailure']));
  });

  it('each opens with recognisedAcrossCopies(this, …) under a name of its own', () => {
    const unbranded = mustBeBranded.filter(([, { body }]) => brandOf(body) === undefined).map(([name, { file }]) => `${name} (${file})`);
    expect(unbranded).toEqual([]);
    const brands = mustBeBranded.map(([, { body }]) => brandOf(body));
    expect(new Set(brands).size).toBe(brands.length);
  });
});
