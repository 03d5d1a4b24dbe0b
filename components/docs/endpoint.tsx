import type { ReactNode } from 'react';
import { DataTable } from './table';
import { schemaHref } from './registry';

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

export { endpointId, schemaId } from './anchors';

function schemaLink(ref: string | undefined): ReactNode {
  if (!ref) return '—';
  const name = ref.replace('#/components/schemas/', '');
  return <a href={schemaHref(name)}>{name}</a>;
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

/**
 * One operation's reference page body (its h1 is the page's): what it does, its inputs, every
 * response, and examples, under the headings the registry's table of contents names.
 */
export function Endpoint({
  operation,
  children,
  request,
}: {
  operation: Operation;
  /** What the request carries, in words and links. */
  request?: ReactNode;
  /** The examples. */
  children?: ReactNode;
}) {
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
  const parameters = operation.parameters ?? [];
  return (
    <div className="endpoint">
      <p className="endpoint-meta">
        <span className={needsKey ? 'auth auth-key' : 'auth auth-none'}>{needsKey ? 'Bearer API key' : 'No credentials'}</span>
        {operation.summary ? <span className="muted"> · {operation.summary}</span> : null}
      </p>
      {operation.description ? <p>{operation.description}</p> : null}
      <section aria-labelledby="request">
        <h2 id="request">Request</h2>
        {parameters.length ? (
          <DataTable
            caption="Parameters"
            columns={['Name', 'In', 'Required', 'Description']}
            className="schema"
            rows={parameters.map((parameter) => [
              <code key="name">{parameter.name}</code>,
              parameter.in,
              parameter.required ? 'yes' : 'no',
              parameter.description ?? '',
            ])}
          />
        ) : null}
        {request ?? (parameters.length || operation.requestBody ? null : <p>No parameters and no body.</p>)}
      </section>
      <section aria-labelledby="responses-of">
        <h2 id="responses-of">Responses</h2>
        <DataTable
          caption="Responses by status"
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
      </section>
      <section aria-labelledby="examples">
        <h2 id="examples">Examples</h2>
        {children ?? <p>This operation has no example of its own yet; the guides show it in use.</p>}
      </section>
    </div>
  );
}
