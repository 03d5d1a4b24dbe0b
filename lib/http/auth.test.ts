import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { bearerKey } from './auth';

function withAuthorization(value?: string): Request {
  return new Request('http://localhost/v1/me', { headers: value === undefined ? {} : { Authorization: value } });
}

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('bearer key parsing', () => {
  it('takes the key from "Bearer <key>", any case of the scheme', () => {
    expect(bearerKey(withAuthorization('Bearer atp_live_abc'))).toBe('atp_live_abc');
    expect(bearerKey(withAuthorization('bearer   atp_live_abc  '))).toBe('atp_live_abc');
  });

  it('answers 401 with a hint when the header is missing or blank', () => {
    for (const value of [undefined, '', '   ']) {
      const error = refusal(() => bearerKey(withAuthorization(value)));
      expect(error.status).toBe(401);
      expect(error.message).toContain('missing API key');
      expect(error.headers['WWW-Authenticate']).toContain('Bearer');
    }
  });

  it('answers 401 naming the expected form for malformed headers', () => {
    for (const value of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'atp_live_abc', 'Token atp_live_abc']) {
      const error = refusal(() => bearerKey(withAuthorization(value)));
      expect(error.status).toBe(401);
      expect(error.message).toBe('Authorization header must be "Bearer <API key>" (a key starts with atp_live_)');
    }
  });

  it('answers 401 for a header far too long to hold a key', () => {
    const error = refusal(() => bearerKey(withAuthorization(`Bearer ${'x'.repeat(8000)}`)));
    expect([error.status, error.message]).toEqual([401, 'Authorization header is too long to hold an API key']);
  });
});
