import { methodsOtherThan, route } from '@/lib/http';
import { rotateCallingKey } from '@/lib/keys';
import { operations } from '@/lib/openapi';

export const dynamic = 'force-dynamic';

export const POST = route(operations.rotateKey, async ({ db, key }) => {
  const rotated = await rotateCallingKey(db, key);
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
