import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { getConfig } from '@/lib/config';
import { getDb, type ApiKeyRow, type Database } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { ApiError, bearerKey, toApiError, validated } from '@/lib/http';
import { newId } from '@/lib/ids';
import { authenticateKey, KEY_PREFIX } from '@/lib/keys';
import { log } from '@/lib/log';
import { operations } from '@/lib/openapi';
import {
  getBatch,
  getRender,
  parseIdempotencyKey,
  placeCoverage,
  queueBatch,
  renderDependencies,
  renderForKey,
  type BatchObject,
  type RenderObject,
  type RenderResult,
} from '@/lib/posters';
import { findPlaces, limitPlaceSearches, PLACES_CREDIT, withCoverage } from '@/lib/places';
import { describeIssue } from '@/lib/render';
import { keyStatus, type KeyStatus } from '@/lib/usage';
import { getRenderArguments, IDEMPOTENCY_ARGUMENT } from './schema';

/**
 * The MCP tools: the REST API's own services (parseRenderRequest, authenticateKey, renderForKey,
 * keyStatus) called in process, their failures turned into tool errors with the messages REST gives.
 * The key goes to those services and nowhere else: never into a log line, an error or a result.
 */

/** The API key a client presented with one HTTP request, or why it cannot be used. */
export type Caller = { key: string } | { problem: string } | { key?: undefined };

/** Longest path segment taken as a key; a real key is 49 characters. */
const MAX_PATH_KEY_LENGTH = 200;

/** The key from the path (`/mcp/<key>`) or from `Authorization: Bearer <key>`; nothing is looked up yet. */
export function callerOf(request: Request, pathKey: string | undefined): Caller {
  const header = request.headers.get('authorization');
  const hasHeader = header !== null && header.trim() !== '';
  if (pathKey !== undefined && pathKey !== '') {
    if (!/^\S+$/.test(pathKey) || pathKey.length > MAX_PATH_KEY_LENGTH) {
      return { problem: `the API key in the server URL is not a key (a key is ${KEY_PREFIX} and 40 letters and digits)` };
    }
    if (hasHeader && /^Bearer\s/i.test(header.trim())) {
      const fromHeader = header
        .trim()
        .replace(/^Bearer\s+/i, '')
        .trim();
      if (fromHeader !== pathKey) return { problem: 'two different API keys were given, one in the server URL and one in the Authorization header: give one' };
    }
    return { key: pathKey };
  }
  if (!hasHeader) return {};
  try {
    return { key: bearerKey(request) };
  } catch (error) {
    if (error instanceof ApiError) return { problem: error.message };
    throw error;
  }
}

/** How to get a key and where to put it: said with every refusal of a missing or invalid key. */
export function keyHint(): string {
  const base = getConfig().publicBaseUrl;
  return `Get an API key at ${base}/pricing, then add it to the server URL (${base}/mcp/<API key>) or send the header "Authorization: Bearer <API key>".`;
}

/** What a tool call without a key is told, before keyHint(): a client that dropped the key from /mcp/<key> gets this too. */
export const NO_KEY_PROBLEM = 'no API key: this tool renders with your API key';

/** The whole refusal of a tool call without a key, as the server sends it. */
export function noKeyMessage(): string {
  return `${NO_KEY_PROBLEM}. ${keyHint()}`;
}

function unauthorized(message: string): DomainError {
  return new DomainError('unauthorized', `${message}. ${keyHint()}`);
}

/** The caller's key row, through the one authenticateKey() REST uses too: refused with how to get a key. */
async function authenticated(db: Database, caller: Caller): Promise<ApiKeyRow> {
  if ('problem' in caller) throw unauthorized(caller.problem);
  if (caller.key === undefined) throw unauthorized(NO_KEY_PROBLEM);
  try {
    return await authenticateKey(db, caller.key);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unauthorized') throw unauthorized(error.message);
    throw error;
  }
}

