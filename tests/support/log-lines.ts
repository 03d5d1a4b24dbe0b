import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Every JSON log line the service writes during a test file, at LOG_LEVEL=debug (the project runs
 * silent), kept from the console: for tests that look for what must never reach a log (a key).
 */
export function captureLogLines(): string[] {
  const lines: string[] = [];
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'debug';
  beforeAll(() => {
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
      vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
        const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
        if (text.startsWith('{"time"')) {
          lines.push(text);
          return true;
        }
        return write(chunk, ...rest);
      }) as typeof stream.write);
    }
  });
  afterAll(() => {
    vi.restoreAllMocks();
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  });
  return lines;
}
