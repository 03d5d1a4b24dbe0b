import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedClient } from '@/components/docs/examples';
import { buildOpenApiDocument, requestBodySchema, type JsonSchema, type RequestBodyName } from '@/lib/openapi';

/**
 * A typed client compiles out of the box: types generated from the OpenAPI document by
 * openapi-typescript with its default options (the docs page's own command), the docs page's own
 * openapi-fetch example compiled against them with `tsc --strict`. Every operation is also called
 * with only what the document says it requires, so a field with a default typed as required (as
 * openapi-typescript does outside request bodies) fails here; every schema's required and optional
 * fields are compared with the generated types; and calls that are wrong must fail to compile.
 */

const root = path.resolve(import.meta.dirname, '../..');
const BASE = 'https://atlasprint.example';
const document = buildOpenApiDocument(BASE) as {
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; requestBodies: Record<string, JsonSchema> };
};
const typed = typedClient(BASE);
// Inside the repository (gitignored) so that openapi-fetch and @types/node resolve from its node_modules.
const dir = path.join(root, '.scratch', `typed-client-${randomBytes(6).toString('hex')}`);
const run = promisify(execFile);

/** tsc's errors, by file name. */
type Diagnostics = Map<string, string[]>;

/** A placeholder of the schema's type: only its type matters to the compiler. */
function placeholder(schema: JsonSchema | undefined, example?: unknown): unknown {
  if (example !== undefined) return example;
  if (!schema) return 'x';
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'number' || type === 'integer') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'x';
}

/** Required properties: `required`, and the first alternative of a one-of-these rule (anyOf, also inside allOf). */
function requiredOf(schema: JsonSchema): string[] {
  const alternatives = [schema, ...((schema.allOf ?? []) as JsonSchema[])].map(
    (part) => (part.anyOf as JsonSchema[] | undefined)?.[0]?.required as string[] | undefined,
  );
  return [...((schema.required as string[] | undefined) ?? []), ...alternatives.flatMap((names) => names ?? [])];
}

const bodyName = (op: JsonSchema) =>
  (op.requestBody as { $ref?: string } | undefined)?.$ref?.replace('#/components/requestBodies/', '') as RequestBodyName | undefined;

/** Each operation called with only what the document requires of it: its required parameters, its body's required fields. */
function minimalCalls(): string {
  const calls: string[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params: Record<string, Record<string, unknown>> = {};
      for (const parameter of (op.parameters ?? []) as { name: string; in: string; required?: boolean; schema: JsonSchema; example?: unknown }[]) {
        if (parameter.required) (params[parameter.in] ??= {})[parameter.name] = placeholder(parameter.schema, parameter.example);
      }
      const name = bodyName(op);
      const schema = name ? requestBodySchema(document, name) : undefined;
      const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
      const body = schema ? Object.fromEntries(requiredOf(schema).map((field) => [field, placeholder(properties[field])])) : undefined;
      const init = { ...(Object.keys(params).length ? { params } : {}), ...(body ? { body } : {}) };
      calls.push(`await client.${method.toUpperCase()}(${JSON.stringify(route)}${Object.keys(init).length ? `, ${JSON.stringify(init)}` : ''});`);
    }
  }
  return calls.join('\n');
}

const union = (names: string[]) => (names.length ? names.map((name) => JSON.stringify(name)).join(' | ') : 'never');

/** For every object schema (responses) and request body: the generated type has exactly its properties, required exactly as `required` says. */
function shapeChecks(): string {
  const checks: string[] = [];
  const check = (label: string, type: string, schema: JsonSchema) => {
    if (!schema.properties) return;
    const all = Object.keys(schema.properties as object);
    checks.push(`export const keys_${label}: Same<keyof ${type}, ${union(all)}> = true;`);
    // A one-of-these rule (VerifyRequest: sig or signature) makes the type a union: its minimal call and a wrong call cover it.
    if (!schema.allOf && !schema.anyOf)
      checks.push(`export const required_${label}: Same<RequiredKeys<${type}>, ${union((schema.required as string[] | undefined) ?? [])}> = true;`);
  };
  for (const [name, schema] of Object.entries(document.components.schemas)) check(name, `components['schemas']['${name}']`, schema);
  for (const name of Object.keys(document.components.requestBodies) as RequestBodyName[]) {
    check(name, `components['requestBodies']['${name}']['content']['application/json']`, requestBodySchema(document, name));
  }
  return checks.join('\n');
}

