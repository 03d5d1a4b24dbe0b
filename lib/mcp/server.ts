import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { getConfig } from '@/lib/config';
import { ApiError, clientAddress, readJsonBody, RENDER_BODY_LIMIT } from '@/lib/http';
import { toolSchemas } from './schema';
import { findPlace, getRenderTool, getRenderUsage, renderBatch, renderPoster, type Caller } from './tools';

export const MCP_SERVER_NAME = 'atlasprint';
export const MCP_SERVER_VERSION = '1.0.0';

export const TOOL_NAMES = ['find_place', 'render_poster', 'render_batch', 'get_render', 'get_render_usage'] as const;

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
      name: 'find_place',
      title: 'Find a place by name',
      description:
        'Coordinates and a poster zoom for a place name, from an offline world place index (GeoNames): any language or script, accents and small typos forgiven, ' +
        'optionally narrowed by ", country" or ", US state" ("Paris, Texas"). Best match first. Needs no API key and costs nothing: use it before render_poster to get lat, lon and zoom.',
      inputSchema: schemas.findPlaceInput as Tool['inputSchema'],
      outputSchema: schemas.placesResult as Tool['outputSchema'],
      annotations: { title: 'Find a place by name', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    {
      name: 'render_poster',
      title: 'Render a map poster',
      description:
        "Render a map poster of a place and store it; returns its public url, format, size, signed provenance record and the key's usage. " +
        'Give lat and lon of the centre, a zoom (about 11 a metro area, 13 a city, 15 a neighbourhood, 16-17 a few streets), a theme, and the title (city) and subtitle (country). ' +
        'Counts one render on success only. Set preview to see the poster as an image.',
      inputSchema: schemas.renderPosterInput as Tool['inputSchema'],
      outputSchema: schemas.renderResult as Tool['outputSchema'],
      annotations: { title: 'Render a map poster', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    {
      name: 'render_batch',
      title: 'Render a batch of map posters',
      description:
        'Queue 1 to 100 posters at once, drawn in the background: renders is a list of render_poster arguments, each laid over defaults field by field (an item’s value of a field replaces the default’s). ' +
        'Every item is checked first; one bad item refuses the batch, naming it (renders[3].zoom …), and nothing is queued. Returns the batch with the id of each render: follow each with get_render. ' +
        'Each poster counts one render when it succeeds; with fewer renders left than items, the items that cannot be charged fail (quota_exceeded, no_credits) and the rest still render.',
      inputSchema: schemas.renderBatchInput as Tool['inputSchema'],
      outputSchema: schemas.batch as Tool['outputSchema'],
      annotations: { title: 'Render a batch of map posters', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    {
      name: 'get_render',
      title: 'A render and its status',
      description:
        'A render of this API key by its id (rnd_…), as GET /v1/renders/{id} answers: its status (queued, rendering, succeeded, failed), its times, how far it has come while rendering (progress: stage and fraction of its strips drawn), and its result (url, provenance) once it succeeded or its error once it failed. ' +
        'Use it to follow a render queued with POST /v1/renders or a batch; it costs nothing.',
      inputSchema: schemas.getRenderInput as Tool['inputSchema'],
      outputSchema: schemas.render as Tool['outputSchema'],
      annotations: { title: 'A render and its status', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
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
export function createMcpServer(caller: Caller, http: { signal?: AbortSignal; clientAddress: string }): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, title: 'Atlasprint map posters', version: MCP_SERVER_VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: instructions() },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools() }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const { name, arguments: args } = request.params;
    if (name === 'find_place') return findPlace(args, http.clientAddress);
    // The SDK's signal ends with the MCP request; the HTTP request's ends when the client hangs up: either stops the render (refunded).
    if (name === 'render_poster') return renderPoster(args, caller, http.signal ? AbortSignal.any([extra.signal, http.signal]) : extra.signal);
    if (name === 'render_batch') return renderBatch(args, caller);
    if (name === 'get_render') return getRenderTool(args, caller);
    if (name === 'get_render_usage') return getRenderUsage(caller);
    throw new McpError(ErrorCode.InvalidParams, `unknown tool ${JSON.stringify(name.slice(0, 100))}: use ${TOOL_NAMES.join(', ')}`);
  });
  return server;
}

/** The most messages one POST may carry. */
export const MAX_BATCH = 16;
/** No MCP request runs longer than this: a render's own deadline (90 s) with room to store it. */
export const MCP_DEADLINE_MS = 110_000;

type JsonRpcId = string | number;
interface JsonRpcError {
  jsonrpc: '2.0';
  id: JsonRpcId | null;
  error: { code: number; message: string };
}
const rpcError = (id: JsonRpcId | null, code: number, message: string): JsonRpcError => ({ jsonrpc: '2.0', id, error: { code, message } });
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isRequest = (message: Record<string, unknown>) =>
  typeof message.method === 'string' && (typeof message.id === 'string' || typeof message.id === 'number');

/**
 * What the transport is given, and what is answered without it. A batch is refused whole when it is
 * too long or repeats an id (two answers could not be told apart, and a repeated render would be
 * charged twice). A request cancelled in its own batch never runs and is answered as cancelled (the
 * transport would wait for it forever); a cancellation of anything else has nothing to cancel here
 * (each POST is its own server). tools/call with arguments that are not an object gets a clean
 * invalid-params error, not the SDK's schema dump.
 */
export function screenMessages(body: unknown): { refuse: JsonRpcError } | { pass: unknown; answers: JsonRpcError[] } {
  if (!Array.isArray(body)) {
    if (
      isObject(body) &&
      isRequest(body) &&
      body.method === 'tools/call' &&
      isObject(body.params) &&
      body.params.arguments !== undefined &&
      !isObject(body.params.arguments)
    ) {
      return { pass: undefined, answers: [rpcError(body.id as JsonRpcId, ErrorCode.InvalidParams, 'arguments must be an object of RenderRequest fields')] };
    }
    return { pass: body, answers: [] };
  }
  if (body.length > MAX_BATCH)
    return { refuse: rpcError(null, ErrorCode.InvalidRequest, `a batch may hold at most ${MAX_BATCH} messages; this one has ${body.length}`) };
  const seen = new Set<JsonRpcId>();
  for (const message of body) {
    if (!isObject(message) || !isRequest(message)) continue;
    const id = message.id as JsonRpcId;
    if (seen.has(id))
      return { refuse: rpcError(null, ErrorCode.InvalidRequest, `each request in a batch needs its own id; ${JSON.stringify(id)} appears more than once`) };
    seen.add(id);
  }
  const cancelled = new Set<JsonRpcId>();
  for (const message of body) {
    if (isObject(message) && message.method === 'notifications/cancelled' && isObject(message.params)) {
      const target = message.params.requestId as JsonRpcId;
      if (seen.has(target)) cancelled.add(target);
    }
  }
  const answers: JsonRpcError[] = [];
  const pass = body.filter((message) => {
    if (!isObject(message)) return true;
    if (message.method === 'notifications/cancelled') return false;
    if (!isRequest(message)) return true;
    const id = message.id as JsonRpcId;
    if (cancelled.has(id)) {
      answers.push(rpcError(id, -32800, 'request cancelled by the client before it ran; nothing was charged'));
      return false;
    }
    if (message.method === 'tools/call' && isObject(message.params) && message.params.arguments !== undefined && !isObject(message.params.arguments)) {
      answers.push(rpcError(id, ErrorCode.InvalidParams, 'arguments must be an object of RenderRequest fields'));
      return false;
    }
    return true;
  });
  return { pass: pass.length > 0 ? pass : undefined, answers };
}

const jsonResponse = (body: unknown, status = 200) => Response.json(body, { status });

/** Answers one Streamable HTTP POST (JSON responses, no sessions), then closes its server. */
export async function handleMcpPost(request: Request, caller: Caller): Promise<Response> {
  // The body is read here (the transport would read it the same way, with the same limit) to screen it.
  let body: unknown;
  try {
    body = await readJsonBody(request, RENDER_BODY_LIMIT);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return jsonResponse(rpcError(null, error.status === 400 ? ErrorCode.ParseError : ErrorCode.InvalidRequest, error.message), error.status);
  }
  const screened = screenMessages(body);
  if ('refuse' in screened) return jsonResponse(screened.refuse, 400);
  const { pass, answers } = screened;
  if (pass === undefined) return jsonResponse(Array.isArray(body) ? answers : answers[0]);

  const server = createMcpServer(caller, { signal: request.signal, clientAddress: clientAddress(request) });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: RENDER_BODY_LIMIT,
  });
  await server.connect(transport);
  let timer: NodeJS.Timeout | undefined;
  try {
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    const forwarded = new Request(request.url, { method: 'POST', headers, body: JSON.stringify(pass), signal: request.signal });
    const deadline = new Promise<Response>((resolve) => {
      timer = setTimeout(
        () =>
          resolve(
            jsonResponse(rpcError(null, -32001, `the request did not finish within ${MCP_DEADLINE_MS / 1000} s; anything unfinished was not charged`), 504),
          ),
        MCP_DEADLINE_MS,
      );
    });
    // Closing the server (finally) aborts whatever is still running: an unfinished render is refunded.
    const response = await Promise.race([transport.handleRequest(forwarded), deadline]);
    if (answers.length === 0) return response;
    const answered = response.status === 202 ? [] : ((await response.json()) as unknown);
    return jsonResponse([...(Array.isArray(answered) ? answered : [answered]), ...answers]);
  } finally {
    clearTimeout(timer);
    await server.close();
  }
}
