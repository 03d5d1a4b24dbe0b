import type { ApiKeyRow, Database } from '@/lib/db';
import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { getBatch } from '@/lib/posters';

export const dynamic = 'force-dynamic';

export const GET = route(operations.getBatch, async ({ db, key, context }: { db: Database; key: ApiKeyRow; context: { params: Promise<{ id: string }> } }) => {
  const { id } = await context.params;
  return Response.json(await getBatch(db, key, id), { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
