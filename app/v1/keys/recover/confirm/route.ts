import { methodsOtherThan, route } from '@/lib/http';
import { confirmKeyRecovery } from '@/lib/keys';
import { operations } from '@/lib/openapi';

export const dynamic = 'force-dynamic';

/** POST /v1/keys/recover/confirm: a recovery link's token, redeemed once for a new key (as rotation). */
export const POST = route(operations.confirmKeyRecovery, async ({ db, body }) => {
  const recovered = await confirmKeyRecovery(db, body.token);
  return Response.json({ key: recovered.key, key_prefix: recovered.keyPrefix, note: recovered.note }, { headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
