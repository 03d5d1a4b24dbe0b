import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs state limits (body sizes, timeouts, Retry-After, queue lengths, windows) by reading the
 * constants of the code that enforces them, never as numbers of their own: a number written here would
 * stay behind when the code changes. tests/e2e/docs.spec.ts checks the served page states the values.
 */
const DOCS_SOURCES = ['app/(site)/docs', 'components/docs']
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
  .sort();
const LIMIT_LITERAL =
  /\b\d+(\.\d+)? ?(KiB|MiB|GiB|ms|s|seconds?|hours?|minutes?|days?)\b|Retry-After: \d|\b\d+ per (server|second|minute|hour|core)\b|\b\d+ more waiting\b/g;
/** Numbers that are not limits, each with its reason. */
const NOT_LIMITS = [{ file: 'app/(site)/docs/page.tsx', text: '0.7 s', why: 'a measured render time (0.3 to 0.7 s), not a limit the code sets' }];

function limitLiterals(text: string): string[] {
  return text.split('\n').flatMap((line) => [...line.matchAll(LIMIT_LITERAL)].map((match) => match[0]));
}

describe('the docs state limits from the code’s constants', () => {
  it('finds its files', () => {
    expect(DOCS_SOURCES).toContain('app/(site)/docs/page.tsx');
    expect(DOCS_SOURCES.length).toBeGreaterThan(3);
    expect(DOCS_SOURCES).toContain('app/(site)/docs/keys/page.tsx');
  });

  it('no docs source writes a limit as a number of its own', () => {
    const found = DOCS_SOURCES.flatMap((file) =>
      limitLiterals(fs.readFileSync(path.join(process.cwd(), file), 'utf8'))
        .filter((text) => !NOT_LIMITS.some((entry) => entry.file === file && entry.text === text))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('recognises a limit written as a number', () => {
    for (const line of [
      "['Request headers', '16 KiB; 431 beyond'],",
      'the deadline is 90 s, so',
      'a 503 with Retry-After: 60',
      '2 per server, 16 more waiting',
      'within 24 hours',
    ]) {
      expect(limitLiterals(line), line).not.toEqual([]);
    }
    for (const line of [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of the docs' source, as it is written there
      '`${SERVER_LIMITS.headerKiB} KiB; 431 beyond`',
      'the deadline is {RENDER_DEADLINE_MS / 1000} s',
      '00:00 UTC on the 1st',
      '3072×4096 PNG',
    ]) {
      expect(limitLiterals(line), line).toEqual([]);
    }
  });
});
