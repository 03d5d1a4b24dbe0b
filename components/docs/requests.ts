import type { Document } from './document';
import type { Example } from './examples';
import { SDK_CALLS, sdkPreamble } from './sdk';
import type { OperationId } from '@/lib/openapi';

/**
 * Runnable requests generated from the OpenAPI document: the operation's method, path, key and the
 * example of its request body, written as curl, TypeScript (the SDK, packages/sdk) and Python (the standard
 * library). What the document cannot say, where a path's id comes from, is a plan: an earlier
 * example keeps its answer in a file (`render.json`), a later one reads the id from it. The
 * end-to-end suite runs every block in the order the docs show them (tests/e2e/examples.spec.ts),
 * so each one works as written against a started server.
 */

type FileField = readonly [file: string, field: string];

export interface CallPlan {
  /** Path parameters read from a JSON file an earlier example kept: `{ id: ['render.json', 'id'] }`. */
  pathFrom?: Record<string, FileField>;
  /** The query string; default: the parameters the document requires, with their examples. */
  query?: Record<string, string>;
  /** The JSON body; default: the document's example of the operation's request body. */
  body?: unknown;
  /** The body is a field of a kept JSON file (POST /v1/verify: a RenderResult's provenance). */
  bodyFrom?: FileField;
  /** The whole URL is a field of a kept file (a RenderResult's url). */
  urlFrom?: FileField;
  /** Keep the JSON answer in this file, for the examples after it. */
  saveAs?: string;
  /** Save the answer's bytes in this file (a ZIP, a poster) instead of printing JSON. */
  download?: string;
  /** Print this top-level field of the JSON answer rather than all of it. */
  show?: string;
  /** A comment above the call, in every language. */
  note?: string;
}

interface OperationView {
  operationId: OperationId;
  method: string;
  path: string;
  needsKey: boolean;
  query: Record<string, string>;
  body: unknown;
}

function operationView(document: Document, method: string, path: string, plan: CallPlan): OperationView {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`the document has no ${method.toUpperCase()} ${path}`);
  const requiredQuery = Object.fromEntries(
    (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => [parameter.name, String((parameter as { example?: unknown }).example ?? '')]),
  );
  let body: unknown;
  if (!plan.bodyFrom && operation.requestBody) {
    body = plan.body ?? bodyExample(document, operation.requestBody as { $ref?: string; content?: Record<string, { example?: unknown }> });
  }
  return {
    operationId: (operation as { operationId?: string }).operationId as OperationId,
    method,
    path,
    needsKey: (operation.security ?? []).length > 0,
    query: plan.query ?? requiredQuery,
    body,
  };
}

/** The example of a request body, through its reference to components/requestBodies. */
function bodyExample(document: Document, requestBody: { $ref?: string; content?: Record<string, { example?: unknown }> }): unknown {
  const bodies = (document.components as unknown as { requestBodies?: Record<string, { content: Record<string, { example?: unknown }> }> }).requestBodies ?? {};
  const resolved = requestBody.$ref ? bodies[requestBody.$ref.replace('#/components/requestBodies/', '')] : requestBody;
  return resolved?.content?.['application/json']?.example;
}

const stem = (file: string) => file.replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9]+(.)/g, (_match, letter: string) => letter.toUpperCase());
const shellName = (parameter: string, file: string) =>
  `${stem(file)
    .replace(/[A-Z]/g, (letter) => `_${letter}`)
    .toUpperCase()}_${parameter.toUpperCase()}`;

function queryString(query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : '';
}

/** The path with each parameter from its file: `${render.id}` for TypeScript, `{render["id"]}` for Python, `$RENDER_ID` for the shell. */
function pathWith(path: string, plan: CallPlan, write: (parameter: string, source: FileField) => string): string {
  return path.replace(/\{(\w+)\}/g, (_match, parameter: string) => {
    const source = plan.pathFrom?.[parameter];
    if (!source) throw new Error(`${path}: the plan says nowhere where {${parameter}} comes from`);
    return write(parameter, source);
  });
}

const filesRead = (plan: CallPlan): string[] => [
  ...new Set([...Object.values(plan.pathFrom ?? {}), ...(plan.bodyFrom ? [plan.bodyFrom] : []), ...(plan.urlFrom ? [plan.urlFrom] : [])].map(([file]) => file)),
];