/** The docs example with `from` replaced by `to` (which must be in it). */
function variant(from: string, to: string): string {
  expect(typed.ts, `the docs example contains ${from}`).toContain(from);
  return typed.ts.replace(from, to);
}

let diagnostics: Diagnostics;
let typesFile: string;

beforeAll(async () => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document, null, 2));
  // The docs page's command, on the document as a file instead of the served URL.
  const [command, generator, url, ...rest] = typed.generate.split(/\s+/);
  expect([command, generator, url]).toEqual(['npx', 'openapi-typescript', `${BASE}/openapi.json`]);
  expect(rest[0]).toBe('-o');
  typesFile = rest[1]!;
  await run(path.join(root, 'node_modules/.bin/openapi-typescript'), ['openapi.json', ...rest], { cwd: dir });

  const files: Record<string, string> = {
    'client.mts': typed.ts,
    'minimal.mts': [
      `import createClient from 'openapi-fetch';`,
      `import type { components, paths } from './atlasprint.js';`,
      `type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];`,
      `type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;`,
      `const client = createClient<paths>({ baseUrl: ${JSON.stringify(BASE)} });`,
      minimalCalls(),
      shapeChecks(),
      // Responses stay precise: a render's fields are there (the url a string), its preview only when asked for.
      `const { data } = await client.POST('/v1/render', { body: { lat: 1, lon: 2 } });`,
      `if (data) {`,
      `  const url: string = data.url;`,
      `  const warnings: string[] = data.warnings;`,
      `  // @ts-expect-error preview is optional`,
      `  const preview: { mime: 'image/webp'; data: string } = data.preview;`,
      `  console.log(url, warnings, preview);`,
      `}`,
      // The correct spellings of what the wrong-* files below misspell: a color slot, and each form of a route track.
      `await client.POST('/v1/render', { body: { lat: 1, lon: 2, zoom: 14, colors: { water: '#000000' } } });`,
      `await client.POST('/v1/render', { body: { lat: 1, lon: 2, routeTrack: { type: 'LineString', coordinates: [[2.35, 48.85], [2.36, 48.86]] } } });`,
      `await client.POST('/v1/render', { body: { lat: 1, lon: 2, routeTrack: { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [] } } } });`,
      `await client.POST('/v1/render', { body: { lat: 1, lon: 2, routeTrack: '<gpx><trk><trkseg></trkseg></trk></gpx>' } });`,
      `await client.POST('/v1/render', { body: { lat: 1, lon: 2, routeTrack: '_p~iF~ps|U_ulLnnqC' } });`,
    ].join('\n'),
    'wrong-zoom.mts': variant('zoom: 14', "zoom: '14'"),
    'wrong-missing-lat.mts': variant('lat: 55.676, ', ''),
    'wrong-unknown-field.mts': variant('zoom: 14', 'zom: 14'),
    'wrong-color-slot.mts': variant("format: 'png'", "format: 'png', colors: { sky: '#000000' }"),
    'wrong-route-track.mts': variant("format: 'png'", "format: 'png', routeTrack: 12345"),
    'wrong-response-field.mts': variant('poster.url', 'poster.link'),
    'wrong-unsigned-verify.mts': [
      `import createClient from 'openapi-fetch';`,
      `import type { paths } from './atlasprint.js';`,
      `const client = createClient<paths>({ baseUrl: ${JSON.stringify(BASE)} });`,
      `await client.POST('/v1/verify', { body: { id: 'rnd_x' } }); // neither sig nor signature`,
    ].join('\n'),
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const tsc = path.join(root, 'node_modules/.bin/tsc');
  const flags = ['--strict', '--noEmit', '--module', 'nodenext', '--target', 'es2022', '--skipLibCheck', '--types', 'node', '--pretty', 'false'];
  const output = await run(tsc, [...flags, ...Object.keys(files)], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  diagnostics = new Map();
  for (const line of output.split('\n')) {
    const match = /^([\w.-]+)\(\d+,\d+\): error (TS\d+: .*)$/.exec(line);
    if (match) diagnostics.set(match[1]!, [...(diagnostics.get(match[1]!) ?? []), match[2]!]);
    else if (line.trim() && !/^\s/.test(line)) diagnostics.set('(other)', [...(diagnostics.get('(other)') ?? []), line]);
  }
}, 120_000);

