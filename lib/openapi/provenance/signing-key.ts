import { EXAMPLE_SIGNING_KEYS } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, jsonResponse } from '../operation-parts';

/** GET /.well-known/atlasprint-signing-key.json (app/.well-known/atlasprint-signing-key.json/route.ts). */
export const signingKey = defineOperation({
  method: 'get',
  path: '/.well-known/atlasprint-signing-key.json',
  operationId: 'signingKey',
  tag: 'Provenance',
  summary: 'The public keys that sign provenance records',
  auth: 'none',
  build: () => ({
    description:
      'The Ed25519 public keys as a JWK Set (RFC 7517), to verify provenance records offline: the key signing now first, then every key retired by a rotation (what they signed still verifies). ' +
      'Pick a record’s key by its kid; a record from before kids were written is checked with each key. Cacheable for five minutes; CORS open.',
    responses: {
      '200': jsonResponse('The public keys.', 'SigningKeys', { example: EXAMPLE_SIGNING_KEYS }),
      '503': databaseDown(),
    },
  }),
});