function curl(base: string, view: OperationView, plan: CallPlan): string {
  const lines: string[] = [];
  if (plan.note) lines.push(`# ${plan.note}`);
  for (const [parameter, [file, field]] of Object.entries(plan.pathFrom ?? {})) lines.push(`${shellName(parameter, file)}=$(jq -r .${field} ${file})`);
  const url = plan.urlFrom
    ? `"$(jq -r .${plan.urlFrom[1]} ${plan.urlFrom[0]})"`
    : `"${base}${pathWith(view.path, plan, (parameter, [file]) => `$${shellName(parameter, file)}`)}${queryString(view.query)}"`;
  const options: string[] = [];
  if (view.method !== 'get' && !(view.method === 'post' && (view.body !== undefined || plan.bodyFrom))) options.push(`-X ${view.method.toUpperCase()}`);
  if (plan.download) options.push(`-o ${plan.download}`);
  const first = `${plan.bodyFrom ? `jq .${plan.bodyFrom[1]} ${plan.bodyFrom[0]} | ` : ''}curl -s --fail-with-body ${options.length ? `${options.join(' ')} ` : ''}${url}`;
  const headers: string[] = [];
  if (view.needsKey) headers.push(`-H "Authorization: Bearer $ATLASPRINT_KEY"`);
  if (view.body !== undefined || plan.bodyFrom) headers.push(`-H "Content-Type: application/json"`);
  if (view.body !== undefined) headers.push(`-d '${JSON.stringify(view.body)}'`);
  if (plan.bodyFrom) headers.push('-d @-');
  const tail = plan.download
    ? ` && ls -l ${plan.download}`
    : `${plan.saveAs ? ` | tee ${plan.saveAs}` : ''}${plan.show ? ` | jq .${plan.show}` : plan.saveAs ? '' : ' | jq .'}`;
  if (headers.length === 0) lines.push(`${first}${tail}`);
  else lines.push(`${first} \\`, ...headers.map((header, index) => `  ${header}${index === headers.length - 1 ? tail : ' \\'}`));
  return lines.join('\n');
}

/** A JavaScript literal of a JSON value, laid out as a reader would type it. */
function tsLiteral(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    const items = value.map((item) => tsLiteral(item, `${indent}  `));
    return items.join(', ').length < 70 ? `[${items.join(', ')}]` : `[\n${items.map((item) => `${indent}  ${item}`).join(',\n')},\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}: ${tsLiteral(item, `${indent}  `)}`);
    const flat = `{ ${entries.join(', ')} }`;
    return flat.length < 90 ? flat : `{\n${entries.map((entry) => `${indent}  ${entry}`).join(',\n')},\n${indent}}`;
  }
  return typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value);
}

/** A Python literal of a JSON value. */
function pyLiteral(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    const items = value.map((item) => pyLiteral(item, `${indent}    `));
    return items.join(', ').length < 70 ? `[${items.join(', ')}]` : `[\n${items.map((item) => `${indent}    ${item}`).join(',\n')},\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${pyLiteral(item, `${indent}    `)}`);
    const flat = `{${entries.join(', ')}}`;
    return flat.length < 80 ? flat : `{\n${entries.map((entry) => `${indent}    ${entry}`).join(',\n')},\n${indent}}`;
  }
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  return JSON.stringify(value);
}

