import { renderPoster } from './render-poster';
import { bodyRef } from '../components';
import { EXAMPLE_RENDER_ID } from '../examples';
import { defineOperation } from '../operation';
import { MAX_QUEUED_RENDERS, refuseSpentKey } from '@/lib/posters';
import { databaseDown, errorResponse, jsonResponse, notJson, tooLarge, UNAUTHORIZED } from '../operation-parts';

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
  // A key with nothing left: refused before its body is read.
  beforeBody: refuseSpentKey,
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
      '402': sync.responses['402']!,
      '403': sync.responses['403']!,
      '409': sync.responses['409']!,
      '413': tooLarge(renderPoster.body.limit),
      '415': notJson(),
      '422': sync.responses['422']!,
      '429': errorResponse(
        `The key already has ${MAX_QUEUED_RENDERS} renders queued or rendering, the most one key may have waiting (code too_many_queued): wait for some to finish and send again. Or its monthly quota is used up (code quota_exceeded, as POST /v1/render says it).`,
        `this key has ${MAX_QUEUED_RENDERS} renders queued or rendering and may have at most ${MAX_QUEUED_RENDERS} waiting at once; this render would pass it: wait for some to finish (GET /v1/renders) and send again`,
        ['Retry-After'],
        'too_many_queued',
      ),
      '503': databaseDown(),
    },
  }),
});
