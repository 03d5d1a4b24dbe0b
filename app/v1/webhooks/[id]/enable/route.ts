import type { ApiKeyRow, Database } from '@/lib/db';
import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { enableWebhookEndpoint } from '@/lib/webhooks';

export const dynamic = 'force-dynamic';

export const POST = route(
  operations.enableWebhook,
  async ({ db, key, context }: { db: Database; key: ApiKeyRow; context: { params: Promise<{ id: string }> } }) => {
    const { id } = await context.params;
    return Response.json(await enableWebhookEndpoint(db, key, id), { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
