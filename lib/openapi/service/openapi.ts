import { defineOperation } from '../operation';
import { headersOf, NO_CREDENTIALS } from '../operation-parts';

/** GET /openapi.json (app/openapi.json/route.ts): the document itself. */
export const openapi = defineOperation({
  method: 'get',
  path: '/openapi.json',
  operationId: 'openapi',
  tag: 'Service',
  summary: 'This document',
  // The docs page presents the document in its section "OpenAPI document", not among the endpoints.
  docsSection: 'openapi',
  build: () => ({
    security: NO_CREDENTIALS,
    responses: { '200': { description: 'The OpenAPI 3.1 document of the API.', headers: headersOf([]), content: { 'application/json': {} } } },
  }),
});
