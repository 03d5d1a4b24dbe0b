import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getRender } from '@/app/v1/renders/[id]/route';
import { POST as queueRender } from '@/app/v1/renders/route';
import { renders } from '@/lib/db';
import { createKey } from '@/lib/keys';
import { PROGRESS_WRITE_INTERVAL_MS, renderProgressPace } from '@/lib/posters';
import { sharedRasterPool } from '@/lib/render';
import { call, useServiceDatabase } from '@/tests/support/database';
import { fetchStored, useRenderSettings } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();

type Json = Record<string, any>;

/** A print the engine streams in strips: Monaco on A3 at 200 dpi, 2339 × 3307 px, PNG. */
const A3_PRINT = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'png', printSize: 'A3', dpi: 200 };

async function read(id: string, key: string): Promise<Json> {
  const request = new Request(`http://localhost:3000/v1/renders/${id}`, { headers: { Authorization: `Bearer ${key}` } });
  const response = await getRender(request, { params: Promise.resolve({ id }) });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

describe(`a queued render says how far it has come: GET /v1/renders/{id} progress (${database.kind})`, () => {
  const pool = sharedRasterPool();
  const stripBytes = pool.streamedStripBytes;
  beforeAll(() => {
    // Strips of at most 1 MiB: the sheet is cut into as many as its rows allow (MIN_STRIP_ROWS apart, here 6).
    pool.streamedStripBytes = 1 << 20;
    // Every strip written, so the test sees the drawing midway however fast this machine draws a strip.
    renderProgressPace.intervalMs = 0;
  });
  afterAll(() => {
    pool.streamedStripBytes = stripBytes;
    renderProgressPace.intervalMs = PROGRESS_WRITE_INTERVAL_MS;
  });

  it('has progress while rendering, its strips drawn rising from 0 to all, and none once it succeeded', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const response = await call(queueRender, {
      method: 'POST',
      path: '/v1/renders',
      key,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(A3_PRINT),
    });
    const accepted = (await response.json()) as Json;
    expect(response.status, JSON.stringify(accepted)).toBe(202);

    // Every answer until it ends, as a client polling it would see them (polled, so the job engine's timers run between).
    const seen: Json[] = [];
    await expect
      .poll(
        async () => {
          seen.push(await read(accepted.id, key));
          return seen.at(-1)!.status;
        },
        { timeout: 100_000, interval: 10 },
      )
      .toMatch(/^(succeeded|failed)$/);
    const render = seen.pop()!;
    expect(render.status, JSON.stringify(render.error)).toBe('succeeded');

    const queued = seen.filter((answer) => answer.status === 'queued');
    const rendering = seen.filter((answer) => answer.status === 'rendering');
    expect(queued.every((answer) => !('progress' in answer))).toBe(true);
    expect(rendering.every((answer) => answer.progress !== undefined)).toBe(true);
    const progress = rendering.map((answer) => answer.progress);
    // Midway: some strips drawn, not all.
    const midway = progress.filter((p) => p.stage === 'drawing' && p.fraction > 0 && p.fraction < 1);
    expect(midway.length, JSON.stringify(progress)).toBeGreaterThan(0);
    for (const p of midway) {
      expect(p.strips).toBe(6);
      expect(p.strips_done).toBeGreaterThan(0);
      expect(p.strips_done).toBeLessThan(p.strips);
      expect(p.fraction).toBeCloseTo(p.strips_done / p.strips, 2);
    }
    // It only ever goes forward, through the stages in order.
    const stages = ['composing', 'drawing', 'finishing'];
    for (let i = 1; i < progress.length; i++) {
      expect(progress[i].fraction).toBeGreaterThanOrEqual(progress[i - 1].fraction);
      expect(stages.indexOf(progress[i].stage)).toBeGreaterThanOrEqual(stages.indexOf(progress[i - 1].stage));
    }
    for (const p of progress.filter((p) => p.stage === 'finishing')) expect(p).toEqual({ stage: 'finishing', fraction: 1, strips_done: 6, strips: 6 });

    // Done: no progress, the file is the print asked for, and the row keeps nothing of the drawing.
    expect(render).not.toHaveProperty('progress');
    expect(render.result.print).toMatchObject({ dpi: 200, widthMm: 297, heightMm: 420 });
    const file = await fetchStored(render.result.url);
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.density]).toEqual(['png', 2339, 3307, 200]);
    const [row] = await database.db().select().from(renders).where(eq(renders.id, accepted.id));
    expect([row?.progressStripsDone, row?.progressStrips]).toEqual([null, null]);
  }, 120_000);
});
