/**
 * Runs many TypeScript examples in one process, one after the other, as ES modules (this file runs
 * with tsx, so each `import()` of an `.mts` file is compiled the same way `npx tsx example.mts` would).
 * Starting tsx once instead of once per example is what keeps the docs' examples test short.
 *
 * The protocol with tests/support/examples.ts: before each example a start marker on stdout and
 * stderr, then one line on stdin, a JSON object of environment variables the reader has at that
 * moment (a rotated key, a webhook secret); after it an end marker with 0 or 1. The first example
 * that throws ends the run, as it would end a reader's.
 */
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const MARKER = process.env.EXAMPLE_RUNNER_MARKER ?? '::example-runner::';
const files: string[] = JSON.parse(process.argv[2] ?? '[]');
const input = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

const mark = (text: string) => {
  process.stdout.write(`\n${MARKER} ${text}\n`);
  process.stderr.write(`\n${MARKER} ${text}\n`);
};

for (const [index, file] of files.entries()) {
  mark(`start ${index}`);
  const line = await input.next();
  if (line.done) throw new Error('the test runner closed stdin');
  Object.assign(process.env, JSON.parse(line.value));
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    console.error(error);
    mark(`end ${index} 1`);
    process.exit(1);
  }
  mark(`end ${index} 0`);
}
process.exit(0);
