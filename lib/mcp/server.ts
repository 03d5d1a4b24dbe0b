import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { getConfig } from '@/lib/config';
import { DEFAULT_BODY_LIMIT } from '@/lib/http';
import { toolSchemas } from './schema';
import { getRenderUsage, renderPoster, type Caller } from './tools';

export const MCP_SERVER_NAME = 'atlasprint';
export const MCP_SERVER_VERSION = '1.0.0';

export const TOOL_NAMES = ['render_poster', 'get_render_usage'] as const;

function instructions(): string {
  const base = getConfig().publicBaseUrl;
  return [
    'Atlasprint renders print-ready map posters. render_poster takes a place (lat, lon), a zoom, a theme and a title, and returns a public link to a signed SVG, PDF, PNG, JPEG or WebP file.',
    'Each successful render counts one render of the API key (its monthly quota, or one credit); failed renders are not charged. get_render_usage tells what is left.',
    `The tools need an API key: in the server URL (${base}/mcp/<API key>) or as "Authorization: Bearer <API key>". Keys are bought at ${base}/pricing.`,
  ].join('\n');
}

function tools(): Tool[] {
  const schemas = toolSchemas();
  return [
    {
      name: 'render_poster',
      title: 'Render a map poster',
      description:
        'Render a map poster of a place and store it; returns its public url, format, size, signed provenance record and the key\'s usage. ' +
        'Give lat and lon of the centre, a zoom (about 11 a metro area, 13 a city, 15 a neighbourhood, 16-17 a few streets), a theme, and the title (city) and subtitle (country). ' +
        'Counts one render on success only. Set preview to see the poster as an image.',
      inputSchema: schemas.renderPosterInput as Tool['inputSchema'],
      outputSchema: schemas.renderResult as Tool['outputSchema'],
      annotations: { title: 'Render a map poster', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    {
      name: 'get_render_usage',
      title: 'Render usage of the API key',
      description:
        "The API key's plan, status and allowance, as GET /v1/me answers: renders used and left this month (quota, used, remaining) or credits left, and when the key was created and last used.",
      inputSchema: schemas.usageInput as Tool['inputSchema'],
      outputSchema: schemas.keyStatus as Tool['outputSchema'],
      annotations: { title: 'Render usage of the API key', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
  ];
}

/**
 * One MCP server for one HTTP request (stateless): initialize and tools/list need no key; each
 * tool authenticates the caller's key itself and answers a tool error when it cannot.
 *
 * Built on the SDK's low-level Server rather than McpServer so that tool arguments reach
 * parseRenderRequest untouched and a bad one is refused with the REST API's own message, while
 * the advertised input schema is the JSON Schema of renderRequestSchema.
 */
export function createMcpServer(caller: Caller): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, title: 'Atlasprint map posters', version: MCP_SERVER_VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: instructions() },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools() }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args } = request.params;
    if (name === 'render_poster') return renderPoster(args, caller);
    if (name === 'get_render_usage') return getRenderUsage(caller);
    throw new McpError(ErrorCode.InvalidParams, `unknown tool ${JSON.stringify(name.slice(0, 100))}: use ${TOOL_NAMES.join(' or ')}`);
  });
  return server;
}

/** Answers one Streamable HTTP POST (JSON responses, no sessions), then closes its server. */
export async function handleMcpPost(request: Request, caller: Caller): Promise<Response> {
  const server = createMcpServer(caller);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: DEFAULT_BODY_LIMIT,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
