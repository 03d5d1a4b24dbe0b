import { defineOperation } from '../operation';
import { headersOf } from '../operation-parts';

/** GET /openapi.json (app/openapi.json/route.ts): the document itself. */
export const openapi = defineOperation({
  method: 'get',
  path: '/openapi.json',
  operationId: 'openapi',
  tag: 'Service',
  summary: 'This document',
  auth: 'none',
  // The docs page presents the document in its section "OpenAPI document", not among the endpoints.
  docsSection: 'openapi',
  build: () => ({
    responses: { '200': { description: 'The OpenAPI 3.1 document of the API.', headers: headersOf([]), content: { 'application/json': {} } } },
  }),
});
