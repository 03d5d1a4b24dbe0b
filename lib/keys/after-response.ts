// next/server.js, not next/server: the same file, but one Node's own ESM loader finds too (the next package has no exports map), so a Playwright spec may import a module that reaches this one.
import { after } from 'next/server.js';
import { log } from '@/lib/log';
import { processSingleton, trackWork } from '@/lib/singleton';

/**
 * Work a request starts but does not wait for (POST /v1/keys/recover's lookup, tokens and mail), so
 * that the answer cannot tell, by what it says or by when it comes, what the work found. Inside a
 * Next.js request it is Next's `after()`: run once the response is sent, kept alive by the platform
 * (Vercel's waitUntil, the Node server's close). Outside one (tests, scripts) it starts at once,
 * detached. Either way a failure is logged, never thrown: the task's promise never rejects.
 * A queue (pg-boss) is to take this over; until then a crash between answer and task loses the task,
 * as a crash before an SMTP server accepted the message would.
 */

// Per process, not per module copy: shutdown (in one bundle) must wait for the tasks any route started.
const detachedTasks = processSingleton('afterResponseTasks', () => new Set<Promise<void>>());

export function afterResponse(name: string, task: () => Promise<void>): void {
  // Counted as work in flight while it runs: a shutdown waits for it before it closes the database.
  const guarded = (): Promise<void> =>
    trackWork(
      (async () => {
        try {
          await task();
        } catch (error) {
          log.error('a task run after the response failed', { task: name, error });
        }
      })(),
    );
  try {
    after(guarded);
    return;
  } catch {
    // Not in a Next.js request scope: run detached, below.
  }
  const promise = Promise.resolve().then(guarded);
  const running = detachedTasks();
  running.add(promise);
  void promise.finally(() => running.delete(promise));
}

/** Resolves when every detached task started so far (and any they started) has finished: tests and shutdown. */
export async function settleAfterResponseTasks(): Promise<void> {
  const running = detachedTasks();
  while (running.size > 0) await Promise.all([...running]);
}
