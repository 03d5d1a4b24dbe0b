import { z } from 'zod';
import { slicer } from '@/lib/event-loop';
import { didYouMean } from '@/lib/suggest';
import { withTrackCache } from '@/lib/render';
import { MAX_PROBLEMS_SAID, parseRenderRequest, RequestError, renderRequestSchema, SHORT_NAMES, type ParsedRenderRequest } from './request';

/**
 * A batch's body (POST /v1/batches; components/docs/content/api.md: Batches): `renders`, 1 to 100 RenderRequests, each
 * overlaid on `defaults`. The overlay is by field: a field the item gives (at its top level, in
 * `params` or in `rawParams`, whichever spelling) replaces the default's value of that field,
 * whichever spelling the default used; a field it does not give keeps the default's. Values are not
 * merged below that: an item's `markers`, `routeViaPoints` or `colors` replaces the default's whole.
 * Each item so made is then checked exactly as POST /v1/render checks its body, and a refusal names
 * the item (`renders[3].zoom …`) or, for a bad default, the default (`defaults.theme …`).
 */

export const BATCH_MAX_RENDERS = 100;

/** An item or the defaults: a RenderRequest in which every field may be left to the other. */
const partialRenderRequest = renderRequestSchema.partial();

/** The one schema of a batch's body: REST, MCP and the OpenAPI document describe it with this. */
export const batchRequestSchema = z
  .object({
    renders: z
      .array(partialRenderRequest)
      .min(1)
      .max(BATCH_MAX_RENDERS)
      .describe(
        `The posters, 1 to ${BATCH_MAX_RENDERS}: each a RenderRequest, overlaid on defaults field by field (lat and lon are required of each item or of defaults).`,
      ),
    defaults: partialRenderRequest
      .optional()
      .describe(
        'Fields every item starts from: an item’s own value of a field (in any spelling: top level, params or rawParams) replaces the default’s whole, lists and objects included.',
      ),
  })
  .strict();
export type BatchRequest = z.input<typeof batchRequestSchema>;

