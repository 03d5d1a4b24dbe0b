import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { getKeyring } from '@/lib/provenance';

export const dynamic = 'force-dynamic';

/**
 * The public keys that sign provenance records, as a JWKS: the current key first, then every key
 * retired since (what they signed still verifies). Pick a record's key by its `kid`. Cached for five
 * minutes, so a key made by a rotation is published soon after its first signature.
 */
export const GET = route(operations.signingKey, async () =>
  Response.json({ keys: await getKeyring().publicKeys() }, { headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' } }),
);

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
