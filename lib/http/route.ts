import type { z } from 'zod';
import { getDb, type ApiKeyRow, type Database } from '@/lib/db';
import { describeProblems, MAX_PROBLEMS_SAID, shortened } from '@/lib/errors';
import { log, loggablePath } from '@/lib/log';
import { newId } from '@/lib/ids';
import { trackWork } from '@/lib/singleton';
import { closest } from '@/lib/suggest';
import { authenticate, bearerKey } from './auth';
import { readFormBody, readJsonObject } from './body';
import { ApiError, badRequest, errorResponse, toApiError } from './errors';

/**
 * What an operation declares about its request, once, for the route wrapper, the OpenAPI document
 * (lib/openapi: each operation module is one) and the MCP tools that take the same input.
 */
export interface RouteDeclaration {
  /**
   * Who may call: anyone ('none'); the holder of a key, looked up and marked as used ('key'); or the
   * holder of a key presented as such, for an operation on the key itself ('bearer': rotation).
   */
  auth?: 'none' | 'key' | 'bearer';
  /**
   * The key before the body: for an operation whose body is large (a render's 2 MiB), a caller without
   * a key costs a header check and a lookup, never the reading. Otherwise a bad body is refused first,
   * before anything is looked up.
   */
  authBeforeBody?: boolean;
  /**
   * With authBeforeBody: what refuses the key before its body is read, from what is cheap to look up (a
   * key with nothing left: its refusal costs a lookup, not the reading and checking of megabytes).
   */
  beforeBody?: (input: { request: Request; db: Database; key: ApiKeyRow }) => Promise<void>;
  /**
   * A JSON object body of at most `limit` bytes, turned into the handler's input by `parse` (which throws
   * a coded error; a large input's parse may be asynchronous, to check it in steps that leave the event loop free).
   */
  body?: { limit: number; parse: (value: Record<string, unknown>) => unknown; schema?: z.ZodType };
  /** An HTML form's body (application/x-www-form-urlencoded) of at most `limit` bytes. */
  form?: { limit: number; parse: (fields: URLSearchParams) => unknown };
  /** The query string, turned into the handler's input by `parse`. */
  query?: { parse: (parameters: Record<string, string>) => unknown; schema?: z.ZodType };
  /** The handler uses the database (implied by a key). */
  db?: boolean;
  /** The status of the answer when it succeeds, if not 200 (202: accepted, done later): `respond` answers with it. */
  status?: number;
}

type Parsed<Part> = Part extends { parse: (...args: never[]) => infer Value } ? Awaited<Value> : undefined;
type BodyOf<D extends RouteDeclaration> = D['body'] extends object ? Parsed<D['body']> : D['form'] extends object ? Parsed<D['form']> : undefined;
type KeyOf<D extends RouteDeclaration> = D['auth'] extends 'key' ? ApiKeyRow : D['auth'] extends 'bearer' ? string : undefined;
type DbOf<D extends RouteDeclaration> = D['auth'] extends 'key' | 'bearer' ? Database : D['db'] extends true ? Database : undefined;

/** What a declared handler is called with: everything its declaration asked for, checked. */
export interface RouteInput<D extends RouteDeclaration, Context> {
  request: Request;
  context: Context;
  body: BodyOf<D>;
  query: Parsed<D['query']>;
  /** The calling key ('key'), or the key presented ('bearer'). */
  key: KeyOf<D>;
  db: DbOf<D>;
  /** A JSON answer with the declared success status. */
  respond: (body: unknown, headers?: Record<string, string>) => Response;
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response> | Response;
type DeclaredHandler<D extends RouteDeclaration, Context> = (input: RouteInput<D, Context>) => Promise<Response> | Response;

/** The field names of the object `schema` holds at `path` (through optional, default, pipe and array wrappers), or none. */
function fieldNamesAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string[] {
  type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };
  const unwrap = (at: z.ZodType | undefined): Def | undefined => {
    let def = at?._zod.def as Def | undefined;
    while (def && (def.innerType || (def.type === 'pipe' && def.in))) def = (def.innerType ?? def.in)!._zod.def as Def;
    return def;
  };
  let def = unwrap(schema);
  for (const part of path) {
    if (def?.type === 'object' && typeof part === 'string') def = unwrap(def.shape?.[part]);
    else if (def?.type === 'array' && typeof part === 'number') def = unwrap(def.element);
    else return [];
  }
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}

/**
 * `: did you mean url?` after the unknown names, naming which suggestion is for which when there are
 * several. Only the names the message says are looked at: a body of 70 000 unknown names costs five
 * lookups, not 70 000 (each is an edit-distance table per known name).
 */
function suggestionsFor(keys: readonly string[], known: readonly string[]): string {
  const pairs = keys.flatMap((key) => {
    const suggestion = closest(key, known);
    return suggestion === undefined ? [] : [{ key, suggestion }];
  });
  if (pairs.length === 0) return '';
  if (keys.length === 1) return `: did you mean ${pairs[0]!.suggestion}?`;
  return `: did you mean ${pairs.map(({ key, suggestion }) => `${suggestion} for ${shortened(key)}`).join(', ')}?`;
}

/** The unknown names a message says (the first few, each cut short) and how many more there are. */
function unknownNames(keys: readonly string[]): { said: string[]; text: string } {
  const said = keys.slice(0, MAX_PROBLEMS_SAID);
  const rest = keys.length - said.length;
  return { said, text: said.map((key) => shortened(key)).join(', ') + (rest > 0 ? ` and ${rest} more` : '') };
}