function typescript(base: string, view: OperationView, plan: CallPlan): string {
  const imports = [...(filesRead(plan).length ? ['readFile'] : []), ...(plan.saveAs || plan.download ? ['writeFile'] : [])];
  const lines: string[] = [];
  if (imports.length) lines.push(`import { ${imports.join(', ')} } from 'node:fs/promises';`);
  lines.push(sdkPreamble(base, { key: view.needsKey }), '');
  if (plan.note) lines.push(`// ${plan.note}`);
  for (const file of filesRead(plan)) lines.push(`const ${stem(file)} = JSON.parse(await readFile('${file}', 'utf8'));`);
  const queryValues = Object.fromEntries(Object.entries(view.query).map(([name, value]) => [name, /^\d+$/.test(value) ? value : tsLiteral(value)]));
  const call = SDK_CALLS[view.operationId]({
    ids: plan.urlFrom
      ? [`${stem(plan.urlFrom[0])}.${plan.urlFrom[1]}`]
      : [...view.path.matchAll(/\{(\w+)\}/g)].map(([, parameter]) => {
          const source = plan.pathFrom?.[parameter!];
          if (!source) throw new Error(`${view.path}: the plan says nowhere where {${parameter}} comes from`);
          return `${stem(source[0])}.${source[1]}`;
        }),
    query: Object.keys(queryValues).length
      ? `{ ${Object.entries(queryValues)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', ')} }`
      : undefined,
    queryValues,
    body: plan.bodyFrom ? `${stem(plan.bodyFrom[0])}.${plan.bodyFrom[1]}` : view.body === undefined ? undefined : tsLiteral(view.body),
  });
  if (plan.download) {
    lines.push(
      '// An error answer throws an AtlasprintError (status, code, message).',
      `const bytes = await ${call};`,
      `await writeFile('${plan.download}', bytes);`,
      `console.log(\`${plan.download}: \${bytes.length} bytes\`);`,
    );
  } else {
    lines.push('// An error answer throws an AtlasprintError (status, code, message).', `const answer = await ${call};`);
    if (plan.saveAs) lines.push(`await writeFile('${plan.saveAs}', JSON.stringify(answer, null, 2)); // kept for the examples below`);
    lines.push(`console.log(${plan.show ? `answer.${plan.show}` : 'answer'});`);
  }
  return lines.join('\n');
}

function python(base: string, view: OperationView, plan: CallPlan): string {
  const lines = ['import json', ...(view.needsKey ? ['import os'] : []), 'import urllib.request', 'from urllib.error import HTTPError', ''];
  if (plan.note) lines.push(`# ${plan.note}`);
  for (const file of filesRead(plan)) lines.push(`with open('${file}') as file:`, `    ${snake(stem(file))} = json.load(file)`);
  if (filesRead(plan).length) lines.push('');
  const url = plan.urlFrom
    ? `${snake(stem(plan.urlFrom[0]))}['${plan.urlFrom[1]}']`
    : `f'${base}${pathWith(view.path, plan, (_parameter, [file, field]) => `{${snake(stem(file))}["${field}"]}`)}${queryString(view.query)}'`;
  const args = [url];
  if (view.method !== 'get') args.push(`method='${view.method.toUpperCase()}'`);
  const headers: string[] = [];
  if (view.needsKey) headers.push(`'Authorization': f'Bearer {os.environ["ATLASPRINT_KEY"]}'`);
  if (view.body !== undefined || plan.bodyFrom) headers.push(`'Content-Type': 'application/json'`);
  if (headers.length) args.push(`headers={${headers.join(', ')}}`);
  if (view.body !== undefined) args.push(`data=json.dumps(${pyLiteral(view.body, '    ')}).encode()`);
  if (plan.bodyFrom) args.push(`data=json.dumps(${snake(stem(plan.bodyFrom[0]))}['${plan.bodyFrom[1]}']).encode()`);
  lines.push(`request = urllib.request.Request(\n${args.map((arg) => `    ${arg},`).join('\n')}\n)`);
  lines.push('try:', '    with urllib.request.urlopen(request) as response:');
  if (plan.download) {
    lines.push(
      `        with open('${plan.download}', 'wb') as file:`,
      '            file.write(response.read())',
      `        print('${plan.download}:', response.headers['Content-Type'])`,
    );
  } else {
    lines.push('        body = json.load(response)');
  }
  lines.push(
    'except HTTPError as error:  # 4xx and 5xx: { "error": true, "code", "message" }',
    `    raise SystemExit(f'{error.code}: {json.load(error)["message"]}')`,
  );
  if (!plan.download) {
    if (plan.saveAs) lines.push(`with open('${plan.saveAs}', 'w') as file:  # kept for the examples below`, '    json.dump(body, file, indent=2)');
    lines.push(plan.show ? `print(json.dumps(body['${plan.show}'], indent=2))` : 'print(json.dumps(body, indent=2))');
  }
  return lines.join('\n');
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The request of `method path` of the API at `base`, in the three languages of the docs. */
export function generatedRequest(document: Document, base: string, method: string, path: string, plan: CallPlan = {}): Example & { python: string } {
  const view = operationView(document, method, path, plan);
  return { curl: curl(base, view, plan), ts: typescript(base, view, plan), python: python(base, view, plan) };
}

/** The Python of a call, for an operation whose curl and TypeScript are written by hand. */
export function generatedPython(document: Document, base: string, method: string, path: string, plan: CallPlan = {}): string {
  return python(base, operationView(document, method, path, plan), plan);
}
