import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as signingKey from '@/app/.well-known/atlasprint-signing-key.json/route';
import * as unknownPath from '@/app/[...unknown]/route';
import * as decline from '@/app/checkout/[id]/decline/route';
import * as pay from '@/app/checkout/[id]/pay/route';
import * as files from '@/app/files/[...path]/route';
import * as health from '@/app/health/route';
import * as mcp from '@/app/mcp/[[...key]]/route';
import * as openapi from '@/app/openapi.json/route';
import * as checkout from '@/app/v1/checkout/route';
import * as reveal from '@/app/v1/key/route';
import * as recoverConfirm from '@/app/v1/keys/recover/confirm/route';
import * as recover from '@/app/v1/keys/recover/route';
import * as rotate from '@/app/v1/keys/rotate/route';
import * as upgrade from '@/app/v1/keys/upgrade/route';
import * as me from '@/app/v1/me/route';
import * as render from '@/app/v1/render/route';
import * as verify from '@/app/v1/verify/route';
import * as places from '@/app/v1/places/route';
import * as stripe from '@/app/webhooks/stripe/route';
import { createKey } from '@/lib/keys';
import { buildOpenApiDocument } from '@/lib/openapi';
import { call, useServiceDatabase } from '@/tests/support/database';
import { useRenderSettings } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();

type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
type Module = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

/** Every route of the service, with how its dynamic segments are named. */
const ROUTES: Array<{ path: string; module: Module; param?: 'id' | 'path' | 'key' | 'unknown' }> = [
  { path: '/v1/render', module: render as unknown as Module },
  { path: '/v1/places', module: places as unknown as Module },
  { path: '/v1/me', module: me as unknown as Module },
  { path: '/v1/keys/rotate', module: rotate as unknown as Module },
  { path: '/v1/keys/upgrade', module: upgrade as unknown as Module },
  { path: '/v1/keys/recover', module: recover as unknown as Module },
  { path: '/v1/keys/recover/confirm', module: recoverConfirm as unknown as Module },
  { path: '/v1/verify', module: verify as unknown as Module },
  { path: '/v1/checkout', module: checkout as unknown as Module },
  { path: '/v1/key', module: reveal as unknown as Module },
  { path: '/health', module: health as unknown as Module },
  { path: '/openapi.json', module: openapi as unknown as Module },
  { path: '/.well-known/atlasprint-signing-key.json', module: signingKey as unknown as Module },
  { path: '/webhooks/stripe', module: stripe as unknown as Module },
  { path: '/files', module: files as unknown as Module, param: 'path' },
  { path: '/mcp', module: mcp as unknown as Module, param: 'key' },
  { path: '/checkout', module: pay as unknown as Module, param: 'id' },
  { path: '/checkout', module: decline as unknown as Module, param: 'id' },
  { path: '', module: unknownPath as unknown as Module, param: 'unknown' },
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const openapiPaths = buildOpenApiDocument('http://localhost:3000').paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
/**
 * The statuses the OpenAPI document gives `method` on a route (undefined for routes it does not
 * describe): its operation's, or for a method the path does not serve those every operation of the path documents (405).
 */
function documentedStatuses(path: string, method: string): string[] | undefined {
  const operations = openapiPaths[path === '/files' ? '/files/{key}' : path];
  if (!operations) return undefined;
  const own = operations[method.toLowerCase()];
  if (own) return Object.keys(own.responses);
  return Object.keys(Object.values(operations)[0]!.responses).filter((status) => Object.values(operations).every((operation) => status in operation.responses));
}
/** The only 5xx statuses the API documents: its faults (502) and a busy renderer or database (503). */
const DOCUMENTED_5XX = new Set([502, 503]);

const segment = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('%ff', '..', 'renders', 'rnd_x.png', 'cs_nope', 'atp_live_x', '%E0%A4%A', '\u0000', '😀'),
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc.constant(JSON.stringify({ lat: 43.7375, lon: 7.4289, zoom: 15, format: 'svg', maxDimension: 256 })),
  fc
    .record({ lat: fc.double(), lon: fc.double(), zoom: fc.anything(), city: fc.string({ maxLength: 30 }), format: fc.constantFrom('svg', 'x') })
    .map((value) => JSON.stringify(value)),
);
const contentType = fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/json-evil', 'multipart/form-data; boundary=x');

describe(`the whole HTTP surface, at random (${database.kind})`, () => {
  it('never answers an undocumented 5xx, nor a status its OpenAPI operation lacks, always the JSON error shape with a code and a request id, and charges no more than it delivers', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    let delivered = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: ROUTES.length - 1 }),
        fc.constantFrom(...METHODS),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        body,
        contentType,
        fc.constantFrom('none', 'valid', 'garbage'),
        async (routeIndex, method, segments, payload, type, auth) => {
          const { path, module, param } = ROUTES[routeIndex]!;
          const handler = module[method];
          // Next.js answers a method a route does not export itself; every route here exports all five.
          expect(handler, `${method} ${path}`).toBeDefined();
          const params = param === undefined ? {} : param === 'id' ? { id: segments[0] } : { [param]: segments };
          const headers: Record<string, string> = {};
          if (type) headers['Content-Type'] = type;
          // A rotation would retire the key this property counts renders on (rotation has its own tests).
          if (auth === 'valid' && path !== '/v1/keys/rotate') headers.Authorization = `Bearer ${key}`;
          if (auth === 'garbage') headers.Authorization = 'Bearer x y z';
          const url = `http://localhost:3000${path}${param ? `/${segments.map(encodeURIComponent).join('/')}` : ''}`;
          const hasBody = method !== 'GET' && payload !== undefined;
          const response = await handler!(new Request(url, { method, headers, body: hasBody ? String(payload) : undefined }), {
            params: Promise.resolve(params),
          });
          expect(response.status < 500 || DOCUMENTED_5XX.has(response.status), `${method} ${url}: ${response.status}`).toBe(true);
          const documented = documentedStatuses(path, method);
          if (documented) expect(documented, `${method} ${url}: ${response.status} is not in /openapi.json`).toContain(String(response.status));
          expect(response.headers.get('x-request-id'), `${method} ${url}`).toMatch(/^req_[0-9A-Za-z]{24}$/);
          if (response.status >= 400 && path !== '/health') {
            const json = (await response.json()) as Record<string, unknown>;
            // The MCP endpoint answers protocol errors in JSON-RPC's own shape; everything else in ours.
            if (path === '/mcp' && json.jsonrpc === '2.0') expect(json).toMatchObject({ error: { code: expect.any(Number), message: expect.any(String) } });
            else expect(json).toMatchObject({ error: true, code: expect.any(String), message: expect.any(String) });
            expect(JSON.stringify(json)).not.toMatch(/ENOTFOUND|getaddrinfo|at .+\.ts:\d+|TypeError|ZodError/);
          }
          if (path === '/v1/render' && method === 'POST' && auth === 'valid' && response.status === 200) delivered++;
        },
      ),
      { numRuns: 250 },
    );
    const used = ((await (await call(me.GET as never, { path: '/v1/me', key })).json()) as { used: number }).used;
    expect(used).toBeLessThanOrEqual(delivered);
  });

  it('answers a checkout id no checkout can have (a NUL byte, found by the property) with a 404, not a database error', async () => {
    for (const id of ['\u0000', 'cs_\u0000x', '%ff', '']) {
      const response = await (pay.POST as unknown as Handler)(new Request(`http://localhost:3000/checkout/x/pay`, { method: 'POST' }), {
        params: Promise.resolve({ id }),
      });
      expect(response.status, JSON.stringify(id)).toBe(404);
    }
  });
});
