import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, renders, type ApiKeyRow, type Database } from '@/lib/db';
import { createKey } from '@/lib/keys';
import { RENDER_CONCURRENCY } from '@/lib/plans';
import { parseRenderRequest, queueRender } from '@/lib/posters';
import { useServiceDatabase } from '@/tests/support/database';
import { useRenderSettings } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();

const monaco = parseRenderRequest({ lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 });

async function queueMany(db: Database, key: ApiKeyRow, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) ids.push((await queueRender(db, key, monaco)).accepted.id);
  return ids;
}

async function allFinished(db: Database, ids: string[]) {
  await expect
    .poll(
      async () =>
        (await db.select({ status: renders.status }).from(renders).where(inArray(renders.id, ids))).filter(
          (row) => row.status === 'succeeded' || row.status === 'failed',
        ).length,
      { timeout: 120_000, interval: 200 },
    )
    .toBe(ids.length);
  return db.select().from(renders).where(inArray(renders.id, ids));
}

describe(`fairness between keys (${database.kind})`, () => {
  it("a starter key's render, queued behind a business key's 24-render backlog, finishes while most of that backlog still waits", async () => {
    const db = await getDb();
    const business = (await createKey(db, { plan: 'business' })).record;
    const starter = (await createKey(db, { plan: 'starter' })).record;
    const backlog = await queueMany(db, business, 24);
    const [single] = await queueMany(db, starter, 1);
    const rows = await allFinished(db, [...backlog, single!]);
    const mine = rows.find((row) => row.id === single)!;
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'succeeded'));
    // First come, first served would have drawn all 24 before it; the key's turn comes after the renders already in hand.
    const finishedAfter = rows.filter((row) => row.keyId === business.id && row.finishedAt! > mine.finishedAt!);
    expect(finishedAfter.length).toBeGreaterThanOrEqual(12);
  }, 150_000);

  it(`a key's renders are drawn at most its plan's concurrency at once (starter: ${RENDER_CONCURRENCY.starter}), across the workers`, async () => {
    const db = await getDb();
    const starter = (await createKey(db, { plan: 'starter' })).record;
    const ids = await queueMany(db, starter, 4);
    const rows = (await allFinished(db, ids)).sort((a, b) => a.startedAt!.getTime() - b.startedAt!.getTime());
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    // Each render of the key starts after the one before it ended (the workers could take two at once).
    for (let index = 1; index < rows.length; index++) expect(rows[index]!.startedAt!.getTime()).toBeGreaterThanOrEqual(rows[index - 1]!.finishedAt!.getTime());
  }, 150_000);
});
