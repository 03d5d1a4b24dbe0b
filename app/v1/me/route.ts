import { getDb } from '@/lib/db';
import { authenticate, methodsOtherThan, route } from '@/lib/http';
import { keyStatus } from '@/lib/usage';

export const dynamic = 'force-dynamic';

export const GET = route(async (request) => {
  const db = await getDb();
  const key = await authenticate(db, request);
  return Response.json(await keyStatus(db, key), { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
