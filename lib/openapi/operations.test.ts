import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeBodyLimit } from '@/lib/http';
import { buildOpenApiDocument, docsEndpoints, documentedOperations } from './index';
import type { ApiOperation } from './operation';
import { OPERATIONS } from './operations';

/**
 * The document is assembled from one module per operation (./<tag>/<operation-id>.ts, listed in
 * ./operations.ts). These tests hold the list to the modules, the document to the list, and the
 * list to the route handlers under app/: a route without an operation (or an operation without a
 * route) fails here, unless UNDOCUMENTED gives the route's reason.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const HERE = import.meta.dirname;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Routes the document leaves out on purpose, each with its reason. */
const UNDOCUMENTED: Record<string, string> = {
  'POST /checkout/{id}/pay': 'the form of the built-in test payment page (PAYMENTS=test): a person’s click in the browser, not an API call',
  'POST /checkout/{id}/decline': 'the other button of the same test payment page',
  'POST /webhooks/stripe': 'called by Stripe alone, signed with the webhook secret; no client of the API calls it',
  'POST /mcp': 'the MCP server: one JSON-RPC endpoint whose tools describe themselves (tools/list); /docs#mcp documents it',
  'POST /mcp/{key}': 'the same MCP server, with the API key in the path for clients that cannot send a header',
  ...Object.fromEntries(METHODS.map((method) => [`${method} /{unknown}`, 'the catch-all: the JSON 404 of every path no route serves'])),
};

/** `GET /files/{}`: a route or an operation with its parameter names left out (the folder [...path] serves /files/{key}). */
const shape = (entry: string) => entry.replace(/\{[^}]*\}/g, '{}');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The URL paths of a route folder: route groups dropped, [x] and [...x] as {x}; [[...x]] with and without it. */
function routePaths(file: string): string[] {
  const segments = path.relative(path.join(ROOT, 'app'), path.dirname(file)).split(path.sep).filter(Boolean);
  let paths = [''];
  for (const segment of segments) {
    if (/^\(.*\)$/.test(segment)) continue;
    const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment);
    if (optional) {
      paths = paths.flatMap((prefix) => [prefix, `${prefix}/{${optional[1]}}`]);
      continue;
    }
    const dynamic = /^\[(?:\.\.\.)?(\w+)\]$/.exec(segment);
    paths = paths.map((prefix) => `${prefix}/${dynamic ? `{${dynamic[1]}}` : segment}`);
  }
  return paths.map((route) => route || '/');
}

/**
 * The methods a route handler serves: `export async function GET`, `export const POST = …`, or
 * `export { handler as GET }`. `export const { GET, PUT } = methodsOtherThan('POST')` are its 405s.
 */
function servedMethods(source: string): string[] {
  const served = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?function\s+(\w+)/g)) served.add(match[1]!);
  for (const match of source.matchAll(/export\s+const\s+(\w+)\s*=/g)) served.add(match[1]!);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of match[1]!.split(','))
      served.add(
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
      );
  }
  return METHODS.filter((method) => served.has(method));
}

function routes(): string[] {
  return routeFiles(path.join(ROOT, 'app')).flatMap((file) => {
    const methods = servedMethods(fs.readFileSync(file, 'utf8'));
    return routePaths(file).flatMap((route) => methods.map((method) => `${method} ${route}`));
  });
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every operation module under lib/openapi: the files of its folders (./<tag>/*.ts), tests aside. */
async function operationModules(): Promise<{ file: string; operations: ApiOperation[] }[]> {
  const files = fs
    .readdirSync(HERE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(HERE, dir.name))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => ({ dir: dir.name, name: name.slice(0, -'.ts'.length) })),
    );
  return Promise.all(
    files.map(async ({ dir, name }) => {
      const file = `${dir}/${name}.ts`;
      const exports = (await import(`./${dir}/${name}.ts`)) as Record<string, unknown>;
      const operations = Object.values(exports).filter(
        (value): value is ApiOperation => typeof value === 'object' && value !== null && 'operationId' in value && 'build' in value,
      );
      return { file, operations };
    }),
  );
}