export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** Runs a tool: a known failure (as REST would answer it) becomes a tool error with its message; anything else a logged internal error. */
async function asTool(tool: string, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  const started = performance.now();
  let outcome = 'ok';
  try {
    return await run();
  } catch (error) {
    const known = toApiError(error);
    if (known) {
      outcome = known.code;
      return toolError(known.message);
    }
    const requestId = newId('req');
    outcome = 'error';
    log.error('mcp tool failed', { requestId, tool, error });
    return toolError(`internal error; quote request id ${requestId} if you report it`);
  } finally {
    log.debug('mcp tool call', { tool, outcome, ms: Math.round(performance.now() - started) });
  }
}

function describeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

function describeUsage(usage: RenderResult['usage']): string {
  if ('credits' in usage) return `${usage.credits} render credit${usage.credits === 1 ? '' : 's'} left on this key.`;
  return `${usage.used} of ${usage.quota} renders used this month, ${usage.remaining} left.`;
}

/** `signal`: the MCP request was cancelled, or its HTTP request ended: the render stops and is refunded. */
export function renderPoster(args: Record<string, unknown> | undefined, caller: Caller, signal?: AbortSignal): Promise<CallToolResult> {
  return asTool('render_poster', async () => {
    // As in POST /v1/render: the key first (no work for a caller without one), then the arguments, before anything is charged.
    const db = await getDb();
    const key = await authenticated(db, caller);
    const { [IDEMPOTENCY_ARGUMENT]: idempotency, ...fields } = args ?? {};
    const parsed = operations.renderPoster.body.parse(fields);
    const idempotencyKey = parseIdempotencyKey(idempotency === undefined ? undefined : String(idempotency), IDEMPOTENCY_ARGUMENT);
    const { result } = await renderForKey(key, parsed, renderDependencies(db), { signal, idempotencyKey });
    const { preview, ...rendered } = result;
    const summary = [
      `Poster rendered: ${rendered.format.toUpperCase()}, ${describeBytes(rendered.bytes)}, at ${rendered.url}`,
      describeUsage(rendered.usage),
      ...rendered.warnings.map((warning) => `Note: ${warning}.`),
      `Signed provenance record ${rendered.id} (check it at POST ${getConfig().publicBaseUrl}/v1/verify).`,
    ].join('\n');
    return {
      content: [
        { type: 'text', text: summary },
        { type: 'text', text: JSON.stringify(rendered) },
        ...(preview ? [{ type: 'image' as const, mimeType: preview.mime, data: preview.data }] : []),
      ],
      structuredContent: { ...rendered },
    };
  });
}

function describeStatus(status: KeyStatus): string {
  const allowance =
    status.credits !== null
      ? `${status.credits} render credit${status.credits === 1 ? '' : 's'} left`
      : `${status.used} of ${status.quota} renders used in ${status.period}, ${status.remaining} left`;
  return `Plan ${status.plan}, key ${status.key_prefix}… (${status.status}): ${allowance}.`;
}

export function getRenderUsage(caller: Caller): Promise<CallToolResult> {
  return asTool('get_render_usage', async () => {
    const db = await getDb();
    const status = await keyStatus(db, await authenticated(db, caller));
    return {
      content: [
        { type: 'text', text: describeStatus(status) },
        { type: 'text', text: JSON.stringify(status) },
      ],
      structuredContent: { ...status },
    };
  });
}

/** find_place's arguments: GET /v1/places's q and limit, by its schema, each bad one named as there. */
const findPlaceArguments = validated(operations.findPlaces.query.schema, (keys) => `${keys} is not an argument of find_place (use q and limit)`, describeIssue);

