import { methodsOtherThan, route } from '@/lib/http';
import { getSigningKey } from '@/lib/provenance';

export const dynamic = 'force-dynamic';

/** The public key that signs provenance records, as a JWK: verify posters offline with it. */
export const GET = route(() =>
  Response.json(getSigningKey().jwk, { headers: { 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' } }),
);

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
