import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GET as openapiRoute, POST as openapiPost } from '@/app/openapi.json/route';
import { checkoutRequestSchema } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { buildOpenApiDocument, COLOUR_PATTERN, FIELD_UNITS, type JsonSchema } from '@/lib/openapi';
import { PLAN_IDS } from '@/lib/plans';
import { DESIGN_FIELDS, renderRequestSchema, SHORT_NAMES } from '@/lib/posters/request';
import { verifyRequestSchema } from '@/lib/posters/verify';
import { FORMATS, LEGACY_THEME_KEYS, posterFields, RENDER_MODES, THEME_KEYS, TILE_STYLE_KEYS } from '@/lib/render';
import { call } from '@/tests/support/database';

/**
 * The OpenAPI document: valid OpenAPI 3.1, every path, status and header of the contract, and
 * generated faithfully from the zod schemas the API validates with (the drift tests), so that a
 * schema changed without its documentation fails here.
 */

const BASE = 'https://atlasprint.example';
const document = buildOpenApiDocument(BASE) as {
  openapi: string;
  info: { version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; headers: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};
const schemas = document.components.schemas;
const renderRequest = schemas.RenderRequest!;
const properties = renderRequest.properties as Record<string, JsonSchema>;
const designProperties = (properties.params!.properties ?? {}) as Record<string, JsonSchema>;

/** Contract part 4 and 7 (and our additions): every operation and the statuses it documents. */
const CONTRACT: Record<string, { method: string; key: boolean; statuses: string[] }> = {
  '/v1/render': { method: 'post', key: true, statuses: ['200', '400', '401', '402', '403', '429', '502', '503'] },
  '/v1/me': { method: 'get', key: true, statuses: ['200', '401'] },
  '/v1/keys/rotate': { method: 'post', key: true, statuses: ['200', '401'] },
  '/v1/verify': { method: 'post', key: false, statuses: ['200', '400'] },
  '/v1/checkout': { method: 'post', key: false, statuses: ['200', '400'] },
  '/v1/key': { method: 'get', key: false, statuses: ['200', '202', '400', '410'] },
  '/health': { method: 'get', key: false, statuses: ['200'] },
  '/.well-known/atlasprint-signing-key.json': { method: 'get', key: false, statuses: ['200'] },
  '/files/{key}': { method: 'get', key: false, statuses: ['200', '404'] },
};

const operation = (path: string, method: string) => document.paths[path]![method] as JsonSchema & { responses: Record<string, JsonSchema> };
const schemaName = (media: JsonSchema | undefined) => String((media?.schema as JsonSchema | undefined)?.$ref ?? '').replace('#/components/schemas/', '');

const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allErrors: true, validateFormats: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorOf(name: string) {
  if (!validators.has(name)) validators.set(name, ajv.compile(schemas[name]!));
  return validators.get(name)!;
}

/** Every field of a zod object as its own schema: top-level fields, params' fields, a marker's lat and lon. */
const zodShape = renderRequestSchema.shape as Record<string, z.ZodType>;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1.0 document, version 1.0.0, for the configured base URL', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
    expect(document.servers).toEqual([{ url: BASE }]);
  });

  it('has every path of the contract with every status of part 7, errors as the Error schema', () => {
    for (const [path, { method, statuses }] of Object.entries(CONTRACT)) {
      const responses = operation(path, method).responses;
      expect(Object.keys(responses), `${method.toUpperCase()} ${path}`).toEqual(expect.arrayContaining(statuses));
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 && !(path === '/health' && status === '503')) {
          expect(schemaName((response.content as Record<string, JsonSchema>)['application/json']), `${path} ${status}`).toBe('Error');
        }
        expect(Object.keys(response.headers as object), `${path} ${status}`).toContain('X-Request-Id');
      }
    }
    const bodies = {
      '/v1/render': 'RenderResult',
      '/v1/me': 'KeyStatus',
      '/v1/keys/rotate': 'KeyRotated',
      '/v1/verify': 'VerifyResult',
      '/v1/checkout': 'CheckoutResult',
      '/v1/key': 'KeyRevealed',
      '/health': 'Health',
      '/.well-known/atlasprint-signing-key.json': 'SigningKey',
    };
    for (const [path, name] of Object.entries(bodies)) {
      const ok = operation(path, CONTRACT[path]!.method).responses['200']!;
      expect(schemaName((ok.content as Record<string, JsonSchema>)['application/json'])).toBe(name);
    }
    const pending = operation('/v1/key', 'get').responses['202']!;
    expect(schemaName((pending.content as Record<string, JsonSchema>)['application/json'])).toBe('KeyPending');
    expect(schemas.Error).toMatchObject({ required: ['error', 'code', 'message'], properties: { error: { const: true }, code: { type: 'string' }, message: { type: 'string' } } });
    // Each error example carries the code the API sends with that status.
    const render = operation('/v1/render', 'post').responses;
    const example = (status: string) => ((render[status]!.content as Record<string, JsonSchema>)['application/json'] as { example: { code: string } }).example.code;
    expect([example('400'), example('401'), example('402'), example('429'), example('502')]).toEqual(['invalid_request', 'unauthorized', 'no_credits', 'quota_exceeded', 'render_failed']);
    expect((schemas.Error as { properties: { code: { enum: string[] } } }).properties.code.enum).toEqual(expect.arrayContaining(['invalid_request', 'quota_exceeded', 'busy', 'timeout']));
  });

  it('asks for the Bearer key exactly on render, me and rotate, and has no OAuth', () => {
    expect(document.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    for (const [path, { method, key }] of Object.entries(CONTRACT)) {
      expect(operation(path, method).security, path).toEqual(key ? [{ bearerAuth: [] }] : []);
    }
    expect(JSON.stringify(document)).not.toMatch(/oauth2|openIdConnect/);
  });

  it('documents the rate-limit and Retry-After headers where the API sends them', () => {
    const render = operation('/v1/render', 'post').responses;
    expect(Object.keys(render['200']!.headers as object)).toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining']));
    expect(Object.keys(render['429']!.headers as object)).toContain('Retry-After');
    expect(Object.keys(render['503']!.headers as object)).toContain('Retry-After');
    expect(Object.keys(operation('/v1/key', 'get').responses['202']!.headers as object)).toContain('Retry-After');
    expect(Object.keys(render['401']!.headers as object)).toContain('WWW-Authenticate');
    for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Retry-After']) {
      expect(document.components.headers[name]).toMatchObject({ schema: { type: 'integer' } });
    }
  });

  it('has schemas that compile as JSON Schema 2020-12, and every example fits its schema', () => {
    for (const name of Object.keys(schemas)) expect(() => validatorOf(name), name).not.toThrow();
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const media = [
          ((op.requestBody as JsonSchema | undefined)?.content as Record<string, JsonSchema> | undefined)?.['application/json'],
          ...Object.values(op.responses as Record<string, JsonSchema>).map((response) => (response.content as Record<string, JsonSchema> | undefined)?.['application/json']),
        ];
        for (const entry of media) {
          if (!entry || entry.example === undefined || !schemaName(entry)) continue;
          const validate = validatorOf(schemaName(entry));
          expect(validate(entry.example), `${method} ${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('is served at GET /openapi.json for the configured public base URL', async () => {
    const response = await call(openapiRoute, { path: '/openapi.json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const served = (await response.json()) as typeof document;
    expect(served.openapi).toBe('3.1.0');
    expect(served.servers).toEqual([{ url: getConfig().publicBaseUrl }]);
    expect(Object.keys(served.paths)).toEqual(Object.keys(buildOpenApiDocument(getConfig().publicBaseUrl).paths as object));
    const refused = await call(openapiPost, { method: 'POST', path: '/openapi.json' });
    expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'GET']);
  });
});

describe('drift: the document says what the zod schemas enforce', () => {
  const numberFields = (): [string, JsonSchema, z.ZodType][] => [
    ...Object.entries(properties)
      .filter(([, property]) => property.type === 'number')
      .map(([name, property]): [string, JsonSchema, z.ZodType] => [name, property, zodShape[name]!]),
    ...Object.entries(designProperties)
      .filter(([, property]) => property.type === 'number')
      .map(([name, property]): [string, JsonSchema, z.ZodType] => [`params.${name}`, property, posterFields[name as keyof typeof posterFields]]),
    ...(['lat', 'lon'] as const).map((name): [string, JsonSchema, z.ZodType] => [
      `markers[].${name}`,
      ((properties.markers!.items as JsonSchema).properties as Record<string, JsonSchema>)[name]!,
      (posterFields.markers.unwrap().element as z.ZodObject).shape[name] as z.ZodType,
    ]),
  ];
  const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

  it('RenderRequest lists exactly the fields of renderRequestSchema: posterFields, preview, params, rawParams', () => {
    expect(Object.keys(properties).sort()).toEqual(Object.keys(renderRequestSchema.shape).sort());
    expect(Object.keys(properties).sort()).toEqual([...Object.keys(posterFields), 'preview', 'params', 'rawParams'].sort());
    expect(Object.keys(designProperties).sort()).toEqual([...DESIGN_FIELDS].sort());
    for (const field of Object.keys(FIELD_UNITS)) expect(properties[field], `unit of ${field}`).toMatchObject({ type: 'number' });
    expect(renderRequest.additionalProperties).toBe(false);
    expect(properties.params!.additionalProperties).toBe(false);
    expect(properties.rawParams).toMatchObject({ type: 'object' });
    expect(properties.rawParams!.additionalProperties).toEqual({});
  });

  it('requires exactly the fields the schema cannot do without', () => {
    const required = Object.keys(zodShape).filter((name) => !accepts(zodShape[name]!, undefined));
    expect([...(renderRequest.required as string[])].sort()).toEqual(required.sort());
    expect(renderRequest.required).toEqual(['lat', 'lon']);
  });

  it('theme lists every artistic theme, the map-tile styles and the legacy keys, each accepted', () => {
    const themes = properties.theme!.enum as string[];
    expect(themes.filter((key) => THEME_KEYS.includes(key))).toEqual([...THEME_KEYS]);
    expect(themes.sort()).toEqual([...THEME_KEYS, ...TILE_STYLE_KEYS, ...Object.keys(LEGACY_THEME_KEYS)].sort());
    for (const key of themes) expect(accepts(posterFields.theme, key), key).toBe(true);
    expect(accepts(posterFields.theme, 'not_a_theme')).toBe(false);
    for (const key of THEME_KEYS) expect(properties.theme!.description).toContain(key);
  });

  it('every other enum is the schema’s own: format, renderMode and the design choices', () => {
    expect(properties.format!.enum).toEqual([...FORMATS]);
    expect(properties.renderMode!.enum).toEqual([...RENDER_MODES]);
    const enums = Object.entries({ ...properties, ...designProperties }).filter(([name, property]) => name !== 'theme' && Array.isArray(property.enum));
    expect(enums.length).toBeGreaterThanOrEqual(8);
    for (const [name, property] of enums) {
      const schema = zodShape[name]!;
      for (const value of property.enum as string[]) expect(accepts(schema, value), `${name} ${value}`).toBe(true);
      expect(accepts(schema, 'surely-not-a-value'), name).toBe(false);
    }
    expect(schemas.CheckoutRequest!.properties).toMatchObject({ plan: { enum: [...PLAN_IDS] } });
  });

  it('numeric bounds are the schema’s: each bound accepted, just past it refused, no hidden bound', () => {
    const fields = numberFields();
    expect(fields.length).toBeGreaterThanOrEqual(25);
    for (const [name, property, schema] of fields) {
      const { minimum, maximum } = property as { minimum?: number; maximum?: number };
      const step = 1e-6;
      if (minimum === undefined) expect(accepts(schema, -1e12), `${name} has no lower bound`).toBe(true);
      else expect([accepts(schema, minimum), accepts(schema, minimum - step)], `${name} minimum ${minimum}`).toEqual([true, false]);
      if (maximum === undefined) expect(accepts(schema, 1e12), `${name} has no upper bound`).toBe(true);
      else expect([accepts(schema, maximum), accepts(schema, maximum + step)], `${name} maximum ${maximum}`).toEqual([true, false]);
      expect(accepts(schema, '1'), `${name} refuses a string`).toBe(false);
    }
    expect(properties.zoom).toMatchObject({ minimum: 0, maximum: 22, default: 13 });
    expect(properties.lat).toMatchObject({ minimum: -90, maximum: 90 });
    expect(properties.lon).toMatchObject({ minimum: -180, maximum: 180 });
    expect(properties.maxDimension).toMatchObject({ minimum: 256, default: 4096 });
    expect(properties.maxDimension).not.toHaveProperty('maximum');
    expect(posterFields.maxDimension.parse(100_000)).toBe(4096);
  });

  it('string and list limits, colour patterns and defaults are the schema’s', () => {
    for (const [name, property] of Object.entries({ ...properties, ...designProperties })) {
      const schema = zodShape[name]!;
      if (typeof property.maxLength === 'number') {
        expect([accepts(schema, 'x'.repeat(property.maxLength)), accepts(schema, 'x'.repeat(property.maxLength + 1))], name).toEqual([true, false]);
      }
      if (typeof property.maxItems === 'number') {
        const point = { lat: 1, lon: 1 };
        const list = (length: number) => Array.from({ length }, () => point);
        expect([accepts(schema, list(property.maxItems)), accepts(schema, list(property.maxItems + 1))], name).toEqual([true, false]);
      }
      // A documented default is what the schema fills in; no default is documented that it does not fill.
      if ('default' in property) expect(schema.parse(undefined), name).toEqual(schema.parse(property.default));
      else if (name !== 'lat' && name !== 'lon') expect(schema.parse(undefined), name).toBeUndefined();
    }
    const pattern = new RegExp(COLOUR_PATTERN);
    for (const name of ['markerColor', 'routeColor']) {
      expect(properties[name]!.pattern).toBe(COLOUR_PATTERN);
      for (const sample of ['#a1b2c3', '#A1B2C3', '', 'red', '#abc', '#a1b2c3 ', 'a1b2c3', '#a1b2c3d4']) {
        expect(pattern.test(sample), `${name} ${JSON.stringify(sample)}`).toBe(accepts(zodShape[name]!, sample));
      }
    }
  });

  it('describes every render field with its bounds, units and the zoom guidance', () => {
    for (const [name, property] of Object.entries({ ...properties, ...designProperties })) {
      expect(typeof property.description === 'string' && property.description.length > 10, name).toBe(true);
    }
    expect(properties.zoom!.description).toMatch(/about 11 .*metro area.*13 a city.*15 a neighbourhood.*16-17 a few streets/);
    expect(properties.zoom!.description).toContain('0 to 22');
    expect(properties.lat!.description).toContain('-90 to 90 degrees');
    expect(properties.maxDimension!.description).toContain('At least 256 px');
    expect(properties.maxDimension!.description).toContain('4096');
    expect(designProperties.bearing!.description).toContain('-360 to 360 degrees');
    expect(designProperties.matWidth!.description).toMatch(/reference px/);
    expect(properties.rawParams!.description).toMatch(/short name/);
    // The short-name table maps only to real fields, so the docs table built from it is right.
    for (const field of Object.values(SHORT_NAMES)) expect(Object.keys(posterFields)).toContain(field);
  });

  it('VerifyRequest and CheckoutRequest are their zod schemas', () => {
    const verify = schemas.VerifyRequest!;
    expect(Object.keys(verify.properties as object)).toEqual([...Object.keys(verifyRequestSchema.shape), 'signature']);
    expect(verify.required).toEqual(['id']);
    expect(verify.anyOf).toEqual([{ required: ['sig'] }, { required: ['signature'] }]);
    expect(verify.properties).toMatchObject({ v: { type: 'integer', default: 1 } });
    const checkout = schemas.CheckoutRequest!;
    expect(Object.keys(checkout.properties as object)).toEqual(Object.keys(checkoutRequestSchema.shape));
    expect(checkout.required).toEqual(['plan']);
    expect(checkout.properties).toMatchObject({ email: { format: 'email' } });
    expect(checkout.additionalProperties).toBe(false);
  });

  it('an example request and a request the schema refuses agree with the document', () => {
    const request = (operation('/v1/render', 'post').requestBody as { content: Record<string, JsonSchema> }).content['application/json']!.example;
    expect(renderRequestSchema.safeParse(request).success).toBe(true);
    const validate = validatorOf('RenderRequest');
    for (const body of [{ lat: 1 }, { lat: 1, lon: 2, zoom: 23 }, { lat: 1, lon: 2, zom: 3 }, { lat: 1, lon: 2, format: 'gif' }, { lat: 1, lon: 2, params: { theme: 'x' } }]) {
      expect([validate(body), renderRequestSchema.safeParse(body).success], JSON.stringify(body)).toEqual([false, false]);
    }
    const full = { lat: 1, lon: 2, zoom: 15.5, theme: 'dark', params: { bearing: 90, markers: [{ lat: 1, lon: 2 }] }, rawParams: { z: '13', anything: true }, preview: true };
    expect([validate(full), renderRequestSchema.safeParse(full).success]).toEqual([true, true]);
  });
});
