import type { z } from 'zod';
import type { ErrorCode } from '@/lib/http';
import type {
  checkoutResultSchema,
  keyPendingSchema,
  keyRevealedSchema,
  keyRotatedSchema,
  keyStatusSchema,
  keyUpgradedSchema,
  recoveryAcceptedSchema,
  upgradeCheckoutSchema,
  verifyResultSchema,
} from '@/lib/openapi';
import type { placeSchema, placesResultSchema } from '@/lib/places';

/**
 * The one way the site's components call the API: each call the pages make, typed by the zod schemas
 * the OpenAPI document is generated from (so a page and the document cannot disagree on a field), and
 * one shape for every way a call can end: an answer, a refusal by its stable code (lib/http's table of
 * codes: a page branches on the code, never on the message's words), or no answer at all.
 */

type Answer<S extends z.ZodType> = z.infer<S>;

/** What each call the site makes answers when it succeeds, by method and path. */
interface SiteCalls {
  'GET /v1/me': Answer<typeof keyStatusSchema>;
  'POST /v1/keys/rotate': Answer<typeof keyRotatedSchema>;
  'POST /v1/keys/upgrade': Answer<typeof keyUpgradedSchema> | Answer<typeof upgradeCheckoutSchema>;
  'POST /v1/keys/recover': Answer<typeof recoveryAcceptedSchema>;
  'POST /v1/keys/recover/confirm': Answer<typeof keyRotatedSchema>;
  'GET /v1/key': Answer<typeof keyRevealedSchema> | Answer<typeof keyPendingSchema> | Answer<typeof keyUpgradedSchema>;
  'GET /v1/places': Answer<typeof placesResultSchema>;
  'POST /v1/verify': Answer<typeof verifyResultSchema>;
  'POST /v1/checkout': Answer<typeof checkoutResultSchema>;
}
export type SiteCall = keyof SiteCalls;

/** A place GET /v1/places found. */
export type Place = Answer<typeof placeSchema>;
/** What POST /v1/verify says of a provenance record. */
export type VerifyAnswer = Answer<typeof verifyResultSchema>;

/** An API refusal as a page sees it: the status, the stable code, the API's message and when to retry. */
export interface Refusal {
  status: number;
  code?: ErrorCode;
  message: string;
  retryAfterSeconds?: number;
}

export type CallResult<C extends SiteCall> =
  | { kind: 'answered'; status: number; body: SiteCalls[C] }
  | { kind: 'refused'; refusal: Refusal }
  /** No answer came: the network, or a proxy's page that is not the API's JSON. */
  | { kind: 'unreachable' };

export interface CallOptions {
  /** An API key, sent as a Bearer token (never in the URL). */
  apiKey?: string;
  /** A JSON body. */
  body?: unknown;
  query?: Record<string, string | number>;
}

/** The sentence a page says when the API could not be reached; `consequence` says what did not happen. */
export function unreachableMessage(consequence?: string, next = 'Check your connection and try again.'): string {
  return `Could not reach Atlasprint${consequence ? `: ${consequence}` : ''}. ${next}`;
}

/** "in a minute", "in 12 minutes": when to try again, in a customer's words. */
export function retryWhen(seconds: number | undefined): string {
  if (seconds === undefined) return 'in a while';
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}

/** Makes one of the site's calls. Never throws: every ending is a value the page shows. */
export async function callApi<C extends SiteCall>(call: C, { apiKey, body, query }: CallOptions = {}): Promise<CallResult<C>> {
  const [method, path] = call.split(' ') as [string, string];
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}` : '';
  const headers: Record<string, string> = {};
  if (apiKey !== undefined) headers.Authorization = `Bearer ${apiKey}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${path}${search}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      // A key or a recovery token is in this request: no page it came from is told.
      referrerPolicy: 'no-referrer',
    });
  } catch {
    return { kind: 'unreachable' };
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    // Not the API's JSON (a proxy's error page, a cut connection): as good as no answer.
    return { kind: 'unreachable' };
  }
  if (response.ok) return { kind: 'answered', status: response.status, body: parsed as SiteCalls[C] };
  const { code, message } = (parsed ?? {}) as { code?: unknown; message?: unknown };
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    kind: 'refused',
    refusal: {
      status: response.status,
      code: typeof code === 'string' ? (code as ErrorCode) : undefined,
      message: typeof message === 'string' && message ? message : `the request failed with HTTP ${response.status}`,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    },
  };
}
