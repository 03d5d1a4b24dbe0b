import { EXAMPLE_BATCH_ID, EXAMPLE_RENDER_ID } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, errorResponse, jsonResponse, UNAUTHORIZED } from '../operation-parts';

export const batchIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The batch id (bat_…).',
  schema: { type: 'string' },
  example: EXAMPLE_BATCH_ID,
};

export const noSuchBatch = () =>
  errorResponse('No batch with this id for this key (another key’s batch is answered the same way).', `no batch ${EXAMPLE_BATCH_ID} for this key`);

/** GET /v1/batches/{id} (app/v1/batches/[id]/route.ts). */
export const getBatch = defineOperation({
  method: 'get',
  path: '/v1/batches/{id}',
  operationId: 'getBatch',
  tag: 'Render',
  summary: 'A batch and its renders',
  auth: 'key',
  build: () => ({
    description:
      'A batch of the calling key: queued, running or completed (every render succeeded or failed), how many succeeded and failed, and its renders’ ids and statuses in the order they were asked for. ' +
      'Each render’s result or error is at GET /v1/renders/{id}.',
    parameters: [batchIdParameter],
    responses: {
      '200': jsonResponse('The batch.', 'Batch', {
        example: {
          id: EXAMPLE_BATCH_ID,
          status: 'running',
          total: 2,
          succeeded: 1,
          failed: 0,
          created_at: '2026-11-22T07:28:51.902Z',
          completed_at: null,
          renders: [
            { id: EXAMPLE_RENDER_ID, status: 'succeeded' },
            { id: 'rnd_7Qm2Lx9Vb4Kp1Zc6Rn3Wy8Ts', status: 'rendering' },
          ],
        },
      }),
      '401': UNAUTHORIZED,
      '404': noSuchBatch(),
      '503': databaseDown(),
    },
  }),
});
