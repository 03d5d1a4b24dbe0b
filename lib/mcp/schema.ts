import { z } from 'zod';
import { renderRequestSchema, type RenderRequest, type RenderResult } from '@/lib/posters';
import { FONT_FAMILIES, FORMATS, LEGACY_THEME_KEYS, MAX_DIMENSION, PREVIEW_DIMENSION, THEMES, TILE_STYLES, TILE_STYLE_KEYS } from '@/lib/render';
import type { KeyStatus } from '@/lib/usage';

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
  return json;
}

/** Every value the theme field accepts: the artistic themes, the legacy keys, the map-tile styles. */
export function themeKeys(): string[] {
  return [...Object.keys(THEMES), ...Object.keys(LEGACY_THEME_KEYS), ...TILE_STYLE_KEYS];
}

function renderPosterInput(): JsonSchema {
  const json = inputSchemaOf(renderRequestSchema);
  const properties = json.properties as Record<string, JsonSchema>;
  properties.theme!.enum = themeKeys();
  return json;
}

/** RenderResult as the tool returns it: the REST body without the preview, which comes as an image. */
const renderResultSchema = z.object({
  id: z.string().describe('The render id (rnd_…).'),
  url: z.string().describe('Public link to the stored poster; it needs no key.'),
  format: z.string().describe(`The file format: ${FORMATS.join(', ')}.`),
  bytes: z.number().describe('Size of the stored file in bytes.'),
  provenance: z
    .object({ v: z.number(), id: z.string(), plan: z.string(), issued: z.string(), sha256: z.string(), signature: z.string() })
    .describe('The signed record; with signature given as sig it verifies at POST /v1/verify.'),
  usage: z
    .union([z.object({ used: z.number(), quota: z.number(), remaining: z.number() }), z.object({ credits: z.number() })])
    .describe('The key after this render: renders used and left this month, or credits left.'),
});

const keyStatusSchema = z.object({
  plan: z.string(),
  status: z.string().describe('active, suspended (payment failed) or revoked (subscription ended).'),
  key_prefix: z.string(),
  period: z.string().describe('The month counted, YYYY-MM (UTC).'),
  quota: z.number().nullable(),
  used: z.number().nullable(),
  remaining: z.number().nullable(),
  credits: z.number().nullable().describe('Render credits left, for single-render keys.'),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});

// The tools return the services' own values: these checks keep the advertised schemas in step with them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const renderResultInStep: Same<Omit<RenderResult, 'preview'>, z.infer<typeof renderResultSchema>> = true;
const keyStatusFits: KeyStatus extends z.infer<typeof keyStatusSchema> ? true : false = true;
void renderResultInStep;
void keyStatusFits;

export interface ToolSchemas {
  renderPosterInput: JsonSchema;
  renderResult: JsonSchema;
  usageInput: JsonSchema;
  keyStatus: JsonSchema;
}

let built: ToolSchemas | undefined;

/** Built once per process: the schemas depend only on code. */
export function toolSchemas(): ToolSchemas {
  built ??= {
    renderPosterInput: renderPosterInput(),
    renderResult: inputSchemaOf(renderResultSchema),
    usageInput: { type: 'object', properties: {}, additionalProperties: false },
    keyStatus: inputSchemaOf(keyStatusSchema),
  };
  return built;
}
