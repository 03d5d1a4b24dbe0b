import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { createWebhookEndpoint, listWebhookEndpoints, webhookPath } from '@/lib/webhooks';

export const dynamic = 'force-dynamic';

export const POST = route(operations.createWebhook, async ({ db, key, body, respond }) => {
  const created = await createWebhookEndpoint(db, key, body);
  return respond(created, { 'Cache-Control': 'no-store', Location: webhookPath(created.id) });
});

export const GET = route(operations.listWebhooks, async ({ db, key }) =>
  Response.json(await listWebhookEndpoints(db, key), { headers: { 'Cache-Control': 'no-store' } }),
);

export const { PUT, PATCH, DELETE } = methodsOtherThan('POST', 'GET');