// KEEP_TYPED_CLIENT=1 keeps the directory, to read what was compiled.
afterAll(() => (process.env.KEEP_TYPED_CLIENT ? undefined : fs.rmSync(dir, { recursive: true, force: true })));

describe('a typed client from the OpenAPI document (openapi-typescript, default options; openapi-fetch)', () => {
  it('the docs page generates the types its example imports', () => {
    expect(typesFile).toBe('atlasprint.d.ts');
    expect(typed.ts).toContain(`import type { paths } from './atlasprint.js';`);
    expect(fs.existsSync(path.join(dir, typesFile))).toBe(true);
  });

  it('compiles the docs page example with tsc --strict', () => {
    expect(diagnostics.get('client.mts') ?? [], 'client.mts').toEqual([]);
    expect(diagnostics.get('(other)') ?? []).toEqual([]);
  });

  it('calls every operation with only what the document requires; types required and optional fields as the schemas do', () => {
    expect(diagnostics.get('minimal.mts') ?? [], 'minimal.mts').toEqual([]);
    // RenderRequest in particular: lat and lon, and not one of its defaulted fields.
    expect(requestBodySchema(document, 'RenderRequest').required).toEqual(['lat', 'lon']);
    expect(minimalCalls()).toContain(`await client.POST("/v1/render", {"body":{"lat":-90,"lon":-180}});`);
  });

  it('fails to compile a wrong call: a string zoom, no lat, an unknown field, an unknown color slot, a number as a route track, a response field that is not there, a verify without a signature', () => {
    for (const file of [
      'wrong-zoom.mts',
      'wrong-missing-lat.mts',
      'wrong-unknown-field.mts',
      'wrong-color-slot.mts',
      'wrong-route-track.mts',
      'wrong-response-field.mts',
      'wrong-unsigned-verify.mts',
    ]) {
      expect(diagnostics.get(file)?.length ?? 0, `${file} should not compile`).toBeGreaterThan(0);
    }
    expect(diagnostics.get('wrong-missing-lat.mts')!.join('\n')).toMatch(/lat/);
    expect(diagnostics.get('wrong-unknown-field.mts')!.join('\n')).toMatch(/'zom' does not exist/);
    expect(diagnostics.get('wrong-color-slot.mts')!.join('\n')).toMatch(/'sky' does not exist/);
    expect(diagnostics.get('wrong-route-track.mts')!.join('\n')).toMatch(/Type 'number' is not assignable to type 'string \| /);
  });

  it('closes every request object the server closes: additionalProperties false where a zod schema is strict', () => {
    const render = requestBodySchema(document, 'RenderRequest');
    const properties = render.properties as Record<string, JsonSchema>;
    expect(render.additionalProperties).toBe(false);
    for (const closed of [properties.params!, properties.colors!, (properties.markers!.items as JsonSchema)!]) expect(closed.additionalProperties).toBe(false);
    // rawParams takes any share link (unknown names are skipped), and a route track is GeoJSON with members of its own.
    expect(properties.rawParams!.additionalProperties).not.toBe(false);
    expect((properties.routeTrack!.anyOf as JsonSchema[]).map((form) => [form.title, form.type])).toEqual([
      ['GeoJSON', 'object'],
      ['GPX', 'string'],
      ['Encoded polyline', 'string'],
    ]);
    for (const name of ['BatchRequest', 'CheckoutRequest', 'UpgradeRequest', 'RecoveryRequest', 'RecoveryConfirmRequest', 'WebhookRequest'] as const) {
      expect(requestBodySchema(document, name).additionalProperties, name).toBe(false);
    }
  });
});
