import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { parseIdempotencyKey, renderDependencies, renderForKey } from '@/lib/posters';

export const dynamic = 'force-dynamic';
export const maxDuration = 120;

export const POST = route(operations.renderPoster, async ({ request, db, key, body }) => {
  const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'));
  const { result, rateLimit, replayed } = await renderForKey(key, body, renderDependencies(db), { signal: request.signal, idempotencyKey });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (replayed) headers['Idempotent-Replayed'] = 'true';
  if (rateLimit) {
    headers['X-RateLimit-Limit'] = String(rateLimit.limit);
    headers['X-RateLimit-Remaining'] = String(rateLimit.remaining);
  }
  return Response.json(result, { headers });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
