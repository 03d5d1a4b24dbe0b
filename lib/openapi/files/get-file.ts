import { EXAMPLE_RENDER_ID } from '../examples';
import { defineOperation } from '../operation';
import { errorResponse, headersOf } from '../operation-parts';

/** GET /files/{key} (app/files/[...path]/route.ts). */
export const getFile = defineOperation({
  method: 'get',
  path: '/files/{key}',
  operationId: 'getFile',
  tag: 'Files',
  summary: 'A stored poster',
  auth: 'none',
  build: () => ({
    description:
      'A stored poster, public, no key (with the default local storage; with Vercel Blob or S3 the url of a RenderResult points there instead). ' +
      'Use the url of a RenderResult as it is. Immutable: cached for a year. Served with a Content-Security-Policy that lets nothing run, and the provenance record in X-Atlasprint-Provenance.',
    parameters: [
      {
        name: 'key',
        in: 'path',
        required: true,
        description: 'The storage key: renders/<render id>.<png|jpg|webp|pdf|svg>.',
        schema: { type: 'string' },
        example: `renders/${EXAMPLE_RENDER_ID}.png`,
      },
    ],
    responses: {
      '200': {
        description: 'The file.',
        headers: {
          ...headersOf([]),
          ETag: { description: 'The file name, quoted; send it as If-None-Match.', schema: { type: 'string' } },
          'Cache-Control': { description: 'public, max-age=31536000, immutable', schema: { type: 'string' } },
          'X-Atlasprint-Provenance': { description: 'The signed provenance record, as JSON.', schema: { type: 'string' } },
        },
        content: {
          'image/png': {},
          'image/jpeg': {},
          'image/webp': {},
          'application/pdf': {},
          'image/svg+xml': {},
        },
      },
      '304': { description: 'Not modified (If-None-Match matched the ETag).', headers: headersOf([]) },
      '404': errorResponse('No such file.', `no such file: /files/renders/${EXAMPLE_RENDER_ID}.png`),
    },
  }),
});
