// Regenerates src/openapi.d.ts, the SDK's types, from the API's OpenAPI document (lib/openapi), with
// openapi-typescript's default options: `npx tsx packages/sdk/scripts/generate.ts`.
// src/openapi-types.test.ts fails when the committed file differs from a fresh one.
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '@/lib/openapi';

export const TYPES_FILE = path.join(import.meta.dirname, '..', 'src', 'openapi.d.ts');

export async function generatedTypes(): Promise<string> {
  const document = buildOpenApiDocument('http://localhost:3000');
  const ast = await openapiTS(document as never);
  return `// Generated from the Atlasprint OpenAPI document by packages/sdk/scripts/generate.ts: do not edit.\n${astToString(ast)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(TYPES_FILE, await generatedTypes());
  process.stdout.write(`wrote ${path.relative(process.cwd(), TYPES_FILE)}\n`);
}
