import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError, FAILURE_KINDS } from '@/lib/errors';
import { ALL_ERROR_CODES, ApiError, codeOfStatus, errorBody, STATUS_OF_CODE, statusOf, toApiError } from './errors';

describe('one mapping from failures to HTTP', () => {
  it('gives each domain failure its status, its kind as the code, and its message unchanged', () => {
    for (const kind of FAILURE_KINDS) {
      const status = STATUS_OF_CODE[kind];
      const answered = toApiError(new DomainError(kind, `something about ${kind}`));
      expect([answered?.status, answered?.code, answered?.message]).toEqual([status, kind, `something about ${kind}`]);
      expect(ALL_ERROR_CODES).toContain(kind);
    }
  });

  it('says when to retry, and how to authenticate', () => {
    expect(toApiError(new DomainError('busy', 'renderer busy', 60))?.headers).toEqual({ 'Retry-After': '60' });
    expect(toApiError(new DomainError('quota_exceeded', 'used up', 0.2))?.headers['Retry-After']).toBe('1');
    expect(toApiError(new DomainError('unauthorized', 'invalid API key'))?.headers['WWW-Authenticate']).toBe('Bearer realm="atlasprint"');
  });

  it('answers a lost database as a 503 to retry, and leaves bugs to be a logged 500', () => {
    const lost = toApiError(new Error('Failed query', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }));
    expect([lost?.status, lost?.code, lost?.headers['Retry-After']]).toEqual([503, 'database_unavailable', '5']);
    expect(lost?.message).not.toMatch(/ECONNREFUSED|Failed query/);
    expect(toApiError(new TypeError('x is undefined'))).toBeUndefined();
    const own = new ApiError('method_not_allowed', 'no');
    expect(toApiError(own)).toBe(own);
  });
});

describe('one table from code to status', () => {
  it('gives an ApiError the status of its code', () => {
    for (const code of ALL_ERROR_CODES) expect(new ApiError(code, 'x').status).toBe(statusOf(code));
    expect([new ApiError('not_found', 'x').status, new ApiError('rate_limited', 'x').status, new ApiError('busy', 'x').status]).toEqual([404, 429, 503]);
  });

  it('keeps the code each status had before any refinement (the OpenAPI examples and scripts/server.mjs say these)', () => {
    const generic: [number, string][] = [
      [400, 'invalid_request'],
      [401, 'unauthorized'],
      [402, 'no_credits'],
      [403, 'key_inactive'],
      [404, 'not_found'],
      [405, 'method_not_allowed'],
      [408, 'request_timeout'],
      [409, 'conflict'],
      [410, 'gone'],
      [413, 'body_too_large'],
      [415, 'unsupported_media_type'],
      [422, 'idempotency_key_reused'],
      [429, 'quota_exceeded'],
      [431, 'headers_too_large'],
      [499, 'client_closed_request'],
      [500, 'internal_error'],
      [502, 'render_failed'],
      [503, 'unavailable'],
    ];
    expect(generic.map(([status]) => [status, codeOfStatus(status)])).toEqual(generic);
  });

  it('puts more fields after the three of every error body when an error carries them', () => {
    const error = new ApiError('conflict', 'not applied', {}, { upgraded: false });
    expect(JSON.stringify(errorBody(error))).toBe('{"error":true,"code":"conflict","message":"not applied","upgraded":false}');
  });
});

describe('the domain knows nothing of HTTP', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  it.each(['posters', 'keys', 'usage', 'billing', 'places', 'render', 'storage', 'provenance', 'errors'])('lib/%s never imports lib/http', (domain) => {
    const offenders = sources(path.join(root, domain)).filter((file) => /from '@\/lib\/http'/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
