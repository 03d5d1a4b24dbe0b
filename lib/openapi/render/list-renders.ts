import { validated } from '@/lib/http';
import { RENDER_LIST_LIMIT, renderListQuerySchema } from '@/lib/posters';
import { EXAMPLE_RENDER_ID } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, errorResponse, jsonResponse, withDecimalLimit, UNAUTHORIZED } from '../operation-parts';

const checked = validated(renderListQuerySchema, (keys) => `${keys} is not a parameter of /v1/renders (use limit and starting_after)`);

/** The query string's limit and starting_after, each bad one named. */
const query = withDecimalLimit(checked);

/** GET /v1/renders (app/v1/renders/route.ts). */
export const listRenders = defineOperation({
  method: 'get',
  path: '/v1/renders',
  operationId: 'listRenders',
  tag: 'Render',
  summary: 'The key’s renders',
  auth: 'key',
  query,
  build: () => {
    const shape = renderListQuerySchema.shape;
    return {
      description:
        'The calling key’s renders, queued and synchronous, newest first, a page at a time: pass the last id of a page as starting_after for the next, while has_more is true.',
      parameters: [
        {
          name: 'limit',
          in: 'query',
          required: false,
          description: shape.limit.description,
          schema: { type: 'integer', minimum: RENDER_LIST_LIMIT.min, maximum: RENDER_LIST_LIMIT.max, default: RENDER_LIST_LIMIT.default },
          example: 20,
        },
        {
          name: 'starting_after',
          in: 'query',
          required: false,
          description: shape.starting_after.description,
          schema: { type: 'string' },
          example: EXAMPLE_RENDER_ID,
        },
      ],
      responses: {
        '200': jsonResponse('A page of renders.', 'RenderList', {
          example: {
            data: [{ id: EXAMPLE_RENDER_ID, status: 'queued', created_at: '2026-11-22T07:28:51.902Z', started_at: null, finished_at: null }],
            has_more: false,
          },
        }),
        '400': errorResponse(
          'limit is not a whole number from 1 to 100, starting_after is not one of the key’s render ids, or a parameter is neither.',
          `limit must be a whole number between ${RENDER_LIST_LIMIT.min} and ${RENDER_LIST_LIMIT.max}`,
        ),
        '401': UNAUTHORIZED,
        '503': databaseDown(),
      },
    };
  },
});
