import { renderPoster } from './render-poster';
import { bodyRef } from '../components';
import { EXAMPLE_RENDER_ID } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, jsonResponse, notJson, tooLarge, UNAUTHORIZED } from '../operation-parts';

const sync = renderPoster.build('');

/** POST /v1/renders (app/v1/renders/route.ts). */
export const queueRender = defineOperation({
  method: 'post',
  path: '/v1/renders',
  operationId: 'queueRender',
  tag: 'Render',
  summary: 'Queue a render',
  auth: 'key',
  authBeforeBody: true,
  body: renderPoster.body,
  status: 202,
  build: (baseUrl) => ({
    description:
      'Accepts a render to be made in the background: the same request as POST /v1/render, checked the same way (a bad field is a 400 now), answered at once with the render’s id. ' +
      'Ask GET /v1/renders/{id} (the Location header) until its status is succeeded (its result is the RenderResult POST /v1/render answers) or failed (its error says why, with the code a synchronous render would get). ' +
      'Charged when it succeeds, exactly as a synchronous render; a failed render is never charged. Queued jobs are kept in the database: they survive a restart of the service.',
    parameters: sync.parameters,
    requestBody: bodyRef('RenderRequest'),
    responses: {
      '202': jsonResponse('Queued.', 'RenderAccepted', {
        headers: ['Location', 'Idempotent-Replayed'],
        example: { id: EXAMPLE_RENDER_ID, status: 'queued', url: `${baseUrl}/v1/renders/${EXAMPLE_RENDER_ID}` },
      }),
      '400': sync.responses['400']!,
      '401': UNAUTHORIZED,
      '403': sync.responses['403']!,
      '409': sync.responses['409']!,
      '413': tooLarge(renderPoster.body.limit),
      '415': notJson(),
      '422': sync.responses['422']!,
      '503': databaseDown(),
    },
  }),
});
