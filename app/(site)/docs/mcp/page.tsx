import { CodeBlock } from '@/components/docs/code-block';
import { DataTable } from '@/components/docs/table';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { noKeyMessage, TOOL_NAMES } from '@/lib/mcp';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata(
  'MCP and agents',
  'The MCP server for AI agents: its tools, which clients take the key in a header or in the URL, and what a missing key looks like.',
);

const code = (text: string) => <code>{text}</code>;

/** What each tool of the MCP server's own registry (TOOL_NAMES) does: a tool added there fails to compile here until it is described. */
const TOOL_DOCS: Record<(typeof TOOL_NAMES)[number], string> = {
  find_place:
    'Coordinates and a poster zoom for a place name, and whether this server’s map data covers it now (else the zoom it covers from), as GET /v1/places answers. Needs no key; costs nothing.',
  render_poster:
    'Renders a poster. Its input is a RenderRequest (same fields, limits and messages as POST /v1/render); it returns the RenderResult, and the preview as an image. Counts one render on success.',
  render_batch:
    'Queues 1 to 100 posters at once, as POST /v1/batches (renders overlaid on defaults); returns the batch with the id of each render, to follow with get_render. Each counts one render when it succeeds.',
  get_render:
    'A render of the key by its id (rnd_…), as GET /v1/renders/{id} answers: its status, its progress while rendering, and its result or error. For renders queued with POST /v1/renders or a batch. Costs nothing.',
  get_render_usage: 'The key’s plan, status and allowance, as GET /v1/me answers. No input.',
};

export default function McpGuide() {
  const { base } = docsContext();
  return (
    <DocsArticle href="/docs/mcp">
      <p>
        AI agents can render posters through the Model Context Protocol server at <code>{base}/mcp</code> (Streamable HTTP). It takes the same API key, as{' '}
        <code>Authorization: Bearer &lt;API key&gt;</code>, or inside its URL, <code>{base}/mcp/&lt;API_KEY&gt;</code>, for clients that cannot send headers. It
        passes the key to this API only. It answers tools/list with its tools:
      </p>
      <section aria-labelledby="mcp-tools">
        <h2 id="mcp-tools">Tools</h2>
        <DataTable caption="MCP tools" columns={['Tool', 'What it does']} rows={TOOL_NAMES.map((name) => [code(name), TOOL_DOCS[name]])} />
      </section>
      <section aria-labelledby="mcp-clients">
        <h2 id="mcp-clients">MCP clients</h2>
        <p>
          The server takes the key in one of two places, and the same key either way: the header <code>Authorization: Bearer &lt;API key&gt;</code> on{' '}
          <code>{base}/mcp</code>, or the path, <code>{base}/mcp/&lt;API key&gt;</code>. A request with both must give the same key in each. Prefer the header:
          a URL with a key in it is as secret as the key, and ends up in more places (histories, screenshots, logs of the client).
        </p>
        <DataTable
          caption="Which form each client takes"
          columns={['Client', 'Key in the header', 'Key in the path']}
          rows={[
            [
              'Claude Code',
              <>
                yes: <code>claude mcp add … --header</code> (below)
              </>,
              'yes',
            ],
            [
              'Cursor (mcp.json)',
              <>
                yes: <code>url</code> and <code>headers</code>
              </>,
              'yes',
            ],
            [
              'VS Code (.vscode/mcp.json)',
              <>
                yes: <code>type: &quot;http&quot;</code>, <code>url</code> and <code>headers</code>
              </>,
              'yes',
            ],
            ['MCP Inspector, latest', 'yes: its authentication settings (header Authorization, value Bearer and the key)', 'yes'],
            [
              'MCP Inspector 0.15 (what npx picks on Node.js 20)',
              'yes: use this form',
              <>
                no: it connects to <code>/mcp</code> without the key, and every tool that needs the key answers the missing-key message below
              </>,
            ],
            ['A client that takes only a URL', 'no', 'yes: the only form it can use'],
            [
              'Your own code (the MCP TypeScript SDK)',
              <>
                yes: <code>requestInit.headers</code> of the transport
              </>,
              'yes',
            ],
          ]}
        />
        <p>
          Cursor and other clients that read <code>mcpServers</code> and send headers (the key comes from the environment where the client expands variables;
          otherwise paste it, and keep the file private):
        </p>
        <CodeBlock
          label="MCP client configuration (JSON)"
          language="json"
          code={JSON.stringify(
            // biome-ignore lint/suspicious/noTemplateCurlyInString: the MCP client expands ${ATLASPRINT_KEY} from its environment
            { mcpServers: { atlasprint: { type: 'http', url: `${base}/mcp`, headers: { Authorization: 'Bearer ${ATLASPRINT_KEY}' } } } },
            null,
            2,
          )}
        />
        <p>A client that takes only a URL:</p>
        <CodeBlock
          label="MCP client configuration, key in the URL (JSON)"
          language="json"
          code={JSON.stringify({ mcpServers: { atlasprint: { type: 'http', url: `${base}/mcp/<API_KEY>` } } }, null, 2)}
        />
        <p>Claude Code, from a shell where the key is set:</p>
        <CodeBlock
          label="Shell"
          language="sh"
          notRun="needs Claude Code"
          code={`claude mcp add --transport http atlasprint ${base}/mcp --header "Authorization: Bearer $ATLASPRINT_KEY"`}
        />{' '}
        <p>
          The MCP Inspector is a quick way to see the tools: start it (<code>npx @modelcontextprotocol/inspector</code>), choose the Streamable HTTP transport,
          the URL <code>{base}/mcp</code>, and give the key as a header, as above; then list the tools and call <code>find_place</code>, which needs no key.
        </p>
      </section>
      <section aria-labelledby="mcp-missing-key">
        <h2 id="mcp-missing-key">When the key is missing</h2>
        <p>
          Without a key, <code>initialize</code> and <code>tools/list</code> work and <code>find_place</code> answers; every tool that renders or reads the
          key&apos;s account answers a tool error (<code>isError: true</code>) with this message:
        </p>
        <CodeBlock label="The server&apos;s answer to a tool call without a key" code={noKeyMessage()} wrap />
        <p>
          A client that shows this although you gave the key in the URL has dropped the path: give the key in the header instead. A key that is given but
          unknown or rotated out is named as such, with the same hint.
        </p>
      </section>
    </DocsArticle>
  );
}
