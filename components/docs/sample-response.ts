import type { JsonSchema } from '@/lib/openapi';
import type { Document } from './document';

/**
 * The sample response of an operation, from the OpenAPI document: its first success with a body,
 * the document's own example when it has one (the first of `examples` else), or one made from the
 * schema (each property's example, default, first enum value or a value of its type and format).
 */

export interface SampleResponse {
  status: string;
  contentType: string;
  /** The JSON body, laid out; undefined when the body is not JSON (a ZIP, a poster). */
  json?: string;
  /** What a non-JSON body is, from the response's description. */
  description: string;
}

type MediaType = { schema?: JsonSchema; example?: unknown; examples?: Record<string, { value?: unknown }> };

export function sampleResponse(document: Document, method: string, path: string): SampleResponse | undefined {
  const responses = document.paths[path]?.[method]?.responses ?? {};
  const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
  if (!success) return undefined;
  const [status, response] = success;
  const content = (response.content ?? {}) as Record<string, MediaType>;
  const [contentType, media] = Object.entries(content)[0] ?? ['', undefined];
  if (!media) return { status, contentType: '', description: response.description };
  if (contentType !== 'application/json') return { status, contentType, description: response.description };
  const example = media.example ?? Object.values(media.examples ?? {})[0]?.value ?? sampleOf(media.schema ?? {}, document.components.schemas, 0);
  return { status, contentType, json: JSON.stringify(example, null, 2), description: response.description };
}

/** A value that fits `schema`: what a reader would expect to see. */
export function sampleOf(schema: JsonSchema, schemas: Record<string, JsonSchema>, depth: number): unknown {
  const ref = schema.$ref as string | undefined;
  if (ref) return depth > 6 ? {} : sampleOf(schemas[ref.replace('#/components/schemas/', '')] ?? {}, schemas, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives?.length) {
    const notNull = alternatives.find((alternative) => alternative.type !== 'null') ?? alternatives[0]!;
    return sampleOf(notNull, schemas, depth + 1);
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((name) => name !== 'null') : (schema.type as string | undefined);
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, sampleOf(property, schemas, depth + 1)]));
    }
    case 'array':
      return depth > 6 ? [] : [sampleOf((schema.items ?? {}) as JsonSchema, schemas, depth + 1)];
    case 'string':
      return schema.format === 'date-time' ? '2026-11-22T07:28:52.366Z' : schema.format === 'uri' ? 'https://example.com/' : 'string';
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}
