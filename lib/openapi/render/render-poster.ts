import { DATABASE_RETRY_SECONDS } from '@/lib/errors';
import { RENDER_BODY_LIMIT } from '@/lib/http';
import { IDEMPOTENCY_WINDOW_HOURS, parseRenderRequest, refuseSpentKey } from '@/lib/posters';
import {
  MAX_RASTER_DIMENSION,
  MIN_DIMENSION,
  MIN_MAP_COVERAGE,
  PREVIEW_DIMENSION,
  RENDER_DEADLINE_MS,
  RENDER_QUEUE_LIMIT,
  SYNC_MAX_DIMENSION,
} from '@/lib/render';
import { bodyRef } from '../components';
import { exampleRenderResult } from '../examples';
import { defineOperation } from '../operation';
import { errorResponse, jsonResponse, notJson, quotas, tooLarge, UNAUTHORIZED } from '../operation-parts';

const body = { limit: RENDER_BODY_LIMIT, parse: parseRenderRequest };
/** POST /v1/render (app/v1/render/route.ts). */
export const renderPoster = defineOperation({
  method: 'post',
  path: '/v1/render',
  operationId: 'renderPoster',
  tag: 'Render',
  summary: 'Render a poster',
  auth: 'key',
  // The key first: a request without a valid one costs a header check and a lookup, never the work of
  // reading and validating up to 2 MiB of body. Then the body is validated before anything is charged.
  authBeforeBody: true,
  // A key with nothing left: refused before its body is read.
  beforeBody: refuseSpentKey,
  body,
  build: (baseUrl) => ({
    description:
      `Renders a poster, stores it and returns a public link to it with its signed provenance record. A render takes well under a second at the usual sizes (0.3 to 0.7 s measured for a 3072×4096 PNG or PDF of a city centre), longer for the first poster of a new place or a routed walk; the deadline is 90 s. ` +
      `Counts one render against the key's monthly quota (${quotas}; resets at 00:00 UTC on the 1st) or its credits, on success only: ` +
      `a refused or failed render is never counted. maxDimension is at least ${MIN_DIMENSION}, and a sheet longer than ${SYNC_MAX_DIMENSION} px (maxDimension, or printSize at dpi) is a 400 here: queue it with POST /v1/renders (PNG and JPEG up to ${MAX_RASTER_DIMENSION} px); preview adds a ${PREVIEW_DIMENSION} px WebP. ` +
      `The request body is at most ${body.limit / 1024 / 1024} MiB (room for a routeTrack of 20 000 points).`,
    parameters: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          `Makes retries safe: a request repeated with the same key and the same body within ${IDEMPOTENCY_WINDOW_HOURS} hours answers the first request's result ` +
          '(same id, url and provenance; without the preview) and is charged once, with Idempotent-Replayed: true. The same key with another body is a 422; ' +
          'while the first request is still rendering, a 409; once its poster has been taken down from storage, a 410. A request that failed is forgotten, so its retry renders. Keys are per API key; use a new UUID per poster.',
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
        example: '5f1c7a52-3b9e-4d1a-9a63-0c8e2f7b9d41',
      },
    ],
    requestBody: bodyRef('RenderRequest'),
    responses: {
      '200': jsonResponse('The poster, stored and signed.', 'RenderResult', {
        headers: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Idempotent-Replayed'],
        example: exampleRenderResult(baseUrl),
      }),
      '409': errorResponse(
        'A request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result.',
        'a request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result',
        ['Retry-After'],
      ),
      '410': errorResponse(
        'The poster this Idempotency-Key made is no longer stored (an operator took it down): send the request with a new Idempotency-Key to render it again.',
        'the poster this Idempotency-Key made (rnd_…) is no longer stored; send the request with a new Idempotency-Key to render it again',
      ),
      '422': errorResponse(
        'This Idempotency-Key was used with a different request in the last 24 hours.',
        'this Idempotency-Key was used with a different request in the last 24 hours: use a new key for a new request',
      ),
      '400': errorResponse(
        `Invalid request: a bad value (each named by its field and the rule, all at once), an unknown field, or a body that is not a JSON object (code invalid_request). Or a poster its map would leave blank: the map data covers less than ${Math.round(MIN_MAP_COVERAGE * 100)} % of it (code partial_map_data, naming the share and the zoom at which the data fills it; allowPartialMap: true draws it anyway) or none of it (code no_map_data, naming where the data is); or a map-tile style this deployment has no tile server for (code tile_style_unavailable, naming the setting). Nothing is charged.`,
        'zoom must be between 0 and 22; format must be one of png, jpeg, webp, pdf, svg',
      ),
      '401': UNAUTHORIZED,
      '402': errorResponse('No render credits left (single plan).', 'no render credits left on this single-render key: buy another render or a subscription'),
      '403': errorResponse(
        'The key is suspended (its last payment failed; it works again once paid) or revoked (the subscription ended).',
        'API key suspended: the last payment for this plan failed; it works again once the plan is paid',
      ),
      '413': tooLarge(body.limit),
      '415': notJson(),
      '429': errorResponse(
        'The monthly quota is used up: it resets at 00:00 UTC on the 1st (Retry-After gives the seconds until then), or move the same key to a larger plan with POST /v1/keys/upgrade.',
        'monthly quota of 100 renders used up for 2026-11; it resets at 2026-12-01T00:00:00Z (the 1st, UTC), or upgrade with POST /v1/keys/upgrade (the same key, a larger quota at once)',
        ['Retry-After'],
      ),
      '502': errorResponse(
        'The render or its storage failed. Not charged; safe to retry.',
        'render failed: map tiles could not be loaded; it was not charged and is safe to retry',
      ),
      '503': errorResponse(
        `The renderer is busy (its queue is full; code busy), the render passed its ${RENDER_DEADLINE_MS / 1000} s deadline (code timeout), or the database could not be reached (code database_unavailable, Retry-After: ${DATABASE_RETRY_SECONDS}); not charged, nothing kept, retry after Retry-After. Or the only map data source for this view is a remote one that cannot be reached (offline, its host down; code map_source_unreachable, naming its host, no Retry-After): retrying does not help until it is reachable; the message says which zoom or places the map data this server can read covers (GET /v1/places answers covered for each place).`,
        `renderer busy: ${RENDER_QUEUE_LIMIT} posters are waiting; retry in about a minute (not charged)`,
        ['Retry-After'],
      ),
    },
  }),
});
