import { lt, sql } from 'drizzle-orm';
import { rateLimitWindows, type Database } from '@/lib/db';

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitOutcome = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** Windows older than this are deleted now and then, so the table stays small. */
const KEEP_WINDOWS_MS = 24 * 3600 * 1000;

/**
 * Counts one hit against `bucket` in a fixed window, in ONE statement, so the limit holds across
 * any number of instances sharing the database. Hits over the limit are counted too (a client that
 * keeps hammering stays refused until the window ends).
 */
export async function hitRateLimit(db: Database, bucket: string, { limit, windowSeconds }: RateLimit, now = new Date()): Promise<RateLimitOutcome> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitWindows.bucket, rateLimitWindows.windowStart], set: { hits: sql`${rateLimitWindows.hits} + 1` } })
    .returning({ hits: rateLimitWindows.hits });
  if (Math.random() < 0.01) await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(now.getTime() - KEEP_WINDOWS_MS)));
  const hits = row?.hits ?? 1;
  if (hits <= limit) return { allowed: true, remaining: limit - hits };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)) };
}
