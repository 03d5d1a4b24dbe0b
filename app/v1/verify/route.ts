import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { verifyProvenance } from '@/lib/posters';
import { getKeyring } from '@/lib/provenance';

export const dynamic = 'force-dynamic';

export const POST = route(operations.verifyProvenance, async ({ db, body }) =>
  Response.json(await verifyProvenance(db, getKeyring(), body), { headers: { 'Cache-Control': 'no-store' } }),
);

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
