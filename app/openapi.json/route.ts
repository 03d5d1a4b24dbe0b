import { getConfig } from '@/lib/config';
import { methodsOtherThan, route } from '@/lib/http';
import { buildOpenApiDocument, operations } from '@/lib/openapi';

export const dynamic = 'force-dynamic';

/** The OpenAPI 3.1 document of the API, generated from the zod schemas the handlers validate with. */
export const GET = route(operations.openapi, () =>
  Response.json(buildOpenApiDocument(getConfig().publicBaseUrl), {
    headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
  }),
);

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
