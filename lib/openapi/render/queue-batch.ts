import { BATCH_BODY_LIMIT, BATCH_MAX_RENDERS, MAX_QUEUED_RENDERS, parseBatchRequest, refuseSpentKey } from '@/lib/posters';
import { renderPoster } from './render-poster';
import { bodyRef } from '../components';
import { EXAMPLE_BATCH_ID } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, errorResponse, jsonResponse, notJson, tooLarge, UNAUTHORIZED } from '../operation-parts';

const sync = renderPoster.build('');
const body = { limit: BATCH_BODY_LIMIT, parse: parseBatchRequest };

/** POST /v1/batches (app/v1/batches/route.ts). */
export const queueBatch = defineOperation({
  method: 'post',
  path: '/v1/batches',
  operationId: 'queueBatch',
  tag: 'Render',
  summary: 'Queue a batch of renders',
  auth: 'key',
  authBeforeBody: true,
  // A key with nothing left: refused before its body is read.
  beforeBody: refuseSpentKey,
  body,
  status: 202,
  build: () => ({
    description:
      `Accepts 1 to ${BATCH_MAX_RENDERS} renders at once, each an item of renders overlaid on defaults field by field (an item’s value of a field, whether given at the top level, in params or in rawParams, replaces the default’s whole, lists and objects included). ` +
      'Every item is checked as POST /v1/render checks its body: one bad item is a 400 naming it (renders[3].zoom must be between 0 and 22), and then nothing is queued. ' +
      'Otherwise the batch and all its renders are queued together, each a render of its own (GET /v1/renders/{id}), drawn in the background and charged when it succeeds, as POST /v1/renders. ' +
      'With fewer renders left in the quota or credits than items, the items that cannot be charged fail with the code a synchronous render would get (quota_exceeded, no_credits) and the others still render. ' +
      `Ask GET /v1/batches/{id} (the Location header) how it goes, and GET /v1/batches/{id}/archive for its posters in one ZIP. The body is at most ${BATCH_BODY_LIMIT / 1024 / 1024} MiB.`,
    parameters: sync.parameters,
    requestBody: bodyRef('BatchRequest'),
    responses: {
      '202': jsonResponse('Queued, all of it.', 'BatchAccepted', {
        headers: ['Location', 'Idempotent-Replayed'],
        example: { id: EXAMPLE_BATCH_ID, status: 'queued', total: 3 },
      }),
      '400': errorResponse(
        `Invalid batch: renders missing, empty or longer than ${BATCH_MAX_RENDERS}, an unknown field, or a bad item or default (each named by its index or as defaults, and its field). An item whose map would be left blank, or that names a map-tile style with no tile server here, is named by its index too (renders[3]: the map data covers 54 % of this poster …), with the code partial_map_data, no_map_data or tile_style_unavailable when every item's problem is of that one kind, else invalid_request. Nothing is queued.`,
        'renders[3].zoom must be between 0 and 22; defaults.theme must be one of …',
      ),
      '401': UNAUTHORIZED,
      '402': sync.responses['402']!,
      '403': sync.responses['403']!,
      '409': sync.responses['409']!,
      '413': tooLarge(body.limit),
      '415': notJson(),
      '422': sync.responses['422']!,
      '429': errorResponse(
        `The batch would take the key past ${MAX_QUEUED_RENDERS} renders queued or rendering, the most one key may have waiting (code too_many_queued); nothing is queued: wait for some to finish and send again. Or its monthly quota is used up already (code quota_exceeded, as POST /v1/render says it); a quota with fewer renders left than items is not refused: the items it cannot pay for fail.`,
        `this key has ${MAX_QUEUED_RENDERS - 2} renders queued or rendering and may have at most ${MAX_QUEUED_RENDERS} waiting at once; these 3 renders would pass it: wait for some to finish (GET /v1/renders) and send again`,
        ['Retry-After'],
        'too_many_queued',
      ),
      '503': databaseDown(),
    },
  }),
});
