import type { RouteDeclaration } from '@/lib/http';
import type { JsonSchema } from './json-schema';

/**
 * One operation of the API, as its module (./<tag>/<operation-id>.ts, after dub's
 * lib/openapi/<resource>/<operation>.ts) writes it. ./operations.ts lists them in order and
 * ../openapi (index.ts) assembles the document from that list: paths in the order of the list,
 * each operation object as { operationId, tags: [tag], summary, ...build(baseUrl) }.
 */

/** The tags of the document, in its order, with what each groups. */
export const TAGS = {
  Places: 'Find the coordinates of a place by name.',
  Render: 'Render posters.',
  Webhooks: 'Be told when queued renders and batches end: signed POSTs to your URL.',
  Keys: 'The calling key: status, usage, rotation, a change of plan; a lost key recovered by email.',
  Provenance: 'Verify that a poster came from Atlasprint.',
  Purchase: 'Buy a plan and receive its key.',
  Files: 'Stored posters.',
  Service: 'Health and this document.',
} as const;

export type Tag = keyof typeof TAGS;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The rest of an OpenAPI operation object, in the order the document writes its keys (security comes from the declared auth). */
export interface OperationObject {
  description?: string;
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

/**
 * One operation: what the document says of it, and (RouteDeclaration) what its request must be,
 * which its route handler is wrapped with (lib/http route(operation, handler)), so the two never differ.
 */
export interface ApiOperation<Id extends string = string> extends RouteDeclaration {
  method: HttpMethod;
  /** The path as OpenAPI writes it (/files/{key}). */
  path: string;
  operationId: Id;
  tag: Tag;
  summary: string;
  /**
   * Where the docs page (/docs) presents the operation when it is not one of its endpoints: the id
   * of the page's own section for it. Unset: an endpoint of the page, with a section of its own
   * among the endpoints.
   */
  docsSection?: string;
  /** The rest of the operation object for the API at `baseUrl` (examples name it). */
  build(baseUrl: string): OperationObject;
}

/** An operation module's export, its operationId, docsSection and declaration kept as they are written (the route handler's input is typed by them). */
export const defineOperation = <const Operation extends ApiOperation>(operation: Operation): Operation => operation;
