import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as signingKeyRoute from '@/app/.well-known/atlasprint-signing-key.json/route';
import * as filesRoute from '@/app/files/[...path]/route';
import * as healthRoute from '@/app/health/route';
import * as openapiModule from '@/app/openapi.json/route';
import { GET as openapiRoute, POST as openapiPost } from '@/app/openapi.json/route';
import * as checkoutRoute from '@/app/v1/checkout/route';
import * as keyRoute from '@/app/v1/key/route';
import * as recoverConfirmRoute from '@/app/v1/keys/recover/confirm/route';
import * as recoverRoute from '@/app/v1/keys/recover/route';
import * as rotateRoute from '@/app/v1/keys/rotate/route';
import * as upgradeRoute from '@/app/v1/keys/upgrade/route';
import * as meRoute from '@/app/v1/me/route';
import * as placesRoute from '@/app/v1/places/route';
import * as renderRoute from '@/app/v1/render/route';
import * as rendersRoute from '@/app/v1/renders/route';
import * as renderByIdRoute from '@/app/v1/renders/[id]/route';
import * as batchesRoute from '@/app/v1/batches/route';
import * as batchByIdRoute from '@/app/v1/batches/[id]/route';
import * as batchArchiveRoute from '@/app/v1/batches/[id]/archive/route';
import * as verifyRoute from '@/app/v1/verify/route';
import * as webhookDeliveriesRoute from '@/app/v1/webhooks/[id]/deliveries/route';
import * as webhookByIdRoute from '@/app/v1/webhooks/[id]/route';
import * as webhookEnableRoute from '@/app/v1/webhooks/[id]/enable/route';
import * as webhooksRoute from '@/app/v1/webhooks/route';
import { checkoutRequestSchema, upgradeRequestSchema } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { getDatabaseHandle, getDb } from '@/lib/db';
import { createKey, KEY_PREFIX, recoveryConfirmSchema, recoveryRequestSchema } from '@/lib/keys';
import { buildOpenApiDocument, COLOR_PATTERN, FIELD_UNITS, requestBodySchema, SERVER_LIMITS, type JsonSchema, type RequestBodyName } from '@/lib/openapi';
import { PLAN_IDS } from '@/lib/plans';
import { DESIGN_FIELDS, renderRequestSchema, SHORT_NAMES, verifyRequestSchema } from '@/lib/posters';
import { COLOR_SLOTS, FORMATS, isThemeKey, LEGACY_THEME_KEYS, parsePosterSpec, posterFields, RENDER_MODES, THEME_KEYS, TILE_STYLE_KEYS } from '@/lib/render';
import { call, useServiceDatabase } from '@/tests/support/database';

/**
 * The OpenAPI document: valid OpenAPI 3.1, every path, status and header the API answers, and
 * generated faithfully from the zod schemas the API validates with (the drift tests), so that a
 * schema changed without its documentation fails here.
 */