/**
 * Turns zod issues into one message naming the bad fields (the first few, and how many more: a message
 * never grows with the input): an unknown field by `unknown` (which says what the input takes instead,
 * then the nearest field of `schema` when one is near: lib/suggest), any other by `describe` (the
 * issue's own message by default).
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  unknown: (keys: string) => string,
  describe: (issue: z.core.$ZodIssue) => string = (issue) => issue.message,
  schema?: z.ZodType,
): string {
  const described = issues.slice(0, MAX_PROBLEMS_SAID).map((issue) => {
    if (issue.code !== 'unrecognized_keys') return describe(issue);
    const { said, text } = unknownNames(issue.keys);
    return unknown(text) + suggestionsFor(said, fieldNamesAt(schema, issue.path));
  });
  return describeProblems(described, issues.length);
}

/** A zod schema as a declaration's `parse` (and `schema`): a failure is a 400 naming every bad field, as describeIssues says it. */
export function validated<Schema extends z.ZodType>(
  schema: Schema,
  unknown: (keys: string) => string,
  describe?: (issue: z.core.$ZodIssue) => string,
): { schema: Schema; parse: (value: unknown) => z.output<Schema> } {
  return {
    schema,
    parse: (value) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw badRequest(describeIssues(parsed.error.issues, unknown, describe, schema));
      return parsed.data;
    },
  };
}

/**
 * Wraps a route handler: every response carries a request id, a known error (ApiError, a domain
 * failure, a lost database) becomes its JSON error, and anything unexpected becomes a logged 500
 * that never leaks internals. With a declaration (an operation of lib/openapi, or a route's own),
 * the wrapper also reads and checks what it declares (query, body, key) and opens the database,
 * so the handler starts from valid input.
 */
export function route<Context = unknown>(handler: Handler<Context>): (request: Request, context: Context) => Promise<Response>;
export function route<const D extends RouteDeclaration, Context = unknown>(
  declaration: D,
  handler: DeclaredHandler<D, Context>,
): (request: Request, context: Context) => Promise<Response>;
export function route<D extends RouteDeclaration, Context>(
  first: Handler<Context> | D,
  declared?: DeclaredHandler<D, Context>,
): (request: Request, context: Context) => Promise<Response> {
  const handler = typeof first === 'function' ? first : (request: Request, context: Context) => serve(first, declared!, request, context);
  return async (request, context) => {
    const requestId = newId('req');
    const started = performance.now();
    let response: Response;
    try {
      // Counted until it settles, not until Next.js is done with the request: shutdown waits for this work (a
      // render whose client left stops and refunds), never for a response whose connection is gone.
      response = await trackWork(Promise.resolve().then(() => handler(request, context)));
    } catch (error) {
      const known = toApiError(error);
      if (known) {
        if (known.status >= 500) log.warn('request failed', { requestId, path: loggablePath(request.url), code: known.code, error });
        response = errorResponse(known);
      } else {
        log.error('unhandled error', { requestId, method: request.method, path: loggablePath(request.url), error });
        response = errorResponse(new ApiError('internal_error', `internal error; quote request id ${requestId} if you report it`));
      }
    }
    try {
      response.headers.set('X-Request-Id', requestId);
    } catch {
      // Response.redirect() and friends have immutable headers: copy them into a new response.
      response = new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
      response.headers.set('X-Request-Id', requestId);
    }
    log.debug('request', {
      requestId,
      method: request.method,
      path: loggablePath(request.url),
      status: response.status,
      ms: Math.round(performance.now() - started),
    });
    return response;
  };
}

/** The declared steps, in order: query, then key and body (in the declared order), then the database for the handler. */
async function serve<D extends RouteDeclaration, Context>(declaration: D, handler: DeclaredHandler<D, Context>, request: Request, context: Context) {
  const query = declaration.query?.parse(Object.fromEntries(new URL(request.url).searchParams));
  const auth = declaration.auth ?? 'none';
  let db: Database | undefined;
  let key: ApiKeyRow | string | undefined;
  const identify = async () => {
    if (auth === 'none') return;
    db = await getDb();
    key = auth === 'key' ? await authenticate(db, request) : bearerKey(request);
  };
  if (declaration.authBeforeBody) {
    await identify();
    if (declaration.beforeBody && auth === 'key') await declaration.beforeBody({ request, db: db!, key: key as ApiKeyRow });
  }
  let body: unknown;
  if (declaration.body) body = await declaration.body.parse(await readJsonObject(request, declaration.body.limit));
  else if (declaration.form) body = declaration.form.parse(await readFormBody(request, declaration.form.limit));
  if (!declaration.authBeforeBody) await identify();
  if (declaration.db) db ??= await getDb();
  const status = declaration.status ?? 200;
  return handler({
    request,
    context,
    body: body as BodyOf<D>,
    query: query as Parsed<D['query']>,
    key: key as KeyOf<D>,
    db: db as DbOf<D>,
    respond: (answer, headers = {}) => Response.json(answer, { status, headers }),
  });
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers for the methods a route does not serve, so they answer 405 with the JSON error shape
 * (Next.js alone would answer with an empty body). Export the ones the route lacks.
 */
export function methodsOtherThan(...allowed: Method[]): Record<Method, (request: Request) => Promise<Response>> {
  const allow = allowed.join(', ');
  const notAllowed = route((request) => {
    throw new ApiError('method_not_allowed', `${request.method} is not supported here; use ${allow}`, { Allow: allow });
  });
  return Object.fromEntries(METHODS.map((method) => [method, notAllowed])) as Record<Method, (request: Request) => Promise<Response>>;
}
