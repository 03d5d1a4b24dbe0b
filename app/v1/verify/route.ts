import { getDb } from '@/lib/db';
import { badRequest, methodsOtherThan, readJsonObject, route } from '@/lib/http';
import { NoRecordError, verifyProvenance } from '@/lib/posters';
import { getSigningKey } from '@/lib/provenance';

export const dynamic = 'force-dynamic';

export const POST = route(async (request) => {
  const body = await readJsonObject(request, 8 * 1024);
  try {
    return Response.json(await verifyProvenance(await getDb(), getSigningKey(), body), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof NoRecordError) throw badRequest(error.message);
    throw error;
  }
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