const BASE = 'https://atlasprint.example';
const document = buildOpenApiDocument(BASE) as {
  openapi: string;
  info: { version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    requestBodies: Record<string, JsonSchema>;
    headers: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
};
const schemas = document.components.schemas;
/** Request bodies are components/requestBodies (lib/openapi requestBodies() says why); responses are schemas. */
const REQUEST_BODIES: RequestBodyName[] = [
  'RenderRequest',
  'BatchRequest',
  'VerifyRequest',
  'CheckoutRequest',
  'UpgradeRequest',
  'RecoveryRequest',
  'RecoveryConfirmRequest',
  'WebhookRequest',
];
const bodySchema = (name: RequestBodyName) => requestBodySchema(document, name);
const renderRequest = bodySchema('RenderRequest');
const properties = renderRequest.properties as Record<string, JsonSchema>;
const designProperties = (properties.params!.properties ?? {}) as Record<string, JsonSchema>;

/**
 * Every operation (components/docs/content/api.md: The API) and the statuses it documents (components/docs/content/api.md: Charging, limits and errors). Every
 * operation also has 400, 405, 408 and 431; the last describe block finds each status by calling the
 * route handlers, so one the server answers and the document lacks fails there.
 */
const OPERATIONS: Record<string, { method: string; key: boolean; statuses: string[] }> = {
  '/v1/places': { method: 'get', key: false, statuses: ['200', '400', '429', '503'] },
  '/v1/render': { method: 'post', key: true, statuses: ['200', '400', '401', '402', '403', '409', '410', '413', '415', '422', '429', '502', '503'] },
  '/v1/me': { method: 'get', key: true, statuses: ['200', '401', '503'] },
  '/v1/keys/rotate': { method: 'post', key: true, statuses: ['200', '401', '503'] },
  '/v1/keys/upgrade': { method: 'post', key: true, statuses: ['200', '202', '400', '401', '403', '409', '413', '415', '429', '502', '503'] },
  '/v1/keys/recover': { method: 'post', key: false, statuses: ['202', '400', '413', '415', '429', '503'] },
  '/v1/keys/recover/confirm': { method: 'post', key: false, statuses: ['200', '400', '404', '410', '413', '415', '503'] },
  '/v1/verify': { method: 'post', key: false, statuses: ['200', '400', '413', '415', '503'] },
  '/v1/checkout': { method: 'post', key: false, statuses: ['200', '400', '413', '415', '429', '502', '503'] },
  '/v1/key': { method: 'get', key: false, statuses: ['200', '202', '400', '404', '409', '410', '503'] },
  '/health': { method: 'get', key: false, statuses: ['200', '503'] },
  '/.well-known/atlasprint-signing-key.json': { method: 'get', key: false, statuses: ['200', '503'] },
  '/files/{key}': { method: 'get', key: false, statuses: ['200', '304', '404'] },
  '/openapi.json': { method: 'get', key: false, statuses: ['200'] },
  '/v1/renders': { method: 'post', key: true, statuses: ['202', '400', '401', '402', '403', '409', '413', '415', '422', '429', '503'] },
  '/v1/renders/{id}': { method: 'get', key: true, statuses: ['200', '401', '404', '503'] },
  '/v1/batches': { method: 'post', key: true, statuses: ['202', '400', '401', '402', '403', '409', '413', '415', '422', '429', '503'] },
  '/v1/batches/{id}': { method: 'get', key: true, statuses: ['200', '401', '404', '503'] },
  '/v1/batches/{id}/archive': { method: 'get', key: true, statuses: ['200', '401', '404', '503'] },
  '/v1/webhooks': { method: 'post', key: true, statuses: ['201', '400', '401', '409', '413', '415', '503'] },
  '/v1/webhooks/{id}': { method: 'delete', key: true, statuses: ['200', '401', '404', '503'] },
  '/v1/webhooks/{id}/enable': { method: 'post', key: true, statuses: ['200', '401', '404', '503'] },
  '/v1/webhooks/{id}/deliveries': { method: 'get', key: true, statuses: ['200', '400', '401', '404', '503'] },
};
/** The second operation of a path that has two (by path), for the checks that go through every operation. */
const SECOND_OPERATIONS: Record<string, { method: string; key: boolean; statuses: string[] }> = {
  '/v1/renders': { method: 'get', key: true, statuses: ['200', '400', '401', '503'] },
  '/v1/webhooks': { method: 'get', key: true, statuses: ['200', '401', '503'] },
};
const EVERY_OPERATION = [...Object.entries(OPERATIONS), ...Object.entries(SECOND_OPERATIONS)];
const ON_EVERY_OPERATION = ['400', '405', '408', '431'];

const operation = (path: string, method: string) => document.paths[path]![method] as JsonSchema & { responses: Record<string, JsonSchema> };
const schemaName = (media: JsonSchema | undefined) => String((media?.schema as JsonSchema | undefined)?.$ref ?? '').replace('#/components/schemas/', '');
/** The example of a request body component. */
const bodyExample = (name: RequestBodyName) =>
  ((document.components.requestBodies[name]!.content as Record<string, JsonSchema>)['application/json'] as { example: unknown }).example;

const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allErrors: true, validateFormats: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorOf(name: string) {
  const schema = (REQUEST_BODIES as string[]).includes(name) ? bodySchema(name as RequestBodyName) : schemas[name]!;
  if (!validators.has(name)) validators.set(name, ajv.compile(schema));
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

  it('has every operation with every status it answers, errors as the Error schema', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(Object.keys(document.paths).sort());
    for (const [path, { method, statuses }] of EVERY_OPERATION) {
      const responses = operation(path, method).responses;
      expect(Object.keys(responses).sort(), `${method.toUpperCase()} ${path}`).toEqual([...new Set([...statuses, ...ON_EVERY_OPERATION])].sort());
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
      '/v1/keys/upgrade': 'KeyStatus',
      '/v1/keys/recover/confirm': 'KeyRotated',
      '/health': 'Health',
      '/.well-known/atlasprint-signing-key.json': 'SigningKeys',
    };
    for (const [path, name] of Object.entries(bodies)) {
      const ok = operation(path, OPERATIONS[path]!.method).responses['200']!;
      expect(schemaName((ok.content as Record<string, JsonSchema>)['application/json'])).toBe(name);
    }
    const pending = operation('/v1/key', 'get').responses['202']!;
    expect(schemaName((pending.content as Record<string, JsonSchema>)['application/json'])).toBe('KeyPending');
    // GET /v1/key: a purchase's key, or a plan change's upgraded: true (no key); each example fits its own.
    const revealed = (operation('/v1/key', 'get').responses['200']!.content as Record<string, JsonSchema>)['application/json']!;
    expect(revealed.schema).toEqual({ oneOf: [{ $ref: '#/components/schemas/KeyRevealed' }, { $ref: '#/components/schemas/KeyUpgraded' }] });
    const revealExamples = revealed.examples as Record<string, { value: unknown }>;
    expect([validatorOf('KeyRevealed')(revealExamples.purchase!.value), validatorOf('KeyUpgraded')(revealExamples.planChange!.value)]).toEqual([true, true]);
    expect([validatorOf('KeyRevealed')(revealExamples.planChange!.value), validatorOf('KeyUpgraded')(revealExamples.purchase!.value)]).toEqual([false, false]);
    for (const [path, status, name] of [
      ['/v1/keys/upgrade', '202', 'UpgradeCheckout'],
      ['/v1/keys/recover', '202', 'RecoveryAccepted'],
    ] as const) {
      expect(schemaName((operation(path, 'post').responses[status]!.content as Record<string, JsonSchema>)['application/json']), path).toBe(name);
    }
    expect(schemas.Error).toMatchObject({
      required: ['error', 'code', 'message'],
      properties: { error: { const: true }, code: { type: 'string' }, message: { type: 'string' } },
    });
    // Each error example carries the code the API sends with that status.
    const render = operation('/v1/render', 'post').responses;
    const example = (status: string) =>
      ((render[status]!.content as Record<string, JsonSchema>)['application/json'] as { example: { code: string } }).example.code;
    expect([example('400'), example('401'), example('402'), example('429'), example('502')]).toEqual([
      'invalid_request',
      'unauthorized',
      'no_credits',
      'quota_exceeded',
      'render_failed',
    ]);
    expect((schemas.Error as { properties: { code: { enum: string[] } } }).properties.code.enum).toEqual(
      expect.arrayContaining(['invalid_request', 'quota_exceeded', 'busy', 'timeout']),
    );
  });

  it('asks for the Bearer key exactly on render, me, rotate and upgrade, and has no OAuth', () => {
    expect(document.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    for (const [path, { method, key }] of EVERY_OPERATION) {
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
    for (const [path, { method }] of EVERY_OPERATION) {
      const responses = operation(path, method).responses;
      expect(Object.keys(responses['405']!.headers as object), path).toContain('Allow');
      if (responses['503'] && path !== '/health') expect(Object.keys(responses['503'].headers as object), path).toContain('Retry-After');
    }
    for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Retry-After']) {
      expect(document.components.headers[name]).toMatchObject({ schema: { type: 'integer' } });
    }
  });

  it('has schemas that compile as JSON Schema 2020-12, and every example fits its schema', () => {
    expect(Object.keys(document.components.requestBodies)).toEqual(REQUEST_BODIES);
    for (const name of [...Object.keys(schemas), ...REQUEST_BODIES]) expect(() => validatorOf(name), name).not.toThrow();
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const body = (op.requestBody as { $ref?: string } | undefined)?.$ref?.replace('#/components/requestBodies/', '');
        const media = [
          body
            ? { ...(document.components.requestBodies[body]!.content as Record<string, JsonSchema>)['application/json'], schema: { $ref: body } }
            : undefined,
          ...Object.values(op.responses as Record<string, JsonSchema>).map(
            (response) => (response.content as Record<string, JsonSchema> | undefined)?.['application/json'],
          ),
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

  it('RenderRequest lists exactly the fields of renderRequestSchema: posterFields, preview, allowPartialMap, params, rawParams', () => {
    expect(Object.keys(properties).sort()).toEqual(Object.keys(renderRequestSchema.shape).sort());
    expect(Object.keys(properties).sort()).toEqual([...Object.keys(posterFields), 'preview', 'allowPartialMap', 'params', 'rawParams'].sort());
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
    expect(themes.filter((key) => isThemeKey(key))).toEqual([...THEME_KEYS]);
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
    expect(bodySchema('CheckoutRequest').properties).toMatchObject({ plan: { enum: [...PLAN_IDS] } });
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
    expect(properties.maxDimension).toMatchObject({ minimum: 256 });
    expect(properties.maxDimension).not.toHaveProperty('default');
    expect(properties.maxDimension).not.toHaveProperty('maximum');
    // Past its format's cap it is capped, not refused (PNG and JPEG 24 000 px; a WebP past 16 383 px is refused by the spec).
    expect(parsePosterSpec({ lat: 0, lon: 0, maxDimension: 100_000 }).maxDimension).toBe(24_000);
  });

  it('string and list limits, color patterns and defaults are the schema’s', () => {
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
    // colors: one strict #RRGGBB per slot, no other slot (the zod schema names an unknown one).
    for (const colors of [properties.colors!, designProperties.colors!]) {
      expect(colors).toMatchObject({ type: 'object', additionalProperties: false });
      expect(Object.keys(colors.properties as object)).toEqual([...COLOR_SLOTS]);
      for (const [slot, property] of Object.entries(colors.properties as Record<string, JsonSchema>)) {
        const slotPattern = new RegExp(property.pattern as string);
        for (const sample of ['#a1b2c3', '#A1B2C3', '', 'red', '#abc', 'a1b2c3', '#a1b2c3d4']) {
          expect(slotPattern.test(sample), `colors.${slot} ${JSON.stringify(sample)}`).toBe(accepts(posterFields.colors, { [slot]: sample }));
        }
      }
      expect(accepts(posterFields.colors, { sky: '#a1b2c3' })).toBe(false);
    }
    const pattern = new RegExp(COLOR_PATTERN);
    for (const name of ['markerColor', 'routeColor']) {
      expect(properties[name]!.pattern).toBe(COLOR_PATTERN);
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
    const verify = bodySchema('VerifyRequest');
    expect(Object.keys(verify.properties as object)).toEqual([...Object.keys(verifyRequestSchema.shape), 'signature']);
    expect(verify.required).toEqual(['id']);
    // One of sig and signature, as an anyOf inside allOf (typed precisely by openapi-typescript, see verifyRequestJsonSchema).
    expect(verify.allOf).toEqual([
      {
        anyOf: [
          { required: ['sig'], properties: { sig: { type: 'string' } } },
          { required: ['signature'], properties: { signature: { type: 'string' } } },
        ],
      },
    ]);
    const validate = validatorOf('VerifyRequest');
    const record = bodyExample('VerifyRequest') as Record<string, unknown>;
    const { sig, ...unsigned } = record;
    expect([validate(record), validate({ ...unsigned, signature: sig }), validate({ ...record, signature: sig }), validate(unsigned)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(verify.properties).toMatchObject({ v: { type: 'integer', default: 1 } });
    const checkout = bodySchema('CheckoutRequest');
    expect(Object.keys(checkout.properties as object)).toEqual(Object.keys(checkoutRequestSchema.shape));
    expect(checkout.required).toEqual(['plan']);
    expect(checkout.properties).toMatchObject({ email: { format: 'email' } });
    expect(checkout.additionalProperties).toBe(false);
  });

  it('UpgradeRequest, RecoveryRequest and RecoveryConfirmRequest are their zod schemas, and agree with them', () => {
    const cases = [
      ['UpgradeRequest', upgradeRequestSchema, [{ plan: 'business' }], [{ plan: 'single' }, { plan: 'gold' }, {}, { plan: 'pro', email: 'a@b.example' }]],
      // (Formats are not checked by this validator: email's is asserted below.)
      ['RecoveryRequest', recoveryRequestSchema, [{ email: 'ada@example.com' }], [{}, { email: 7 }, { email: 'ada@example.com', plan: 'pro' }]],
      [
        'RecoveryConfirmRequest',
        recoveryConfirmSchema,
        [{ token: 'q3Vf1Zs9cN0pL7xT2mR8wK4yB6hJ5dG0aE1uI9oS3nQ' }],
        [{}, { token: 7 }, { token: 'x'.repeat(201) }],
      ],
    ] as const;
    for (const [name, schema, good, bad] of cases) {
      const json = bodySchema(name);
      expect(Object.keys(json.properties as object), name).toEqual(Object.keys(schema.shape));
      expect(json.additionalProperties, name).toBe(false);
      const validate = validatorOf(name);
      for (const body of good) expect([validate(body), schema.safeParse(body).success], `${name} ${JSON.stringify(body)}`).toEqual([true, true]);
      for (const body of bad) expect([validate(body), schema.safeParse(body).success], `${name} ${JSON.stringify(body)}`).toEqual([false, false]);
      expect(schema.safeParse(bodyExample(name)).success, name).toBe(true);
    }
    expect(bodySchema('UpgradeRequest').properties).toMatchObject({ plan: { enum: ['starter', 'pro', 'business'] } });
    expect(bodySchema('RecoveryRequest').properties).toMatchObject({ email: { format: 'email', maxLength: 254 } });
  });

  it('an example request and a request the schema refuses agree with the document', () => {
    expect(operation('/v1/render', 'post').requestBody).toEqual({ $ref: '#/components/requestBodies/RenderRequest' });
    const request = bodyExample('RenderRequest');
    expect(renderRequestSchema.safeParse(request).success).toBe(true);
    const validate = validatorOf('RenderRequest');
    for (const body of [
      { lat: 1 },
      { lat: 1, lon: 2, zoom: 23 },
      { lat: 1, lon: 2, zom: 3 },
      { lat: 1, lon: 2, format: 'gif' },
      { lat: 1, lon: 2, params: { theme: 'x' } },
    ]) {
      expect([validate(body), renderRequestSchema.safeParse(body).success], JSON.stringify(body)).toEqual([false, false]);
    }
    const full = {
      lat: 1,
      lon: 2,
      zoom: 15.5,
      theme: 'dark',
      params: { bearing: 90, markers: [{ lat: 1, lon: 2 }] },
      rawParams: { z: '13', anything: true },
      preview: true,
    };
    expect([validate(full), renderRequestSchema.safeParse(full).success]).toEqual([true, true]);
  });
});

type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
type RouteModule = Partial<Record<(typeof METHODS)[number], Handler>>;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The route module of each path of the document, and the route parameters of its example URL. */
const ROUTES: Record<string, { module: unknown; params?: (example: Record<string, string>) => Record<string, unknown> }> = {
  '/v1/places': { module: placesRoute },
  '/v1/render': { module: renderRoute },
  '/v1/renders': { module: rendersRoute },
  '/v1/renders/{id}': { module: renderByIdRoute, params: ({ id }) => ({ id }) },
  '/v1/batches': { module: batchesRoute },
  '/v1/batches/{id}': { module: batchByIdRoute, params: ({ id }) => ({ id }) },
  '/v1/batches/{id}/archive': { module: batchArchiveRoute, params: ({ id }) => ({ id }) },
  '/v1/webhooks': { module: webhooksRoute },
  '/v1/webhooks/{id}': { module: webhookByIdRoute, params: ({ id }) => ({ id }) },
  '/v1/webhooks/{id}/enable': { module: webhookEnableRoute, params: ({ id }) => ({ id }) },
  '/v1/webhooks/{id}/deliveries': { module: webhookDeliveriesRoute, params: ({ id }) => ({ id }) },
  '/v1/me': { module: meRoute },
  '/v1/keys/rotate': { module: rotateRoute },
  '/v1/keys/upgrade': { module: upgradeRoute },
  '/v1/keys/recover': { module: recoverRoute },
  '/v1/keys/recover/confirm': { module: recoverConfirmRoute },
  '/v1/verify': { module: verifyRoute },
  '/v1/checkout': { module: checkoutRoute },
  '/v1/key': { module: keyRoute },
  '/health': { module: healthRoute },
  '/.well-known/atlasprint-signing-key.json': { module: signingKeyRoute },
  '/files/{key}': { module: filesRoute, params: ({ key }) => ({ path: key!.split('/') }) },
  '/openapi.json': { module: openapiModule },
};

const WELL_FORMED_KEY = `${KEY_PREFIX}${'X'.repeat(40)}`;

/** Calls the handler of `path` for `method` with the operation's own examples: parameters, body, a key where it needs one. */
async function probe(
  path: string,
  method: string,
  change: { operationMethod?: string; body?: string; contentType?: string; key?: string } = {},
): Promise<Response> {
  const op = operation(path, (change.operationMethod ?? method).toLowerCase());
  const parameters = (op.parameters ?? []) as { name: string; in: string; example: string }[];
  const example = Object.fromEntries(parameters.map(({ name, example }) => [name, String(example)]));
  const url = new URL(`http://localhost:3000${path.replace(/\{(\w+)\}/g, (_, name: string) => example[name]!)}`);
  const headers = new Headers();
  for (const { name, in: where } of parameters) {
    if (where === 'query') url.searchParams.set(name, example[name]!);
    if (where === 'header') headers.set(name, example[name]!);
  }
  if ((op.security as unknown[]).length) headers.set('Authorization', `Bearer ${change.key ?? WELL_FORMED_KEY}`);
  const bodyName = (op.requestBody as { $ref?: string } | undefined)?.$ref?.replace('#/components/requestBodies/', '') as RequestBodyName | undefined;
  const body = change.body ?? (bodyName ? JSON.stringify(bodyExample(bodyName)) : undefined);
  if (body !== undefined) headers.set('Content-Type', change.contentType ?? 'application/json');
  const handler = (ROUTES[path]!.module as RouteModule)[method as (typeof METHODS)[number]]!;
  return handler(new Request(url, { method, headers, body: method === 'GET' ? undefined : body }), {
    params: Promise.resolve(ROUTES[path]!.params?.(example) ?? {}),
  });
}

/** The status is in the document for `method` on `path`; a method the path does not serve, in every operation of the path (405). */
function expectDocumented(path: string, method: string, status: number, why: string): void {
  const operations = document.paths[path]!;
  const documenting = operations[method.toLowerCase()] ? [operations[method.toLowerCase()]!] : Object.values(operations);
  for (const op of documenting)
    expect(Object.keys(op.responses as object), `${method} ${path} answers ${status} (${why}), undocumented`).toContain(String(status));
}

describe('every status the server answers is in the document', () => {
  useServiceDatabase();

  it('every path of the document has its route handlers', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(document.paths).sort());
    for (const { module } of Object.values(ROUTES)) for (const method of METHODS) expect((module as RouteModule)[method]).toBeTypeOf('function');
  });

  it('405 with Allow for a method a path does not serve, documented on each operation of the path', async () => {
    let refused = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const allow = Object.keys(operations).map((method) => method.toUpperCase());
      for (const method of METHODS.filter((method) => !allow.includes(method))) {
        const response = await probe(path, method, { operationMethod: allow[0] });
        expect([response.status, response.headers.get('allow')], `${method} ${path}`).toEqual([405, allow.join(', ')]);
        expectDocumented(path, method, response.status, 'wrong method');
        refused++;
      }
    }
    // Each path refuses the methods it does not serve: four of five for a path of one operation.
    expect(refused).toBe(Object.values(document.paths).reduce((sum, operations) => sum + METHODS.length - Object.keys(operations).length, 0));
    expect(refused).toBe(Object.keys(document.paths).length * 4 - Object.keys(SECOND_OPERATIONS).length);
  });

  it('415 for a body that is not JSON and 413 past the documented limit, on every operation that reads a body', async () => {
    // Past the largest limit any operation documents (a batch's 8 MiB), so every reader refuses it.
    const limits = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((op) =>
        Number(/larger than (\d+) KiB/.exec(String((op.responses as Record<string, JsonSchema>)['413']?.description))?.[1] ?? 0),
      ),
    );
    const biggest = Math.max(2 * 1024, ...limits) * 1024 + 1;
    // A real key: the body of an operation that needs one is read only once the key is known good.
    const { key } = await createKey(await getDb(), { plan: 'pro' });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (method !== 'post') continue;
        const notJson = await probe(path, 'POST', { contentType: 'text/plain', key });
        expectDocumented(path, 'POST', notJson.status, 'text/plain body');
        const huge = await probe(path, 'POST', { body: JSON.stringify({ pad: 'x'.repeat(biggest) }), key });
        expectDocumented(path, 'POST', huge.status, 'huge body');
        if (!op.requestBody) continue;
        expect([notJson.status, huge.status], path).toEqual([415, 413]);
        // The limit the 413 states is the handler's: a body of exactly that size is read, one byte more is not.
        const kib = Number(/larger than (\d+) KiB/.exec(String((op.responses as Record<string, JsonSchema>)['413']!.description))?.[1]);
        const padded = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes - '{"pad":""}'.length) });
        const [atLimit, pastLimit] = [
          await probe(path, 'POST', { body: padded(kib * 1024), key }),
          await probe(path, 'POST', { body: padded(kib * 1024 + 1), key }),
        ];
        expect([atLimit.status === 413, pastLimit.status], `${path}: ${kib} KiB`).toEqual([false, 413]);
        expectDocumented(path, 'POST', atLimit.status, `a ${kib} KiB body`);
      }
    }
  });

  it('503 database_unavailable (or the Health 503) from every operation that uses the database, documented', async () => {
    const opened = getDatabaseHandle.peek();
    const lost = Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    lost.catch(() => {});
    getDatabaseHandle.set(lost);
    const unavailable: string[] = [];
    try {
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const method of Object.keys(operations)) {
          const response = await probe(path, method.toUpperCase());
          expectDocumented(path, method.toUpperCase(), response.status, 'database down');
          if (response.status !== 503) continue;
          unavailable.push(`${method.toUpperCase()} ${path}`);
          const body = (await response.json()) as { code?: string; ok?: boolean };
          const described = String((operations[method]!.responses as Record<string, JsonSchema>)['503']!.description);
          if (path === '/health') expect(body.ok).toBe(false);
          else expect([body.code, response.headers.get('retry-after'), /database/.test(described)], path).toEqual(['database_unavailable', '5', true]);
        }
      }
    } finally {
      if (opened) getDatabaseHandle.set(opened);
      else getDatabaseHandle.reset();
    }
    expect(unavailable).toEqual([
      'GET /v1/places',
      'POST /v1/render',
      'POST /v1/renders',
      'GET /v1/renders',
      'GET /v1/renders/{id}',
      'POST /v1/batches',
      'GET /v1/batches/{id}',
      'GET /v1/batches/{id}/archive',
      'POST /v1/webhooks',
      'GET /v1/webhooks',
      'POST /v1/webhooks/{id}/enable',
      'GET /v1/webhooks/{id}/deliveries',
      'DELETE /v1/webhooks/{id}',
      'GET /v1/me',
      'POST /v1/keys/rotate',
      'POST /v1/keys/upgrade',
      'POST /v1/keys/recover',
      'POST /v1/keys/recover/confirm',
      'POST /v1/verify',
      // The public keys are in the database (signing_keys).
      'GET /.well-known/atlasprint-signing-key.json',
      'POST /v1/checkout',
      'GET /v1/key',
      'GET /health',
    ]);
  });

  it('what scripts/server.mjs refuses before routing (400, 408, 431), with its limits, on every operation', () => {
    const server = fs.readFileSync(path.join(import.meta.dirname, '../../scripts/server.mjs'), 'utf8');
    const codes = /const CODES = \{([^}]+)\}/.exec(server)![1]!;
    const statuses = [...codes.matchAll(/(\d{3}):/g)].map((match) => match[1]!);
    expect(statuses).toEqual(['400', '408', '431']);
    // Its limits are SERVER_LIMITS, read from the one file both read (scripts/server-limits.json).
    expect(server).toContain("fs.readFileSync(new URL('./server-limits.json', import.meta.url)");
    expect(server).toContain('MAX_HEADER_BYTES = SERVER_LIMITS.headerKiB * 1024');
    expect(server).toContain('HEADERS_TIMEOUT_MS || SERVER_LIMITS.headersSeconds * 1000');
    expect(server).toContain('REQUEST_TIMEOUT_MS || SERVER_LIMITS.requestSeconds * 1000');
    expect(JSON.stringify(document)).toContain(`The request headers are larger than ${SERVER_LIMITS.headerKiB} KiB`);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations))
        for (const status of statuses) expectDocumented(path, method.toUpperCase(), Number(status), 'scripts/server.mjs');
    }
  });
});
