import { codeOfStatus } from '@/lib/http';
import serverLimits from '@/scripts/server-limits.json' with { type: 'json' };
import type { JsonSchema } from './json-schema';
import { errorResponse } from './operation-parts';

/**
 * What scripts/server.mjs (the production server, in front of Next.js) refuses before any route
 * sees the request, for every path: headers over 16 KiB (431), a request not received in time
 * (408: headers within 10 s, the whole request within 30 s by default), and malformed HTTP or a
 * malformed percent-escape in the path (400). The numbers are server.mjs's own, read from the file
 * it reads them from (scripts/server-limits.json); tests/integration/openapi.test.ts reads the
 * statuses out of server.mjs.
 */
export const SERVER_LIMITS: Readonly<{ headerKiB: number; headersSeconds: number; requestSeconds: number }> = serverLimits;
const MALFORMED_HTTP = 'a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing)';

function refusedBeforeRouting(): Record<string, JsonSchema> {
  return {
    '400': errorResponse(`Invalid request: ${MALFORMED_HTTP}.`, 'malformed HTTP request'),
    '408': errorResponse(
      `The request was not received in time: its headers within ${SERVER_LIMITS.headersSeconds} s, the whole request with its body within ${SERVER_LIMITS.requestSeconds} s (refused before routing).`,
      `the request was not received in time (headers within ${SERVER_LIMITS.headersSeconds} s, the whole request within ${SERVER_LIMITS.requestSeconds} s)`,
    ),
    '431': errorResponse(
      `The request headers are larger than ${SERVER_LIMITS.headerKiB} KiB (refused before routing).`,
      `request headers are larger than ${SERVER_LIMITS.headerKiB} KiB`,
    ),
  };
}

/**
 * 405: every route answers the methods it does not serve with a JSON 405 and Allow (lib/http
 * methodsOtherThan). OpenAPI has no place for the answer to a method a path lacks, so each
 * operation of the path documents it.
 */
function methodNotAllowed(allow: string): JsonSchema {
  const other = ['DELETE', 'PUT', 'PATCH', 'POST', 'GET'].find((method) => !allow.split(', ').includes(method))!;
  return errorResponse(
    `Another method than ${allow} on this path (${other}, say): refused, with the methods it serves in Allow (${allow}).`,
    `${other} is not supported here; use ${allow}`,
    ['Allow'],
  );
}

/** The statuses every operation can answer: 405 for the path's other methods, and what the server refuses before routing. */
export function withEveryPathStatuses(paths: JsonSchema): JsonSchema {
  for (const operations of Object.values(paths) as Record<string, JsonSchema>[]) {
    const allow = Object.keys(operations)
      .map((method) => method.toUpperCase())
      .join(', ');
    for (const operation of Object.values(operations)) {
      const responses = operation.responses as Record<string, JsonSchema>;
      const { '400': malformed, ...beforeRouting } = refusedBeforeRouting();
      const own = responses['400'];
      if (own) own.description = `${String(own.description)} Also: ${MALFORMED_HTTP}.`;
      else responses['400'] = malformed!;
      Object.assign(responses, beforeRouting, { '405': methodNotAllowed(allow) });
    }
  }
  return paths;
}

/** Every error example gets the code its status has (lib/http's one table decides it), so the document never disagrees with the API. */
export function withErrorCodes(paths: JsonSchema): JsonSchema {
  for (const operations of Object.values(paths) as JsonSchema[]) {
    for (const operation of Object.values(operations) as JsonSchema[]) {
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, JsonSchema>)) {
        const content = response.content as Record<string, { example?: { error?: boolean; code?: string; message?: string } }> | undefined;
        const example = content?.['application/json']?.example;
        if (example?.error !== true || !/^\d{3}$/.test(status)) continue;
        content!['application/json']!.example = {
          error: true,
          code: example.code ?? codeOfStatus(Number(status)),
          message: example.message,
        };
      }
    }
  }
  return paths;
}
