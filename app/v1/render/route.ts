import { getDb } from '@/lib/db';
import { authenticate, badRequest, methodsOtherThan, readJsonObject, route } from '@/lib/http';
import { getPosterEngine, parseIdempotencyKey, parseRenderRequest, renderForKey, RequestError } from '@/lib/posters';
import { getSigningKey } from '@/lib/provenance';
import { getObjectStore } from '@/lib/storage';

export const dynamic = 'force-dynamic';
export const maxDuration = 120;

export const POST = route(async (request) => {
  // Validate first: a bad request is refused before anything is looked up or charged.
  const body = await readJsonObject(request);
  let parsed;
  try {
    parsed = parseRenderRequest(body);
  } catch (error) {
    if (error instanceof RequestError) throw badRequest(error.message);
    throw error;
  }
  const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'));
  const db = await getDb();
  const key = await authenticate(db, request);
  const { result, rateLimit, replayed } = await renderForKey(key, parsed, {
    db,
    engine: getPosterEngine(),
    store: getObjectStore(),
    signingKey: getSigningKey(),
  }, { signal: request.signal, idempotencyKey });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (replayed) headers['Idempotent-Replayed'] = 'true';
  if (rateLimit) {
    headers['X-RateLimit-Limit'] = String(rateLimit.limit);
    headers['X-RateLimit-Remaining'] = String(rateLimit.remaining);
  }
  return Response.json(result, { headers });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
