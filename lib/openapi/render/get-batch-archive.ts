import { defineOperation } from '../operation';
import { databaseDown, headersOf, UNAUTHORIZED } from '../operation-parts';
import { batchIdParameter, noSuchBatch } from './get-batch';

/** GET /v1/batches/{id}/archive (app/v1/batches/[id]/archive/route.ts). */
export const getBatchArchive = defineOperation({
  method: 'get',
  path: '/v1/batches/{id}/archive',
  operationId: 'getBatchArchive',
  tag: 'Render',
  summary: 'A batch’s posters as one ZIP',
  auth: 'key',
  build: () => ({
    description:
      'The batch’s posters that have succeeded so far, streamed as one ZIP: each named by its place in the request (from 000) and its render id, 000-rnd_….png, ' +
      'then manifest.json, which tells every item: index, id, status, file (its name in the ZIP, or null), sha256, provenance (the signed record, as in its RenderResult) and error. ' +
      'Asked for before the batch completed, it holds what has finished and the manifest says which are still queued or rendering: ask again once GET /v1/batches/{id} says completed for all of them. Not charged.',
    parameters: [batchIdParameter],
    responses: {
      '200': {
        description: 'The ZIP (posters stored as they are, SVG and the manifest deflated).',
        headers: {
          ...headersOf([]),
          'Content-Disposition': { description: 'attachment; filename="bat_….zip"', schema: { type: 'string' } },
        },
        content: { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } },
      },
      '401': UNAUTHORIZED,
      '404': noSuchBatch(),
      '503': databaseDown(),
    },
  }),
});
