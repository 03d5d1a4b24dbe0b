import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module of lib, app, components or scripts imports itself, however far round: a cycle makes the
 * order modules are evaluated in depend on which one a bundle reaches first (a constant read before it
 * is set), and it means two modules cannot be understood apart. Imports are read with TypeScript's own
 * parser and resolved as the compiler resolves them (relative paths, the `@/` alias, index files).
 * Type imports count too: erased before anything runs, but a cycle of types still means the two
 * modules cannot be read apart, and a type import is one edit away from a value import.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['lib', 'app', 'components', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.mts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts');
    return isSource && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const stripped = base.replace(/\.(m?js)$/, '');
  const candidates = [base, ...EXTENSIONS.map((extension) => stripped + extension), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** The modules a file imports or re-exports from (types included). */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers.map((specifier) => resolve(file, specifier)).filter((target): target is string => target !== undefined);
}

/** Strongly connected groups of more than one module (Tarjan), each a cycle or several. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.map((file) => path.relative(ROOT, file)).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('form no cycle among lib, app, components and scripts', { timeout: 60_000 }, () => {
    const graph = new Map<string, string[]>();
    for (const folder of FOLDERS) for (const file of sourceFiles(path.join(ROOT, folder))) graph.set(file, importsOf(file));
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });
});
