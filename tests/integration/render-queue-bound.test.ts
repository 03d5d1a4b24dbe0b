import { describe, expect, it } from 'vitest';
import { POST as queueRoute } from '@/app/v1/renders/route';
import { getDb, renders } from '@/lib/db';
import { eq } from 'drizzle-orm';
import { newId } from '@/lib/ids';
import { createKey } from '@/lib/keys';
import { checkQueueRoom, MAX_QUEUED_RENDERS } from '@/lib/posters';
import { monaco, request } from '@/tests/support/charge-paths';
import { call, useServiceDatabase } from '@/tests/support/database';
import { useRenderSettings } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();

describe(`a key's waiting renders are bounded (${database.kind})`, () => {
  it(`POST /v1/renders past ${MAX_QUEUED_RENDERS} queued or rendering is a 429 too_many_queued naming the number and the limit`, async () => {
    const db = await getDb();
    const { key, record } = await createKey(db, { plan: 'pro' });
    // Renders waiting for the key (rows only: no worker is to draw them).
    const waiting = Array.from({ length: MAX_QUEUED_RENDERS - 1 }, (_, index) => ({
      id: newId('rnd'),
      keyId: record.id,
      plan: record.plan,
      status: index % 2 === 0 ? ('queued' as const) : ('rendering' as const),
      request,
      spec: request.spec,
    }));
    for (let at = 0; at < waiting.length; at += 250) await db.insert(renders).values(waiting.slice(at, at + 250));
    await expect(checkQueueRoom(db, record, 2)).rejects.toMatchObject({
      kind: 'too_many_queued',
      message: `this key has ${MAX_QUEUED_RENDERS - 1} renders queued or rendering and may have at most ${MAX_QUEUED_RENDERS} waiting at once; these 2 renders would pass it: wait for some to finish (GET /v1/renders) and send again`,
    });
    await expect(checkQueueRoom(db, record, 1)).resolves.toBeUndefined();
    await db.insert(renders).values({ ...waiting[0]!, id: newId('rnd') });
    const refused = await call(queueRoute, {
      method: 'POST',
      path: '/v1/renders',
      key,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(monaco),
    });
    const body = (await refused.json()) as Record<string, unknown>;
    expect([refused.status, body.code, refused.headers.get('retry-after')]).toEqual([429, 'too_many_queued', '60']);
    expect(body.message).toMatch(
      new RegExp(
        `^this key has ${MAX_QUEUED_RENDERS} renders queued or rendering and may have at most ${MAX_QUEUED_RENDERS} waiting at once; this render would pass it`,
      ),
    );
    // Rows no worker will finish, of a database other test files may share.
    await db.delete(renders).where(eq(renders.keyId, record.id));
  });
});
