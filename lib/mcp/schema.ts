import { z } from 'zod';
import { placesResultSchema } from '@/lib/places';
import { batchObjectSchema, keyStatusSchema, operations, renderObjectSchema, renderResultSchema as restRenderResultSchema } from '@/lib/openapi';
import { batchRequestSchema, renderIdSchema, renderRequestSchema } from '@/lib/posters';
import { LEGACY_THEME_KEYS, THEMES, TILE_STYLE_KEYS } from '@/lib/render';

/**
 * The JSON Schemas the MCP tools advertise. render_poster's input is derived from
 * renderRequestSchema, the one schema of POST /v1/render: the same fields, the same defaults, the
 * same limits (read off the schema itself), the same theme keys (legacy ones included), with
 * descriptions written for a model choosing a theme and a zoom.
 */

export type JsonSchema = { [key: string]: unknown };

function inputSchemaOf(schema: z.ZodType): JsonSchema {
  // The bounds come with the schema: its numbers use zod's own min/max.
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'input' }) as JsonSchema;
  delete json.$schema;
  return forStrictClients(json);
}

/**
 * The schema in the constructs every MCP client reads. MCP Inspector warns that other clients may
 * not read a list of types (`type: ["object", "null"]`, zod's nullable) nor an empty
 * `additionalProperties: {}` (zod's record of anything); the same meaning is said here as `anyOf`
 * with `{type: "null"}`, and as no `additionalProperties` at all (any other property allowed: the default).
 */
export function forStrictClients(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(forStrictClients) as unknown as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema as JsonSchema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value && typeof value === 'object' && Object.keys(value).length === 0) continue;
    result[key] = key === 'properties' || key === '$defs' || key === 'definitions' ? mapValues(value, forStrictClients) : forStrictClients(value);
  }
  if (Array.isArray(result.type)) {
    const { type, description, ...rest } = result as { type: string[]; description?: string };
    const nonNull = type.filter((name) => name !== 'null');
    const alternatives: JsonSchema[] = nonNull.map((name) => ({ type: name, ...rest }));
    if (type.includes('null')) alternatives.push({ type: 'null' });
    return alternatives.length === 1
      ? { ...(description === undefined ? {} : { description }), ...alternatives[0] }
      : { ...(description === undefined ? {} : { description }), anyOf: alternatives };
  }
  return result;
}

const mapValues = (value: unknown, map: (item: unknown) => JsonSchema) =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, map(item)])) : value;

/** Every value the theme field accepts: the artistic themes, the legacy keys, the map-tile styles. */
export function themeKeys(): string[] {
  return [...Object.keys(THEMES), ...Object.keys(LEGACY_THEME_KEYS), ...TILE_STYLE_KEYS];
}

/** The tool's stand-in for the Idempotency-Key header of POST /v1/render. */
export const IDEMPOTENCY_ARGUMENT = 'idempotencyKey';

function renderPosterInput(): JsonSchema {
  const json = inputSchemaOf(renderRequestSchema);
  const properties = json.properties as Record<string, JsonSchema>;
  properties.theme!.enum = themeKeys();
  properties[IDEMPOTENCY_ARGUMENT] = {
    type: 'string',
    minLength: 1,
    maxLength: 255,
    description:
      'As the Idempotency-Key header of POST /v1/render: repeat a call with the same key and the same arguments (within 24 hours) to get the first result again, charged once. A new UUID per poster.',
  };
  return json;
}

function renderBatchInput(): JsonSchema {
  const json = inputSchemaOf(batchRequestSchema);
  (json.properties as Record<string, JsonSchema>)[IDEMPOTENCY_ARGUMENT] = {
    type: 'string',
    minLength: 1,
    maxLength: 255,
    description:
      'As the Idempotency-Key header of POST /v1/batches: repeat a call with the same key and the same arguments (within 24 hours) to get the first batch again, queued once. A new UUID per batch.',
  };
  return json;
}

/** RenderResult as the tool returns it: the REST body (one schema for both) without the preview, which comes as an image. */
const renderResultSchema = restRenderResultSchema.omit({ preview: true });

/** get_render's arguments: the id render_poster or POST /v1/renders answered. */
export const getRenderArguments = z
  .object({ id: renderIdSchema.describe('The render id (rnd_…) that render_poster, POST /v1/render or POST /v1/renders answered.') })
  .strict();

export interface ToolSchemas {
  findPlaceInput: JsonSchema;
  placesResult: JsonSchema;
  renderPosterInput: JsonSchema;
  renderResult: JsonSchema;
  usageInput: JsonSchema;
  keyStatus: JsonSchema;
  getRenderInput: JsonSchema;
  render: JsonSchema;
  renderBatchInput: JsonSchema;
  batch: JsonSchema;
}

let built: ToolSchemas | undefined;

/** Built once per process: the schemas depend only on code. */
export function toolSchemas(): ToolSchemas {
  built ??= {
    findPlaceInput: inputSchemaOf(operations.findPlaces.query.schema),
    placesResult: inputSchemaOf(placesResultSchema),
    renderPosterInput: renderPosterInput(),
    renderResult: inputSchemaOf(renderResultSchema),
    usageInput: { type: 'object', properties: {}, additionalProperties: false },
    keyStatus: inputSchemaOf(keyStatusSchema),
    getRenderInput: inputSchemaOf(getRenderArguments),
    render: inputSchemaOf(renderObjectSchema),
    renderBatchInput: renderBatchInput(),
    batch: inputSchemaOf(batchObjectSchema),
  };
  return built;
}
