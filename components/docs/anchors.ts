/** "post-v1-render": the anchor of an endpoint (the heading of its reference page). */
export function endpointId(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "schema-renderresult": the anchor of a body schema's section. */
export const schemaId = (name: string) => `schema-${name.toLowerCase()}`;

/** "render-poster": the URL segment of an operation's reference page, from its operationId. */
export const operationSlug = (operationId: string) => operationId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
