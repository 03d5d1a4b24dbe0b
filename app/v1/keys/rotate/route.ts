import { getDb } from '@/lib/db';
import { ApiError, BEARER_CHALLENGE, bearerKey, methodsOtherThan, route } from '@/lib/http';
import { rotateKey } from '@/lib/keys';

export const dynamic = 'force-dynamic';

export const POST = route(async (request) => {
  const db = await getDb();
  const rotated = await rotateKey(db, bearerKey(request));
  if (!rotated) {
    throw new ApiError(401, 'invalid API key: it is unknown or was already rotated out', BEARER_CHALLENGE);
  }
  return Response.json(
    {
      key: rotated.key,
      key_prefix: rotated.record.keyPrefix,
      note: 'The previous key stopped working just now. Store this key securely: it is shown only this once.',
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