describe('the OpenAPI document, one module per operation', () => {
  const document = buildOpenApiDocument('http://localhost:3000') as {
    paths: Record<string, Record<string, { operationId: string; summary: string; tags: string[] }>>;
  };
  const documented = Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method, route, operation })),
  );

  it('each operation module holds one operation, at <tag>/<operation-id>.ts, and each is in OPERATIONS', async () => {
    const modules = await operationModules();
    expect(modules.length).toBeGreaterThan(0);
    for (const { file, operations } of modules) {
      expect(operations, file).toHaveLength(1);
      const [operation] = operations;
      expect(file).toBe(`${operation!.tag.toLowerCase()}/${kebab(operation!.operationId)}.ts`);
      expect(OPERATIONS, file).toContain(operation);
    }
    expect(modules.length).toBe(OPERATIONS.length);
  });

  it('no two operations share an operationId, or a method and path', () => {
    const ids = OPERATIONS.map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const entries = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(entries.filter((entry, index) => entries.indexOf(entry) !== index)).toEqual([]);
  });

  it('every operation of the document comes from exactly one operation module, in the order of OPERATIONS', () => {
    for (const { method, route, operation } of documented) {
      const sources = OPERATIONS.filter((source) => source.method === method && source.path === route);
      expect(sources, `${method.toUpperCase()} ${route}`).toHaveLength(1);
      expect(operation.operationId).toBe(sources[0]!.operationId);
      expect(operation.summary).toBe(sources[0]!.summary);
      expect(operation.tags).toEqual([sources[0]!.tag]);
    }
    expect(documented.map(({ operation }) => operation.operationId)).toEqual(OPERATIONS.map((operation) => operation.operationId));
  });

  it('documentedOperations() lists the document’s operations in its order, for the docs page', () => {
    expect(documentedOperations().map(({ method, path: route, operationId, summary }) => ({ method, route, operationId, summary }))).toEqual(
      documented.map(({ method, route, operation }) => ({ method, route, operationId: operation.operationId, summary: operation.summary })),
    );
    // The document itself is presented in the docs' own section; every other operation is an endpoint of the page.
    expect(documentedOperations().filter((operation) => operation.docsSection)).toEqual([
      expect.objectContaining({ path: '/openapi.json', docsSection: 'openapi' }),
    ]);
    expect(docsEndpoints()).toEqual(documentedOperations().filter((operation) => operation.path !== '/openapi.json'));
  });

  it('every route handler under app/ has an operation in the document, or a reason in UNDOCUMENTED; every operation a route', () => {
    const served = routes();
    // The scan finds what it should: the routes of the API are there, and a 405 export is no route of its own.
    expect(served).toContain('POST /v1/render');
    expect(served).toContain('GET /files/{path}');
    expect(served).not.toContain('GET /v1/render');
    const inDocument = documented.map(({ method, route }) => shape(`${method.toUpperCase()} ${route}`));
    const undocumented = Object.keys(UNDOCUMENTED).map(shape);
    expect(
      served.map(shape).filter((route) => !inDocument.includes(route) && !undocumented.includes(route)),
      'routes with neither an operation nor a reason',
    ).toEqual([]);
    expect(
      inDocument.filter((route) => !served.map(shape).includes(route)),
      'operations without a route handler',
    ).toEqual([]);
    expect(
      undocumented.filter((route) => !served.map(shape).includes(route)),
      'UNDOCUMENTED entries that no route serves any more',
    ).toEqual([]);
    expect(
      undocumented.filter((route) => inDocument.includes(route)),
      'UNDOCUMENTED entries that the document has',
    ).toEqual([]);
  });

  it('maps route folders to paths as Next.js does', () => {
    const at = (...segments: string[]) => path.join(ROOT, 'app', ...segments, 'route.ts');
    expect(routePaths(at('v1', 'keys', 'recover', 'confirm'))).toEqual(['/v1/keys/recover/confirm']);
    expect(routePaths(at('(site)', 'x'))).toEqual(['/x']);
    expect(routePaths(at('files', '[...path]'))).toEqual(['/files/{path}']);
    expect(routePaths(at('checkout', '[id]', 'pay'))).toEqual(['/checkout/{id}/pay']);
    expect(routePaths(at('mcp', '[[...key]]'))).toEqual(['/mcp', '/mcp/{key}']);
    expect(servedMethods("export async function GET() {}\nexport const { POST, PUT } = methodsOtherThan('GET');")).toEqual(['GET']);
    expect(servedMethods("export const POST = route(async () => {});\nexport const { GET } = methodsOtherThan('POST');")).toEqual(['POST']);
    expect(servedMethods('export { unknownPath as GET, unknownPath as DELETE };')).toEqual(['GET', 'DELETE']);
  });

  it('says of each operation what its declaration (which its route handler is wrapped with) makes true: its key, its body limit', () => {
    for (const operation of OPERATIONS as readonly ApiOperation[]) {
      const documentedOperation = document.paths[operation.path]![operation.method] as unknown as {
        security: unknown[];
        description: string;
        responses: Record<string, { content: { 'application/json': { example: { message: string } } } }>;
      };
      const needsKey = (operation.auth ?? 'none') !== 'none';
      expect(documentedOperation.security, operation.operationId).toEqual(needsKey ? [{ bearerAuth: [] }] : []);
      expect('401' in documentedOperation.responses, operation.operationId).toBe(needsKey);
      if (operation.body) {
        const limit = describeBodyLimit(operation.body.limit);
        expect(documentedOperation.responses['413']?.content['application/json'].example.message, operation.operationId).toBe(
          `request body is larger than ${limit}`,
        );
      } else {
        expect(documentedOperation.responses['413'], operation.operationId).toBeUndefined();
      }
    }
  });
});
