import type { ApiKeyRow, Database } from '@/lib/db';
import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { listWebhookDeliveries, type WebhookDeliveryQuery } from '@/lib/webhooks';

export const dynamic = 'force-dynamic';

export const GET = route(
  operations.listWebhookDeliveries,
  async ({ db, key, query, context }: { db: Database; key: ApiKeyRow; query: WebhookDeliveryQuery; context: { params: Promise<{ id: string }> } }) => {
    const { id } = await context.params;
    return Response.json(await listWebhookDeliveries(db, key, id, query), { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
