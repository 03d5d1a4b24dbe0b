import { getConfig } from '@/lib/config';

/** One JSON line per event on stdout. Keys never reach a log: anything shaped like one is masked. */

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

const KEY_SHAPE = /atp_live_[0-9A-Za-z]{4,}/g;

export function redactSecrets(text: string): string {
  return text.replace(KEY_SHAPE, (key) => `${key.slice(0, 12)}…[redacted]`);
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
