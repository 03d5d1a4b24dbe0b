import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, type JsonSchema } from '@/lib/openapi';

/**
 * The OpenAPI document passes Redocly's recommended ruleset with no error and no warning (the
 * checks a consumer's tooling runs first: a licence, a 4xx on every operation, examples that fit
 * their schemas, unused components…). Redocly's own CLI (devDependency), on the built document.
 */

const root = path.resolve(import.meta.dirname, '../..');
const REDOCLY = path.join(root, 'node_modules/.bin/redocly');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-redocly-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** `redocly lint --extends=recommended --format=json` on `document`: its exit code and every problem. */
async function lint(document: JsonSchema, name: string): Promise<{ exitCode: number; totals: { errors: number; warnings: number }; problems: Problem[] }> {
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  const { exitCode, stdout } = await promisify(execFile)(REDOCLY, ['lint', '--extends=recommended', '--format=json', file], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout }) => ({ exitCode: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ exitCode: error.code ?? -1, stdout: error.stdout ?? '' }),
  );
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
  return { exitCode, totals: report.totals, problems: report.problems };
}

const summary = (problems: Problem[]) =>
  problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);

describe('the OpenAPI document under Redocly (recommended ruleset)', () => {
  it('has no errors and no warnings', async () => {
    const result = await lint(buildOpenApiDocument('https://atlasprint.example'), 'openapi');
    expect(summary(result.problems)).toEqual([]);
    expect([result.exitCode, result.totals.errors, result.totals.warnings]).toEqual([0, 0, 0]);
  });

  it('would fail without the licence, or with an operation that has no 4xx (the check can fail)', async () => {
    const document = buildOpenApiDocument('https://atlasprint.example') as {
      info: JsonSchema;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    delete document.info.license;
    const health = document.paths['/health']!.get!.responses;
    for (const status of Object.keys(health)) if (status.startsWith('4')) delete health[status];
    const result = await lint(document as JsonSchema, 'broken');
    expect(result.problems.map((problem) => problem.ruleId).sort()).toEqual(['info-license', 'operation-4xx-response']);
    expect(result.totals.warnings).toBe(2);
  });
});
