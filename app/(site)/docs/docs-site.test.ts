import fs from 'node:fs';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { docsContext } from '@/components/docs/document';
import { endpointContent } from '@/components/docs/endpoint-content';
import { fieldRows } from '@/components/docs/fields';
import { API_PAGES, DOCS_PAGES, docsHref, movedAnchors } from '@/components/docs/registry';
import { codesByStatus, STATUS_MEANING } from '@/components/docs/statuses';
import { ALL_ERROR_CODES, STATUS_OF_CODE } from '@/lib/http';
import { TOOL_NAMES } from '@/lib/mcp';
import { buildOpenApiDocument, documentedOperations, requestBodySchema, type JsonSchema } from '@/lib/openapi';

/** The anchors of the one-page /docs before it was split: every one must still lead somewhere. */
const FORMER_ANCHORS = [
  'overview',
  'authentication',
  'endpoints',
  'render-request',
  'request-fields',
  'design-fields',
  'themes',
  'own-colors',
  'short-names',
  'formats',
  'map-data',
  'scripts',
  'cross-field-rules',
  'print',
  'responses',
  'errors',
  'limits',
  'idempotency',
  'provenance',
  'webhooks',
  'storage',
  'buying',
  'lost-key',
  'change-plan',
  'mcp',
  'versioning',
  'openapi',
  'typed-client',
  'deploying',
  'schema-renderresult',
  'post-v1-render',
  'get-v1-places',
];

describe('the docs registry', () => {
  it('has each page once, an operation page for every operation of the document, in its order', () => {
    const hrefs = DOCS_PAGES.map((page) => page.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(API_PAGES.map((page) => page.operation!.operationId)).toEqual(documentedOperations().map((operation) => operation.operationId));
    expect(hrefs[0]).toBe('/docs');
  });

  it("renders every operation page's request and examples: each link in them names an anchor a docs page holds", () => {
    const { base, document } = docsContext();
    const content = endpointContent(document, base) as Record<string, { request?: unknown; examples?: unknown } | undefined>;
    for (const page of API_PAGES) {
      const own = content[page.operation!.operationId];
      const markup = renderToStaticMarkup(createElement(Fragment, null, own?.request as never, own?.examples as never));
      for (const [, href] of markup.matchAll(/href="([^"]+)"/g)) if (href!.startsWith('/docs')) expect(href).not.toContain('undefined');
    }
  });

  it('sends every anchor of the former one-page /docs to the page that holds it', () => {
    const moved = movedAnchors();
    for (const anchor of FORMER_ANCHORS) {
      const target = docsHref(anchor);
      expect(target, anchor).toMatch(/^\/docs/);
      if (!target.startsWith('/docs#') && target !== '/docs') expect(moved[anchor], anchor).toBe(target);
    }
    expect(moved.print).toBe('/docs/print');
    expect(moved['post-v1-render']).toBe('/docs/api/render-poster');
    expect(moved['lost-key']).toBe('/docs/keys#lost-key');
  });
});

describe('the field tables', () => {
  it('give every field of RenderRequest a type a person reads: never empty, never "undefined"', () => {
    const schema = requestBodySchema(buildOpenApiDocument('http://localhost:3000'), 'RenderRequest');
    const properties = schema.properties as Record<string, JsonSchema>;
    const rows = fieldRows(properties, Object.keys(properties), schema.required as string[]);
    expect(rows.length).toBe(Object.keys(properties).length);
    for (const [index, row] of rows.entries()) {
      const type = renderToStaticMarkup(createElement(Fragment, null, row[1]));
      const name = Object.keys(properties)[index]!;
      expect(type.trim(), name).not.toBe('');
      expect(type, name).not.toMatch(/undefined|\[object Object\]/);
    }
    const routeTrack = rows[Object.keys(properties).indexOf('routeTrack')]!;
    expect(renderToStaticMarkup(createElement(Fragment, null, routeTrack[1]))).not.toBe('any');
  });
});

describe('the statuses table', () => {
  it('says what every status an error code answers with means, and which codes use it', () => {
    const codes = codesByStatus();
    for (const status of new Set(Object.values(STATUS_OF_CODE).map(String))) {
      expect(STATUS_MEANING[status as keyof typeof STATUS_MEANING], status).toMatch(/\w/);
      expect(codes.get(status)?.length, status).toBeGreaterThan(0);
    }
    expect([...codes.values()].flat().sort()).toEqual([...ALL_ERROR_CODES].sort());
    expect(STATUS_MEANING['409']).toMatch(/Idempotency-Key/);
    expect(STATUS_MEANING['422']).toMatch(/Idempotency-Key/);
  });
});

describe('the Running the service page (components/docs/content/operating.md)', () => {
  it('lists exactly the MCP server’s own tools, in its MCP section', () => {
    const readme = fs.readFileSync('components/docs/content/operating.md', 'utf8');
    const section = readme.slice(readme.indexOf('\n## MCP server'), readme.indexOf('\n## ', readme.indexOf('\n## MCP server') + 1));
    const listed = [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]);
    expect(listed).toEqual([...TOOL_NAMES]);
  });
});
