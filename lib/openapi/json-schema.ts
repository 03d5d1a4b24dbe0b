import { z } from 'zod';
import { BATCH_MAX_RENDERS, batchRequestSchema, renderRequestSchema } from '@/lib/posters';
import { LEGACY_THEME_KEYS, THEME_KEYS, TILE_STYLE_KEYS } from '@/lib/render';
import { FIELD_UNITS, fieldMeaning, type RenderField } from './fields';

/**
 * JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) generated from the zod schemas with
 * z.toJSONSchema: types, enums, numeric bounds (zod's own min/max), lengths, required fields.
 * Two things zod cannot carry over by itself are recovered here from the zod schemas, never typed
 * in a second time:
 * - defaults of fields with a transform (city, country, maxDimension), which zod leaves out of an
 *   input schema; they are kept when the default is itself a valid input;
 * - the values of refined strings (theme keys, #RRGGBB colors), from the same constants the
 *   refinements use.
 * tests/integration/openapi.test.ts checks all of it against the zod schemas' own verdicts.
 */

export type JsonSchema = { [key: string]: unknown };

const accepts = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;

/**
 * z.toJSONSchema with the defaults zod leaves out; `$schema` dropped (OpenAPI 3.1 sets
 * the dialect). Input mode for responses too: their schemas have no transforms, and it leaves
 * objects open (no additionalProperties: false), so a client keeps working when a field is added.
 */
export function toJsonSchema(schema: z.core.$ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type === 'default' && jsonSchema.default === undefined) {
        const value: unknown = def.defaultValue;
        if (accepts(def.innerType, value)) jsonSchema.default = value as never;
      }
      // A format (email, date-time, uri) says it; zod's long regex for it says nothing more to a reader.
      if (typeof jsonSchema.format === 'string' && typeof jsonSchema.pattern === 'string') delete jsonSchema.pattern;
      // "base64" is no JSON Schema format; contentEncoding says it.
      if (jsonSchema.format === 'base64' && jsonSchema.contentEncoding === 'base64') delete jsonSchema.format;
      if (jsonSchema.type === 'integer') {
        // z.int() states the safe-integer range; it says nothing to a reader.
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Every value `theme` accepts: the artistic themes, the map-tile styles, the legacy keys. */
export function themeValues(): string[] {
  return [...THEME_KEYS, ...TILE_STYLE_KEYS, ...Object.keys(LEGACY_THEME_KEYS)];
}

/** #RRGGBB, or empty for the theme's color (the rule of the engine's color fields). */
export const COLOR_PATTERN = '^(#[0-9a-fA-F]{6})?$';

/** Keywords for refined fields, which JSON Schema cannot read off a refinement. */
const REFINED: Partial<Record<RenderField, () => JsonSchema>> = {
  theme: () => ({ enum: themeValues() }),
  markerColor: () => ({ pattern: COLOR_PATTERN }),
  routeColor: () => ({ pattern: COLOR_PATTERN }),
};

const plain = (value: unknown): string => {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : JSON.stringify(value);
  if (value === '') return 'empty';
  return String(value);
};

/** "0 to 22 degrees", "at least 256 px", "at most 100 characters": the rule a field's JSON Schema states. */
export function boundsOf(property: JsonSchema, unit?: string): string {
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  const { minimum, maximum, maxLength, maxItems } = property as { minimum?: number; maximum?: number; maxLength?: number; maxItems?: number };
  if (minimum !== undefined && maximum !== undefined) return withUnit(`${minimum} to ${maximum}`);
  if (minimum !== undefined) return withUnit(`at least ${minimum}`);
  if (maximum !== undefined) return withUnit(`at most ${maximum}`);
  if (maxLength !== undefined) return `at most ${maxLength} characters`;
  if (maxItems !== undefined) return `at most ${maxItems} items`;
  if (typeof property.pattern === 'string' && property.pattern === COLOR_PATTERN) return '#RRGGBB or empty';
  return unit ?? '';
}

/** The default as a person reads it ("13", "png", "none"); undefined when the field has none. */
export function defaultOf(property: JsonSchema): string | undefined {
  return 'default' in property ? plain(property.default) : undefined;
}

/** The whole description of a field: its meaning, then the rule (and the default, unless the meaning says it) read off the schema. */
export function describeField(field: string, property: JsonSchema): string {
  const meaning = fieldMeaning(field);
  const parts = [meaning];
  const unit = FIELD_UNITS[field as RenderField];
  const bounds = boundsOf(property, unit);
  const range = property.minimum !== undefined && property.maximum !== undefined;
  // A color's meaning already says #RRGGBB; a unit alone is no rule.
  if (bounds && bounds !== unit && property.pattern !== COLOR_PATTERN) {
    parts.push(range ? `Range: ${bounds}.` : `${bounds[0]!.toUpperCase()}${bounds.slice(1)}.`);
  }
  const fallback = defaultOf(property);
  if (fallback !== undefined && !/\bdefault\b/i.test(meaning)) parts.push(`Default ${fallback}.`);
  return parts.join(' ');
}

function decorate(properties: Record<string, JsonSchema>): void {
  for (const [name, property] of Object.entries(properties)) {
    Object.assign(property, REFINED[name as RenderField]?.() ?? {});
    property.description = describeField(name, property);
  }
}

/** RenderRequest as JSON Schema: renderRequestSchema's fields, bounds and defaults, described. */
export function renderRequestJsonSchema(): JsonSchema {
  const json = toJsonSchema(renderRequestSchema);
  const properties = json.properties as Record<string, JsonSchema>;
  decorate(properties);
  decorate((properties.params!.properties ?? {}) as Record<string, JsonSchema>);
  json.description =
    'A poster: lat and lon are required, every other field has a default. Design fields may be given at the top level or in params (params wins), ' +
    'and editor share-link parameters in rawParams by short name (they lose to both). An unknown top-level field is refused, so a typo never passes silently.';
  return json;
}

/** BatchRequest: the envelope from batchRequestSchema, each item and the defaults a RenderRequest (as above) with nothing required of it alone. */
export function batchRequestJsonSchema(): JsonSchema {
  const json = toJsonSchema(batchRequestSchema);
  const properties = json.properties as Record<string, JsonSchema>;
  const { required: _required, description: _description, ...item } = renderRequestJsonSchema();
  properties.renders = {
    ...properties.renders,
    items: { ...item, description: 'A RenderRequest; any field may be left to defaults (lat and lon must come from the item or from defaults).' },
  };
  properties.defaults = { ...item, description: properties.defaults!.description };
  json.description =
    `Up to ${BATCH_MAX_RENDERS} posters at once: each item of renders is overlaid on defaults field by field (the item’s value of a field, in any spelling, replaces the default’s whole), ` +
    'then checked as POST /v1/render checks its body; a bad item is named by its index (renders[3].zoom …), and then nothing is queued.';
  return json;
}
