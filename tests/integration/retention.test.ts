import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getRender } from '@/app/v1/renders/[id]/route';
import { idempotentRequests, renders, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/lib/db';
import { newId } from '@/lib/ids';
import { getJobEngine } from '@/lib/jobs';
import { createKey } from '@/lib/keys';
import {
  FINISHED_RENDER_INPUT_RETENTION_DAYS,
  JOB_RECORD_RETENTION_DAYS,
  pruneExpiredRecords,
  retentionQueue,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
} from '@/lib/retention';
import { newWebhookSecret, webhookQueue } from '@/lib/webhooks';
import { useServiceDatabase } from '@/tests/support/database';

const database = useServiceDatabase();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe(`retention: the daily prune (${database.kind})`, () => {
  it('deletes settled webhook deliveries and failed renders past their retention, drops old renders’ inputs, and keeps the rest', async () => {
    const db = database.db();
    const { key, record } = await createKey(db, { plan: 'pro' });
    const endpointId = newId('whk');
    await db
      .insert(webhookEndpoints)
      .values({ id: endpointId, keyId: record.id, url: 'https://hooks.example.com/x', events: ['render.failed'], secret: newWebhookSecret() });
    const past = WEBHOOK_DELIVERY_RETENTION_DAYS + 1;
    const delivery = (id: string, status: 'pending' | 'delivered' | 'failed', createdAt: Date) => ({
      id,
      endpointId,
      type: 'render.failed' as const,
      body: '{}',
      status,
      createdAt,
    });
    await db
      .insert(webhookDeliveries)
      .values([
        delivery('msg_oldDelivered', 'delivered', daysAgo(past)),
        delivery('msg_oldFailed', 'failed', daysAgo(past)),
        delivery('msg_oldPending', 'pending', daysAgo(past)),
        delivery('msg_recent', 'delivered', daysAgo(WEBHOOK_DELIVERY_RETENTION_DAYS - 1)),
      ]);
    await db.insert(webhookAttempts).values([
      { id: newId('att'), deliveryId: 'msg_oldDelivered', statusCode: 200, durationMs: 5, attemptedAt: daysAgo(past) },
      { id: newId('att'), deliveryId: 'msg_recent', statusCode: 200, durationMs: 5 },
    ]);

    const old = daysAgo(FINISHED_RENDER_INPUT_RETENTION_DAYS + 1);
    const request = { spec: { lat: 1, lon: 2, format: 'png' } };
    const spec = request.spec;
    const failure = { code: 'no_credits', message: 'no render credits left' };
    const rows = {
      failedAlone: { id: newId('rnd'), status: 'failed' as const, error: failure, createdAt: old },
      failedInBatch: { id: newId('rnd'), status: 'failed' as const, error: failure, createdAt: old, batchId: 'bat_kept' },
      succeeded: {
        id: newId('rnd'),
        status: 'succeeded' as const,
        url: 'http://localhost:3000/files/renders/x.png',
        format: 'png',
        issuedAt: old,
        finishedAt: old,
        result: { id: 'x', url: 'http://localhost:3000/files/renders/x.png' },
        createdAt: old,
      },
      queued: { id: newId('rnd'), status: 'queued' as const, createdAt: old },
      recentFailed: { id: newId('rnd'), status: 'failed' as const, error: failure, createdAt: daysAgo(FINISHED_RENDER_INPUT_RETENTION_DAYS - 1) },
    };
    await db.insert(renders).values(Object.values(rows).map((row) => ({ keyId: record.id, plan: 'pro', request, spec, ...row })));
    await db.insert(idempotentRequests).values([
      { keyId: record.id, idempotencyKey: 'old', requestHash: 'a', state: 'done' as const, createdAt: daysAgo(3) },
      { keyId: record.id, idempotencyKey: 'recent', requestHash: 'b', state: 'done' as const, createdAt: daysAgo(0.5) },
    ]);

    expect(await pruneExpiredRecords(db)).toEqual({ webhookDeliveries: 2, failedRenders: 1, renderInputs: 2, idempotencyRecords: 1 });

    const deliveries = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(deliveries.map(({ id }) => id).sort()).toEqual(['msg_oldPending', 'msg_recent']);
    // The old delivery's attempts went with it; the recent one's stay.
    expect(
      (
        await db
          .select({ deliveryId: webhookAttempts.deliveryId })
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ['msg_oldDelivered', 'msg_recent']))
      ).map((row) => row.deliveryId),
    ).toEqual(['msg_recent']);

    const kept = await db.select().from(renders).where(eq(renders.keyId, record.id));
    const byId = new Map(kept.map((row) => [row.id, row]));
    expect(byId.has(rows.failedAlone.id)).toBe(false);
    // A batch's failed item keeps its row (the batch counts it) without what it was drawn from.
    expect(byId.get(rows.failedInBatch.id)).toMatchObject({ status: 'failed', error: failure, request: null, spec: null });
    // A poster's render stays, with its spec (the description of the poster) and its result; only the request goes.
    expect(byId.get(rows.succeeded.id)).toMatchObject({ status: 'succeeded', request: null, spec, url: rows.succeeded.url });
    expect(byId.get(rows.queued.id)).toMatchObject({ status: 'queued', request, spec });
    expect(byId.get(rows.recentFailed.id)).toMatchObject({ status: 'failed', request, spec });
    // Its owner still gets the succeeded render, as before the prune.
    const answer = await getRender(new Request(`http://localhost:3000/v1/renders/${rows.succeeded.id}`, { headers: { Authorization: `Bearer ${key}` } }), {
      params: Promise.resolve({ id: rows.succeeded.id }),
    });
    expect([answer.status, ((await answer.json()) as { status: string }).status]).toEqual([200, 'succeeded']);

    expect(
      (await db.select({ key: idempotentRequests.idempotencyKey }).from(idempotentRequests).where(eq(idempotentRequests.keyId, record.id))).map(
        (row) => row.key,
      ),
    ).toEqual(['recent']);
    // Nothing left past its retention: a second run prunes nothing.
    expect(await pruneExpiredRecords(db)).toEqual({ webhookDeliveries: 0, failedRenders: 0, renderInputs: 0, idempotencyRecords: 0 });
  });

  it(`is scheduled daily with pg-boss, whose own maintenance deletes finished job records after ${JOB_RECORD_RETENTION_DAYS} days`, async () => {
    await retentionQueue.start();
    await webhookQueue.start();
    const boss = await getJobEngine();
    expect((await boss.getSchedules()).filter((schedule) => schedule.name === retentionQueue.name).map((schedule) => schedule.cron)).toEqual(['17 3 * * *']);
    for (const name of [retentionQueue.name, webhookQueue.name])
      expect((await boss.getQueue(name))?.deleteAfterSeconds).toBe(JOB_RECORD_RETENTION_DAYS * 86_400);
  });
});
