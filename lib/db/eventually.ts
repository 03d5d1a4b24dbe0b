import { isDatabaseUnavailable } from '@/lib/errors';
import { log } from '@/lib/log';

/** About ten minutes of retries, backing off to a minute apart. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000];

/**
 * Runs a write that must not be lost (a refund, releasing a claim): now, and if the database
 * cannot be reached, again in the background until it can. Resolves once the first attempt has
 * ended, so the caller can answer at once; `settled` resolves when the write landed or was given up.
 */
export async function eventually(
  what: string,
  write: () => Promise<void>,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<{ settled: Promise<boolean> }> {
  try {
    await write();
    return { settled: Promise.resolve(true) };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn(`${what} failed: the database is unreachable; retrying in the background`, { error });
  }
  const settled = (async () => {
    for (const [attempt, delay] of delaysMs.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay).unref?.());
      try {
        await write();
        log.info(`${what} done after the database came back`, { attempts: attempt + 2 });
        return true;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          log.error(`${what} failed`, { error });
          return false;
        }
      }
    }
    log.error(`${what} given up: the database stayed unreachable`, { attempts: delaysMs.length + 1 });
    return false;
  })();
  return { settled };
}
