import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError, type FailureKind } from '@/lib/errors';
import { ALL_ERROR_CODES, ApiError, STATUS_OF_FAILURE, toApiError } from './errors';

describe('one mapping from failures to HTTP', () => {
  it('gives each domain failure its status, its kind as the code, and its message unchanged', () => {
    for (const [kind, status] of Object.entries(STATUS_OF_FAILURE) as [FailureKind, number][]) {
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
    const own = new ApiError(405, 'no');
    expect(toApiError(own)).toBe(own);
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
