import { EXAMPLE_RENDER_ID, exampleRenderResult, EXAMPLE_ISSUED } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, errorResponse, jsonResponse, UNAUTHORIZED } from '../operation-parts';

/** GET /v1/renders/{id} (app/v1/renders/[id]/route.ts). */
export const getRender = defineOperation({
  method: 'get',
  path: '/v1/renders/{id}',
  operationId: 'getRender',
  tag: 'Render',
  summary: 'A render and its status',
  auth: 'key',
  build: (baseUrl) => ({
    description:
      'A render of the calling key, queued (POST /v1/renders) or synchronous (POST /v1/render): its status (queued, rendering, succeeded, failed), its times, how far it has come while rendering (progress: its stage, and the strips of the sheet drawn: an A0 at 300 dpi is drawn in 12), and its result once it succeeded or its error once it failed.',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        description: 'The render id (rnd_…).',
        schema: { type: 'string' },
        example: EXAMPLE_RENDER_ID,
      },
    ],
    responses: {
      '200': jsonResponse('The render.', 'Render', {
        example: {
          id: EXAMPLE_RENDER_ID,
          status: 'succeeded',
          created_at: '2026-11-22T07:28:51.902Z',
          started_at: '2026-11-22T07:28:51.950Z',
          finished_at: EXAMPLE_ISSUED,
          result: exampleRenderResult(baseUrl),
        },
      }),
      '401': UNAUTHORIZED,
      '404': errorResponse(
        'No render with this id for this key (another key’s render is answered the same way).',
        `no render ${EXAMPLE_RENDER_ID} for this key`,
      ),
      '503': databaseDown(),
    },
  }),
});
