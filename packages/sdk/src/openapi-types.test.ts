import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedTypes, TYPES_FILE } from '../scripts/generate';

describe('the SDK’s types', () => {
  it('are the ones the API’s OpenAPI document generates now (else: npx tsx packages/sdk/scripts/generate.ts)', async () => {
    expect(fs.readFileSync(TYPES_FILE, 'utf8') === (await generatedTypes())).toBe(true);
  }, 120_000);
});
