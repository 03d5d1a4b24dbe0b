import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { FORM_BODY_LIMIT, jsonDepth, readBodyText, readFormBody, readJsonBody, readJsonObject } from './body';

function post(body: BodyInit | null, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return new Request('http://localhost/v1/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('reading JSON bodies', () => {
  it('parses a JSON object', async () => {
    expect(await readJsonObject(post('{"lat":1,"lon":2}'))).toEqual({ lat: 1, lon: 2 });
  });

  it('says why a non-JSON body is refused', async () => {
    const error = await failure(readJsonBody(post('lat=1&lon=2')));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^request body is not valid JSON: /);
  });

  it('refuses an empty body with a hint', async () => {
    const error = await failure(readJsonBody(post('')));
    expect([error.status, error.message]).toEqual([400, 'request body is empty: send a JSON object']);
  });

  it('refuses a JSON value that is not an object', async () => {
    expect((await failure(readJsonObject(post('[1,2]')))).message).toBe('request body must be a JSON object (got an array)');
    expect((await failure(readJsonObject(post('42')))).message).toBe('request body must be a JSON object (got 42)');
  });

  it('refuses another content type with 415', async () => {
    const error = await failure(readJsonBody(post('{}', { 'Content-Type': 'text/plain' })));
    expect(error.status).toBe(415);
    expect(error.message).toContain('Content-Type must be application/json');
  });

  it('accepts JSON with a charset or a +json media type', async () => {
    expect(await readJsonBody(post('{"a":1}', { 'Content-Type': 'application/json; charset=utf-8' }))).toEqual({ a: 1 });
    expect(await readJsonBody(post('{"a":1}', { 'Content-Type': 'application/merge-patch+json' }))).toEqual({ a: 1 });
    for (const lookalike of ['application/json-evil', 'application/jsonp', 'application/json5', 'application/evil+jsonx']) {
      expect((await failure(readJsonBody(post('{}', { 'Content-Type': lookalike })))).status, lookalike).toBe(415);
    }
  });

  it('stops reading a streamed body at the limit with 413', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const error = await failure(readJsonBody(post(endless), 8 * 1024));
    expect([error.status, error.message]).toEqual([413, 'request body is larger than 8 KiB']);
    expect(pulled).toBeLessThan(20);
  });

  it('refuses a declared oversize body before reading it', async () => {
    const request = post('{}', { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) });
    expect((await failure(readJsonBody(request))).status).toBe(413);
  });
});

describe('one bounded reader for every body', () => {
  it('decodes a body as it arrives as UTF-8 decodes it whole: characters split across chunks and slices, bad bytes as U+FFFD, a byte-order mark kept', async () => {
    const text = `\uFEFF{"city":"${'Zürich 東京 🗺️ '.repeat(30_000)}"}`;
    const bytes = Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0xff, 0xc3])]);
    // Chunks of 4 093 bytes and one of 1 MiB: multi-byte characters cut at chunk ends and at the reader's own slices.
    for (const sizes of [[4093], [1024 * 1024]]) {
      let at = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= bytes.length) return controller.close();
          const size = sizes[0]!;
          controller.enqueue(bytes.subarray(at, at + size));
          at += size;
        },
      });
      expect(await readBodyText(post(stream), 8 * 1024 * 1024)).toBe(bytes.toString('utf8'));
    }
  });

  it('counts nesting without parsing, ignoring brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[\\"[[["}')).toBe(1);
    expect(jsonDepth('[]')).toBe(1);
  });

  it('reads a form within its limit, and refuses a larger one', async () => {
    const form = await readFormBody(post('email=a%40example.com', { 'Content-Type': 'application/x-www-form-urlencoded' }));
    expect(form.get('email')).toBe('a@example.com');
    const error = await failure(readFormBody(post(`email=${'a'.repeat(FORM_BODY_LIMIT)}`, { 'Content-Type': 'application/x-www-form-urlencoded' })));
    expect([error.status, error.message]).toEqual([413, 'request body is larger than 8 KiB']);
  });

  it('is the only way app/ and lib/ read a request body (no request.text(), json(), formData(), arrayBuffer() or blob())', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
          const source = fs.readFileSync(full, 'utf8');
          if (/\brequest\.(text|json|formData|arrayBuffer|blob)\(\)/.test(source)) offenders.push(path.relative(root, full));
        }
      }
    };
    walk(path.join(root, 'app'));
    walk(path.join(root, 'lib'));
    expect(offenders).toEqual([]);
  });
});
