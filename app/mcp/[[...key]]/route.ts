import { ApiError, methodsOtherThan, route } from '@/lib/http';
import { callerOf, handleMcpPost } from '@/lib/mcp';

export const dynamic = 'force-dynamic';
export const maxDuration = 120;

/**
 * The MCP server (Streamable HTTP, stateless, JSON responses) at /mcp, with the API key as
 * `Authorization: Bearer <key>` or in the path, /mcp/<key>. Only POST carries messages: without
 * sessions there is no stream to GET and nothing to DELETE, so those answer 405 as the transport
 * allows. The key is never echoed: not in an error, not in a log line (the log masks key-shaped text).
 */
export const POST = route(async (request, context: { params: Promise<{ key?: string[] }> }) => {
  const { key: segments = [] } = await context.params;
  if (segments.length > 1) throw new ApiError('not_found', 'no such endpoint: the MCP server is at /mcp, or /mcp/<API key>');
  return handleMcpPost(request, callerOf(request, segments[0]));
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
