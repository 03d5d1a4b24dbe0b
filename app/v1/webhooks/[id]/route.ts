import type { ApiKeyRow, Database } from '@/lib/db';
import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { deleteWebhookEndpoint } from '@/lib/webhooks';

export const dynamic = 'force-dynamic';

export const DELETE = route(
  operations.deleteWebhook,
  async ({ db, key, context }: { db: Database; key: ApiKeyRow; context: { params: Promise<{ id: string }> } }) => {
    const { id } = await context.params;
    return Response.json(await deleteWebhookEndpoint(db, key, id), { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { GET, POST, PUT, PATCH } = methodsOtherThan('DELETE');
