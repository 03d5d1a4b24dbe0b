import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { methodsOtherThan, route } from './route';

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
