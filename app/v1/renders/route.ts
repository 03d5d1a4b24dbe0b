import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { listRenders, parseIdempotencyKey, queueRender, renderPath } from '@/lib/posters';

export const dynamic = 'force-dynamic';

export const POST = route(operations.queueRender, async ({ request, db, key, body, respond }) => {
  const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'));
  const { accepted, replayed } = await queueRender(db, key, body, { idempotencyKey });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', Location: renderPath(accepted.id) };
  if (replayed) headers['Idempotent-Replayed'] = 'true';
  return respond(accepted, headers);
});

export const GET = route(operations.listRenders, async ({ db, key, query }) =>
  Response.json(await listRenders(db, key, query), { headers: { 'Cache-Control': 'no-store' } }),
);

export const { PUT, PATCH, DELETE } = methodsOtherThan('POST', 'GET');
