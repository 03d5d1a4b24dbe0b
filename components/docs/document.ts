import { getConfig } from '@/lib/config';
import { buildOpenApiDocument, type JsonSchema } from '@/lib/openapi';
import type { Metadata } from 'next';
import type { Operation } from './endpoint';

export type Document = {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; headers: Record<string, { description: string }> };
};

/** This deployment's origin (PUBLIC_BASE_URL, which the examples name) and its OpenAPI document: what every docs page renders from. */
export function docsContext(): { base: string; document: Document; operation: (method: string, path: string) => Operation } {
  const base = getConfig().publicBaseUrl;
  const document = buildOpenApiDocument(base) as unknown as Document;
  return { base, document, operation: (method, path) => document.paths[path]![method]! };
}

/** A docs page's title (named as the docs') and description, for its <head> and link previews. */
export function docsMetadata(title: string, description: string): Metadata {
  return { title: `${title} \u00b7 Atlasprint docs`, description };
}
