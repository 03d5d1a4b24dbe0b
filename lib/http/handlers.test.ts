import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Route handlers are thin: an error is thrown by its code (lib/http's one table gives the status),
 * a success other than 200 is declared with the operation or said by name (accepted, notModified,
 * seeOther), and the body and query are read and checked by route(operation, handler) from what the
 * operation declares. These tests read every handler module under app/ (route.ts and the helpers
 * beside them, not the pages) and hold them to that.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

function handlerModules(dir = path.join(ROOT, 'app')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return handlerModules(full);
    return /\.ts$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Where a handler names an HTTP status: a status option, an error's status argument, a redirect's, a comparison. */
const STATUS_NUMBER = [
  /\bstatus\s*:\s*[1-5]\d\d\b/,
  /\bApiError\(\s*[1-5]\d\d\b/,
  /\bredirect\(.*,\s*[1-5]\d\d\s*\)/,
  /\bstatus(?:Code)?\s*[!=]==?\s*[1-5]\d\d\b/,
];

/** Where a handler reads or checks a body (or a query) itself. */
const OWN_PARSING = [
  /\breadJson(?:Object|Body)\(/,
  /\breadFormBody\(/,
  /\breadBodyText\(/,
  /\.safeParse\(/,
  /\.parse\(/,
  /\brequest\.(?:json|text|formData|arrayBuffer|blob)\(/,
];

/** Handlers that read a body themselves, each with its reason. */
const READS_ITS_OWN_BODY: Record<string, string> = {
  'app/webhooks/stripe/route.ts': 'Stripe signs the raw bytes: the signature is checked over the text as it came, before it is parsed',
};

function offenders(patterns: RegExp[], exempt: Record<string, string> = {}): string[] {
  return handlerModules().flatMap((file) => {
    const relative = path.relative(ROOT, file).split(path.sep).join('/');
    if (relative in exempt) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (patterns.some((pattern) => pattern.test(line)) ? [`${relative}:${index + 1}: ${line.trim()}`] : []));
  });
}

describe('route handlers', () => {
  it('the scan finds what it looks for: the forms handlers used to write', () => {
    const before = [
      "throw new ApiError(404, 'no such file');",
      "{ status: 202, headers: { ...NO_STORE, 'Retry-After': '3' } },",
      'return Response.redirect(new URL(await act(db, session, request), getConfig().publicBaseUrl), 303);',
      "if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });",
    ];
    for (const line of before)
      expect(
        STATUS_NUMBER.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
    const parsing = [
      'const parsed = checkoutRequestSchema.safeParse(await readJsonObject(request, 4 * 1024));',
      'const body = await readJsonObject(request, 8 * 1024);',
      'const form = await readFormBody(request);',
      'const body = await request.json();',
    ];
    for (const line of parsing)
      expect(
        OWN_PARSING.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
    // Numbers that are no status: a length, a slice, a cache age.
    for (const line of ["if (sessionId.length > 300) throw badRequest('x');", 'pathname.slice(0, 200)', "'Cache-Control': 'public, max-age=300'"]) {
      expect(
        STATUS_NUMBER.some((pattern) => pattern.test(line)),
        line,
      ).toBe(false);
    }
    expect(handlerModules().length).toBeGreaterThan(10);
  });

  it('name no HTTP status number: errors are thrown by their code, other successes by name or by the operation', () => {
    expect(offenders(STATUS_NUMBER)).toEqual([]);
  });

  it('read and check no body or query themselves: route(operation, handler) does, from the declaration', () => {
    expect(offenders(OWN_PARSING, READS_ITS_OWN_BODY)).toEqual([]);
  });
});
