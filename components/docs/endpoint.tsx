import type { ReactNode } from 'react';
import { DataTable } from './table';

export interface Operation {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content: Record<string, { schema?: { $ref?: string } }> };
  responses: Record<
    string,
    { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: { $ref?: string; oneOf?: { $ref?: string }[] } }> }
  >;
}

/** "post-v1-render": the anchor of an endpoint's section. */
export function endpointId(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "#schema-renderresult": the anchor of a body schema's section. */
export const schemaId = (name: string) => `schema-${name.toLowerCase()}`;

function schemaLink(ref: string | undefined): ReactNode {
  if (!ref) return '—';
  const name = ref.replace('#/components/schemas/', '');
  return <a href={`#${schemaId(name)}`}>{name}</a>;
}

function bodyOf(response: Operation['responses'][string]): ReactNode {
  const content = response.content ?? {};
  const types = Object.keys(content);
  if (types.length === 0) return '—';
  if (types.length === 1 && types[0] === 'application/json') {
    const schema = content['application/json']!.schema;
    // One of several bodies (GET /v1/key: a purchase's key, or a plan change's answer).
    if (schema?.oneOf) {
      return schema.oneOf.map((alternative, index) => (
        <span key={alternative.$ref ?? index}>
          {index > 0 ? ' or ' : ''}
          {schemaLink(alternative.$ref)}
        </span>
      ));
    }
    return schemaLink(schema?.$ref) ?? 'JSON';
  }
  return types.map((type, index) => (
    <span key={type}>
      {index > 0 ? ', ' : ''}
      <code>{type}</code>
    </span>
  ));
}

/** One endpoint: its heading (an anchor of the table of contents), what it does, its inputs, every response, and examples. */
export function Endpoint({
  method,
  path,
  operation,
  children,
  request,
}: {
  method: string;
  path: string;
  operation: Operation;
  /** What the request carries, in words and links. */
  request?: ReactNode;
  /** The examples. */
  children: ReactNode;
}) {
  const id = endpointId(method, path);
  const needsKey = (operation.security ?? []).length > 0;
  const headers = (response: Operation['responses'][string]) =>
    Object.keys(response.headers ?? {})
      .filter((name) => name !== 'X-Request-Id')
      .map((name, index) => (
        <span key={name}>
          {index > 0 ? ', ' : ''}
          <code>{name}</code>
        </span>
      ));
  return (
    <section className="endpoint" aria-labelledby={id}>
      <h3 id={id}>
        <span className={`method method-${method.toLowerCase()}`}>{method.toUpperCase()}</span> <code className="path">{path}</code>
      </h3>
      <p className="endpoint-meta">
        <span className={needsKey ? 'auth auth-key' : 'auth auth-none'}>{needsKey ? 'Bearer API key' : 'No credentials'}</span>
        {operation.summary ? <span className="muted"> · {operation.summary}</span> : null}
      </p>
      {operation.description ? <p>{operation.description}</p> : null}
      {request}
      <DataTable
        caption={`Responses of ${method.toUpperCase()} ${path}`}
        columns={['Status', 'Body', 'Headers', 'When']}
        className="responses"
        rows={Object.entries(operation.responses).map(([status, response]) => [
          <code key="status" className={`status status-${status[0]}xx`}>
            {status}
          </code>,
          bodyOf(response),
          headers(response).length ? headers(response) : '—',
          response.description,
        ])}
      />
      {children}
    </section>
  );
}