/** find_place: the place index behind GET /v1/places; no key, nothing charged, and the same limit per client address. */
export function findPlace(args: Record<string, unknown> | undefined, clientAddress: string): Promise<CallToolResult> {
  return asTool('find_place', async () => {
    const { q, limit } = findPlaceArguments.parse(args ?? {});
    await limitPlaceSearches(await getDb(), clientAddress);
    const results = await withCoverage(await findPlaces(q, limit), placeCoverage);
    const lines = results.length
      ? results.map(
          (place, i) =>
            `${i + 1}. ${place.name}, ${place.countryName}: lat ${place.lat}, lon ${place.lon}, zoom ${place.zoom} (population ${place.population.toLocaleString('en')}); ${place.covered ? 'map data covers it' : `not covered by the map data now${place.coveredZoom === undefined ? '' : `, but at zoom ${place.coveredZoom}`}`}`,
        )
      : [`No place called ${JSON.stringify(q)} with 1 000 people or more: try another spelling, or give lat and lon directly.`];
    const body = { query: q, results, credit: PLACES_CREDIT };
    return {
      content: [
        { type: 'text', text: lines.join('\n') },
        { type: 'text', text: JSON.stringify(body) },
      ],
      structuredContent: body,
    };
  });
}

function describeRender(render: RenderObject): string {
  if (render.status === 'succeeded' && render.result) {
    return `Render ${render.id} succeeded: ${render.result.format.toUpperCase()}, ${describeBytes(render.result.bytes)}, at ${render.result.url}`;
  }
  if (render.status === 'failed' && render.error) return `Render ${render.id} failed (${render.error.code}): ${render.error.message}`;
  const progress = render.progress;
  if (progress?.stage === 'drawing') {
    return `Render ${render.id} is rendering: ${progress.strips_done} of ${progress.strips} strips drawn (${Math.floor(progress.fraction * 100)} %); ask again in a few seconds.`;
  }
  if (progress?.stage === 'finishing')
    return `Render ${render.id} is rendering: every strip is drawn, the file is being finished and stored; ask again in a few seconds.`;
  return `Render ${render.id} is ${render.status}; ask again in a few seconds.`;
}

/** get_render's arguments, each bad one named as REST names it. */
const getRenderInput = validated(getRenderArguments, (keys) => `${keys} is not an argument of get_render (use id)`, describeIssue);

/** get_render: GET /v1/renders/{id} for agents that queued a render or a batch. */
export function getRenderTool(args: Record<string, unknown> | undefined, caller: Caller): Promise<CallToolResult> {
  return asTool('get_render', async () => {
    const db = await getDb();
    const key = await authenticated(db, caller);
    const { id } = getRenderInput.parse(args ?? {});
    const render = await getRender(db, key, id);
    return {
      content: [
        { type: 'text', text: describeRender(render) },
        { type: 'text', text: JSON.stringify(render) },
      ],
      structuredContent: { ...render },
    };
  });
}

function describeBatch(batch: BatchObject): string {
  return [
    `Batch ${batch.id} queued: ${batch.total} poster${batch.total === 1 ? '' : 's'}, drawn in the background, each charged when it succeeds.`,
    `Follow each render with get_render: ${batch.renders.map((render) => render.id).join(', ')}.`,
  ].join('\n');
}

/** render_batch: POST /v1/batches, answered with the batch as GET /v1/batches/{id} shows it (the render ids to follow). */
export function renderBatch(args: Record<string, unknown> | undefined, caller: Caller): Promise<CallToolResult> {
  return asTool('render_batch', async () => {
    const db = await getDb();
    const key = await authenticated(db, caller);
    const { [IDEMPOTENCY_ARGUMENT]: idempotency, ...fields } = args ?? {};
    const parsed = await operations.queueBatch.body.parse(fields);
    const idempotencyKey = parseIdempotencyKey(idempotency === undefined ? undefined : String(idempotency), IDEMPOTENCY_ARGUMENT);
    const { accepted } = await queueBatch(db, key, parsed, { idempotencyKey });
    const batch = await getBatch(db, key, accepted.id);
    return {
      content: [
        { type: 'text', text: describeBatch(batch) },
        { type: 'text', text: JSON.stringify(batch) },
      ],
      structuredContent: { ...batch },
    };
  });
}
