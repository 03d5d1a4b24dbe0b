import { getDb } from '@/lib/db';
import { methodsOtherThan, readJsonObject, route } from '@/lib/http';
import { verifyProvenance } from '@/lib/posters';
import { getKeyring } from '@/lib/provenance';

export const dynamic = 'force-dynamic';

export const POST = route(async (request) => {
  const body = await readJsonObject(request, 8 * 1024);
  return Response.json(await verifyProvenance(await getDb(), getKeyring(), body), { headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
