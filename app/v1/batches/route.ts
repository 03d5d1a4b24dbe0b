import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { batchPath, parseIdempotencyKey, queueBatch } from '@/lib/posters';

export const dynamic = 'force-dynamic';

export const POST = route(operations.queueBatch, async ({ request, db, key, body, respond }) => {
  const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'));
  const { accepted, replayed } = await queueBatch(db, key, body, { idempotencyKey });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', Location: batchPath(accepted.id) };
  if (replayed) headers['Idempotent-Replayed'] = 'true';
  return respond(accepted, headers);
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
