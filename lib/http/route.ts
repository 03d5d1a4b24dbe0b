import { log, loggablePath } from '@/lib/log';
import { newId } from '@/lib/ids';
import { ApiError, errorResponse, toApiError } from './errors';

type Handler<Context> = (request: Request, context: Context) => Promise<Response> | Response;

/**
 * Wraps a route handler: every response carries a request id, a known error (ApiError, a domain
 * failure, a lost database) becomes its JSON error,
 * and anything unexpected becomes a logged 500 that never leaks internals.
 */
export function route<Context = unknown>(handler: Handler<Context>): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    const requestId = newId('req');
    const started = performance.now();
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      const known = toApiError(error);
      if (known) {
        if (known.status >= 500) log.warn('request failed', { requestId, path: loggablePath(request.url), code: known.code, error });
        response = errorResponse(known);
      } else {
        log.error('unhandled error', { requestId, method: request.method, path: loggablePath(request.url), error });
        response = errorResponse(new ApiError(500, `internal error; quote request id ${requestId} if you report it`));
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

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers for the methods a route does not serve, so they answer 405 with the JSON error shape
 * (Next.js alone would answer with an empty body). Export the ones the route lacks.
 */
export function methodsOtherThan(...allowed: Method[]): Record<Method, (request: Request) => Promise<Response>> {
  const allow = allowed.join(', ');
  const notAllowed = route((request) => {
    throw new ApiError(405, `${request.method} is not supported here; use ${allow}`, { Allow: allow });
  });
  return Object.fromEntries(METHODS.map((method) => [method, notAllowed])) as Record<Method, (request: Request) => Promise<Response>>;
}