export interface ParsedBatchRequest {
  renders: ParsedRenderRequest[];
  /**
   * The body as sent, for storage: the defaults once (on the batch's row) and each item's own fields
   * (on its render's row), from which the worker makes the item's request again (batchItemRequest).
   * A batch so stored costs its body's size, not its defaults times its items.
   */
  sent: { defaults: Record<string, unknown>; items: Record<string, unknown>[] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const fieldOfShortName = (short: string) => (Object.hasOwn(SHORT_NAMES, short) ? SHORT_NAMES[short] : undefined);
/** Each field's share-link short names (rawParams). */
const shortNamesOf = new Map<string, string[]>();
for (const [short, field] of Object.entries(SHORT_NAMES)) shortNamesOf.set(field, [...(shortNamesOf.get(field) ?? []), short]);

/** The poster fields a request gives, in any of its spellings. */
function givenFields(request: Record<string, unknown>): Set<string> {
  const { params, rawParams, ...topLevel } = request;
  const fields = new Set(Object.keys(topLevel));
  if (isObject(params)) for (const name of Object.keys(params)) fields.add(name);
  if (isObject(rawParams)) for (const short of Object.keys(rawParams)) fields.add(fieldOfShortName(short) ?? short);
  return fields;
}

/**
 * Whether a request gives `field` in any of its spellings (givenFields(request).has(field), asked of one
 * field: an item of thousands of names is not copied into a set of them to answer it).
 */
function gives(request: Record<string, unknown>, field: string): boolean {
  if (field !== 'params' && field !== 'rawParams' && Object.hasOwn(request, field)) return true;
  const { params, rawParams } = request;
  if (isObject(params) && Object.hasOwn(params, field)) return true;
  if (!isObject(rawParams)) return false;
  // A name that is no short name stands for itself.
  if (fieldOfShortName(field) === undefined && Object.hasOwn(rawParams, field)) return true;
  return (shortNamesOf.get(field) ?? []).some((short) => Object.hasOwn(rawParams, short));
}

/** The defaults with every field the item gives taken out (in every spelling), then the item laid over them. */
export function overlayRequest(defaults: Record<string, unknown>, item: Record<string, unknown>): Record<string, unknown> {
  const without = (bag: Record<string, unknown>, fieldOf: (name: string) => string | undefined) =>
    Object.fromEntries(Object.entries(bag).filter(([name]) => !gives(item, fieldOf(name) ?? name)));
  const { params: defaultParams, rawParams: defaultRawParams, ...defaultTop } = defaults;
  const { params, rawParams } = item;
  // The item spread once, its params and rawParams then taken out to be laid over the defaults' below.
  const merged: Record<string, unknown> = { ...without(defaultTop, (name) => name), ...item };
  delete merged.params;
  delete merged.rawParams;
  const bag = (fromDefaults: unknown, fromItem: unknown, fieldOf: (name: string) => string | undefined) => {
    if (fromItem !== undefined && !isObject(fromItem)) return fromItem;
    if (fromDefaults === undefined) return fromItem;
    return { ...without(fromDefaults as Record<string, unknown>, fieldOf), ...(fromItem ?? {}) };
  };
  const mergedParams = bag(defaultParams, params, (name) => name);
  const mergedRawParams = bag(defaultRawParams, rawParams, fieldOfShortName);
  if (mergedParams !== undefined) merged.params = mergedParams;
  if (mergedRawParams !== undefined) merged.rawParams = mergedRawParams;
  return merged;
}

/** The field a problem of parseRenderRequest starts with (`zoom must…`, `params.zoom must…`, `rawParams must…`). */
function fieldOfProblem(problem: string): string | undefined {
  const [, first, second] = /^([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?/.exec(problem) ?? [];
  if (first === 'params' && second) return second;
  if (first === 'rawParams' && second) return fieldOfShortName(second) ?? second;
  return first;
}

/** The defaults' own mistakes, said once: not an object, or a name no RenderRequest has. */
function defaultsProblems(defaults: unknown): string[] {
  if (defaults === undefined) return [];
  if (!isObject(defaults)) return ['defaults must be an object of RenderRequest fields'];
  const problems: string[] = [];
  for (const name of Object.keys(defaults)) {
    if (!Object.hasOwn(renderRequestSchema.shape, name))
      problems.push(
        `defaults.${name} is not a RenderRequest field${problems.length < MAX_PROBLEMS_SAID ? didYouMean(name, Object.keys(renderRequestSchema.shape)) : ''}`,
      );
  }
  if (defaults.params !== undefined && !isObject(defaults.params)) problems.push('defaults.params must be an object of design fields');
  if (defaults.rawParams !== undefined && !isObject(defaults.rawParams)) problems.push('defaults.rawParams must be an object of share-link parameters');
  return problems;
}

/**
 * Validates a batch's body into its renders; throws RequestError naming each bad item and field
 * (nothing of the batch is then queued). Checked item by item, letting the event loop turn between
 * steps; a track the items share (their defaults') is read once; and "did you mean" is looked for only
 * for the problems the refusal will say: a batch of 100 items of 2 800 unknown names each once held the
 * event loop for 8 s.
 */
export async function parseBatchRequest(body: unknown): Promise<ParsedBatchRequest> {
  if (!isObject(body)) throw new RequestError(['the request body must be a JSON object']);
  const problems: string[] = [];
  for (const name of Object.keys(body)) {
    if (name !== 'renders' && name !== 'defaults')
      problems.push(
        `${name} is not a field of a batch (renders, defaults)${problems.length < MAX_PROBLEMS_SAID ? didYouMean(name, ['renders', 'defaults']) : ''}`,
      );
  }
  const { renders, defaults } = body;
  problems.push(...defaultsProblems(defaults));
  if (renders === undefined) problems.push(`renders is required: a list of 1 to ${BATCH_MAX_RENDERS} RenderRequests`);
  else if (!Array.isArray(renders)) problems.push(`renders must be a list of 1 to ${BATCH_MAX_RENDERS} RenderRequests`);
  else if (renders.length === 0) problems.push('renders must have at least 1 render');
  else if (renders.length > BATCH_MAX_RENDERS)
    problems.push(`renders must have at most ${BATCH_MAX_RENDERS} renders (got ${renders.length}): send the rest in another batch`);
  if (problems.length > 0) throw new RequestError(problems);

  const base = (defaults ?? {}) as Record<string, unknown>;
  const baseFields = givenFields(base);
  const parsed: ParsedRenderRequest[] = [];
  const items: Record<string, unknown>[] = [];
  // A bad default is the same problem in every item: said once.
  const itemProblems = new Set<string>();
  // The items' unknown names that parseRenderRequest counted without writing out: each an item's own, so distinct.
  let counted = 0;
  const tracks = new Map();
  const pace = slicer();
  for (const [index, item] of (renders as unknown[]).entries()) {
    await pace();
    if (!isObject(item)) {
      itemProblems.add(`renders[${index}] must be a JSON object (a RenderRequest)`);
      continue;
    }
    items.push(item);
    try {
      const suggested = Math.max(0, MAX_PROBLEMS_SAID - itemProblems.size);
      parsed.push(withTrackCache(tracks, () => parseRenderRequest(overlayRequest(base, item), { suggested })));
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      for (const problem of error.problems) {
        const field = fieldOfProblem(problem);
        const fromDefaults = field !== undefined && baseFields.has(field) && !gives(item, field);
        itemProblems.add(fromDefaults ? `defaults.${problem}` : `renders[${index}].${problem}`);
      }
      counted += error.total - error.problems.length;
    }
  }
  // The problems counted only come after the first MAX_PROBLEMS_SAID of their item, which are distinct: never among those said.
  if (itemProblems.size + counted > 0) throw new RequestError([...itemProblems], itemProblems.size + counted);
  return { renders: parsed, sent: { defaults: base, items } };
}

/** A stored batch item's request, made again from its batch's defaults and its own fields as they were accepted. */
export function batchItemRequest(defaults: Record<string, unknown>, item: Record<string, unknown>): ParsedRenderRequest {
  return parseRenderRequest(overlayRequest(defaults, item), { suggested: 0 });
}
