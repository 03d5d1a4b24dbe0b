import { defineOperation } from '../operation';
import { jsonResponse } from '../operation-parts';

/** GET /health (app/health/route.ts). */
export const health = defineOperation({
  method: 'get',
  path: '/health',
  operationId: 'health',
  tag: 'Service',
  summary: 'Is the API up?',
  auth: 'none',
  build: () => ({
    description: 'Unversioned. 200 when the API and its database answer.',
    responses: {
      '200': jsonResponse('The API is up.', 'Health', { example: { ok: true, service: 'atlasprint' } }),
      '503': jsonResponse('The database cannot be reached.', 'Health', {
        headers: ['Retry-After'],
        example: { ok: false, service: 'atlasprint', message: 'database unreachable' },
      }),
    },
  }),
});
