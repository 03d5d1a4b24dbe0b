import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors';
import { methodsOtherThan, route, validated } from './route';

const request = (method = 'GET') => new Request('http://localhost/v1/thing', { method });

describe('route wrapper', () => {
  it('turns an ApiError into the JSON error shape with its status and headers', async () => {
    const handler = route(() => {
      throw new ApiError('quota_exceeded', 'monthly quota used up', { 'Retry-After': '60' });
    });
    const response = await handler(request(), {});
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(await response.json()).toEqual({ error: true, code: 'quota_exceeded', message: 'monthly quota used up' });
  });

  it('turns an unexpected exception into a 500 that leaks nothing but a request id', async () => {
    const handler = route(() => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await handler(request(), {});
    const body = (await response.json()) as { error: boolean; message: string };
    expect(response.status).toBe(500);
    expect(body.message).not.toContain('secret');
    expect(body.message).toContain(response.headers.get('X-Request-Id')!);
  });

  it('gives every response a request id', async () => {
    const response = await route(() => Response.json({ ok: true }))(request(), {});
    expect(response.headers.get('X-Request-Id')).toMatch(/^req_[0-9A-Za-z]{24}$/);
  });

  it('answers unsupported methods with 405, Allow and the JSON error', async () => {
    const { DELETE } = methodsOtherThan('GET', 'POST');
    const response = await DELETE(request('DELETE'));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, POST');
    expect(await response.json()).toEqual({ error: true, code: 'method_not_allowed', message: 'DELETE is not supported here; use GET, POST' });
  });
});

describe('route(declaration, handler)', () => {
  const declaration = {
    body: {
      limit: 64,
      ...validated(z.object({ plan: z.enum(['a', 'b'], { error: 'plan must be a or b' }) }).strict(), (keys) => `${keys} is not a field (send plan)`),
    },
    status: 202,
  };
  const handler = route(declaration, ({ body, respond }) => respond({ taken: body.plan }));
  const post = (body: string) => new Request('http://localhost/v1/thing', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

  it('calls the handler with the checked body, and answers with the declared status', async () => {
    const response = await handler(post('{"plan":"a"}'), {});
    expect([response.status, await response.json()]).toEqual([202, { taken: 'a' }]);
  });

  it('refuses a bad body naming every bad field, an unknown one in the declared words, before the handler runs', async () => {
    const response = await handler(post('{"plan":"c","color":1,"size":2}'), {});
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: true, code: 'invalid_request', message: 'plan must be a or b; color, size is not a field (send plan)' },
    ]);
  });

  it('names the field near an unknown one, at the top and inside a nested object', async () => {
    const checked = validated(
      z.object({ plan: z.enum(['a', 'b']), options: z.object({ color: z.string().optional(), size: z.number().optional() }).strict().optional() }).strict(),
      (keys) => `${keys} is not a field`,
    );
    expect(() => checked.parse({ plan: 'a', plam: 'a' })).toThrow(/^plam is not a field: did you mean plan\?$/);
    expect(() => checked.parse({ plan: 'a', options: { colur: 'red', sise: 2 } })).toThrow(
      /^colur, sise is not a field: did you mean color for colur, size for sise\?$/,
    );
    expect(() => checked.parse({ plan: 'a', altitude: 1 })).toThrow(/^altitude is not a field$/);
  });

  it('reads no more than the declared limit', async () => {
    const response = await handler(post(JSON.stringify({ plan: 'a', pad: 'x'.repeat(100) })), {});
    expect([response.status, ((await response.json()) as { message: string }).message]).toEqual([413, 'request body is larger than 64 bytes']);
  });
});
