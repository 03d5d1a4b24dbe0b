import { getDb } from '@/lib/db';
import { badRequest, methodsOtherThan, readJsonObject, route } from '@/lib/http';
import { confirmKeyRecovery, recoveryConfirmSchema } from '@/lib/keys';

export const dynamic = 'force-dynamic';

/** POST /v1/keys/recover/confirm: a recovery link's token, redeemed once for a new key (as rotation). */
export const POST = route(async (request) => {
  const parsed = recoveryConfirmSchema.safeParse(await readJsonObject(request, 4 * 1024));
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues
        .map((issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} is not a recovery field (send token)` : issue.message))
        .join('; '),
    );
  }
  const recovered = await confirmKeyRecovery(await getDb(), parsed.data.token);
  return Response.json({ key: recovered.key, key_prefix: recovered.keyPrefix, note: recovered.note }, { headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
