import { VERIFY_BODY_LIMIT } from '@/lib/http';
import { bodyRef } from '../components';
import { EXAMPLE_ISSUED, EXAMPLE_RENDER_ID } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, errorResponse, jsonResponse, notJson, tooLarge, bodyAtMost } from '../operation-parts';

const body = { limit: VERIFY_BODY_LIMIT, parse: (record: Record<string, unknown>) => record };
/** POST /v1/verify (app/v1/verify/route.ts). */
export const verifyProvenance = defineOperation({
  method: 'post',
  path: '/v1/verify',
  operationId: 'verifyProvenance',
  tag: 'Provenance',
  summary: 'Verify a provenance record',
  auth: 'none',
  // The record is checked by verifyProvenance itself, which says what a record lacks.
  body,
  db: true,
  build: () => ({
    description:
      'Checks that a provenance record was signed by Atlasprint (valid: with the key its kid names, or with any of our keys, current or retired, for a record without one) and whether its render id is on record (logged). ' +
      'Re-encoding a file strips its metadata; the signature proves authenticity for intact files. No key needed. ' +
      bodyAtMost(body.limit),
    requestBody: bodyRef('VerifyRequest'),
    responses: {
      '200': jsonResponse('What the record proves.', 'VerifyResult', {
        example: { valid: true, id: EXAMPLE_RENDER_ID, issued: EXAMPLE_ISSUED, plan: 'pro', logged: true },
      }),
      '400': errorResponse(
        'No provenance record: id or sig is missing, or a field is of the wrong type.',
        'no provenance record: send its fields (v, id, plan, issued, sha256) and its signature as sig, as found in a PNG tEXt chunk "atlasprint", an SVG <metadata id="atlasprint">, or a render response',
      ),
      '413': tooLarge(body.limit),
      '415': notJson(),
      '503': databaseDown(),
    },
  }),
});
