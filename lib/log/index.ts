import { getConfig } from '@/lib/config';

/** One JSON line per event on stdout. Keys never reach a log: anything shaped like one is masked. */

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

const KEY_SHAPE = /atp_live_[0-9A-Za-z]{4,}/g;
const HOLDS_KEY = /atp_live_[0-9A-Za-z]{4,}/;
/**
 * A run of characters a URL may carry a key in, percent-escapes included (`atp_live_%31…`, `%61tp%5Flive_…`).
 * Every run, each matched once: a pattern that required an escape inside the run looked for one from each
 * of its characters, and a 10 000-character id in a path held the event loop ~0.5 s (issue 38).
 */
const URL_RUN = /(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z_])+/g;

function decoded(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run;
  }
}

/** Masks every key-shaped text, written plainly or percent-encoded (decoded first, then masked). */
export function redactSecrets(text: string): string {
  return text
    .replace(URL_RUN, (run) => {
      if (!run.includes('%')) return run;
      const plain = decoded(run);
      return HOLDS_KEY.test(plain) ? plain.replace(KEY_SHAPE, (key) => `${key.slice(0, 12)}…[redacted]`) : run;
    })
    .replace(KEY_SHAPE, (key) => `${key.slice(0, 12)}…[redacted]`);
}

/** A request's path fit for a log line: whatever follows /mcp/ is where a client puts its key, so it is never written. */
export function loggablePath(url: string): string {
  const { pathname } = new URL(url);
  return redactSecrets(pathname.replace(/^(\/mcp\/)[^/]*/i, '$1[key]'));
}

function threshold(): number {
  try {
    return LEVELS[getConfig().logLevel];
  } catch {
    return LEVELS.info;
  }
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (LEVELS[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }, (_key, value) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
  );
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${redactSecrets(line)}\n`);
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
