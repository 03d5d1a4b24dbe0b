import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedOperations } from '@/lib/openapi';
import { SDK_CALLS, SDK_PACKAGE, SDK_TARBALL, SDK_VERSION } from './sdk';

describe('the SDK as the docs name it', () => {
  it('is packages/sdk: its name and version, and the tarball npm pack makes of it', () => {
    const manifest = JSON.parse(fs.readFileSync('packages/sdk/package.json', 'utf8')) as { name: string; version: string };
    expect([SDK_PACKAGE, SDK_VERSION]).toEqual([manifest.name, manifest.version]);
    expect(SDK_TARBALL).toBe(`atlasprint-sdk-${manifest.version}.tgz`);
  });

  it('names a method of the SDK for every operation the docs document', () => {
    const source = fs.readFileSync('packages/sdk/src/index.ts', 'utf8');
    for (const { operationId } of documentedOperations()) {
      const call = SDK_CALLS[operationId]({ ids: ['id'], query: '{}', queryValues: { session_id: 'id' }, body: '{}' });
      const [, group, method] = /^atlasprint\.(?:(\w+)\.)?(\w+)\(/.exec(call)!;
      // The group (`renders`) is a readonly member of the client and the method one of its keys, or the method is the client's own.
      const declaration = group ? new RegExp(`readonly ${group} = \\{[\\s\\S]*?\\n    ${method}: `) : new RegExp(`readonly ${method} = `);
      expect(source, `${operationId}: ${call}`).toMatch(declaration);
    }
  });
});
