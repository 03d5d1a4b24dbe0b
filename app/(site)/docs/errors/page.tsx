import { DataTable } from '@/components/docs/table';
import { ALL_ERROR_CODES } from '@/lib/http';
import { KEY_PREFIX } from '@/lib/keys';
import { LEGACY_THEME_KEYS } from '@/lib/render';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { API_PAGES, apiHref } from '@/components/docs/registry';
import { codesByStatus, STATUS_MEANING } from '@/components/docs/statuses';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata('Errors and versioning', 'Every status and error code the API answers with, and how the API changes within v1.');

const ERROR_CODE_LIST = ALL_ERROR_CODES.join(', ');

export default function ErrorsGuide() {
  const { base, document } = docsContext();
  void base;
  const codes = codesByStatus();
  const statuses = new Map<string, string[]>();
  for (const { operation: described } of API_PAGES) {
    const { method, path } = described!;
    for (const status of Object.keys(document.paths[path]![method]!.responses)) {
      if (status.startsWith('2') && status !== '202') continue;
      statuses.set(status, [...(statuses.get(status) ?? []), `${method.toUpperCase()} ${path}`]);
    }
  }
  return (
    <DocsArticle href="/docs/errors">
      <p>
        Every error is <code>{'{"error": true, "code": "…", "message": "…"}'}</code>. Branch on <code>code</code> (stable: {ERROR_CODE_LIST}), show the message
        to a person. Messages are short and specific: <code>markers[2].lat must be between -90 and 90</code>,{' '}
        <code>missing API key: send the header &quot;Authorization: Bearer {KEY_PREFIX}…&quot;</code>, <code>POST is not supported here; use GET</code>. Each
        operation&apos;s reference page lists its own statuses; <a href="/openapi.json">/openapi.json</a> adds an example message to each.
      </p>
      <section aria-labelledby="statuses">
        <h2 id="statuses">Statuses</h2>
        <p>Every status the API answers with, what it means, and the codes that come with it.</p>
        <DataTable
          caption="Statuses and the error codes that use them"
          columns={['Status', 'Meaning', 'Codes', 'Returned by']}
          rows={[...new Set([...statuses.keys(), ...codes.keys()])].sort().map((status) => [
            <code key="status">{status}</code>,
            STATUS_MEANING[status as keyof typeof STATUS_MEANING],
            codes.get(status)?.map((code, index) => (
              <span key={code}>
                {index > 0 ? ', ' : ''}
                <code>{code}</code>
              </span>
            )) ?? 'none: not an error',
            // 405, 408, 431 and 500 can come from any endpoint; 499 is written to the log only.
            statuses.get(status)?.length === API_PAGES.length || !statuses.has(status)
              ? 'any endpoint'
              : statuses.get(status)!.map((endpoint, index) => (
                  <span key={endpoint}>
                    {index > 0 ? ', ' : ''}
                    <a href={apiHref(endpoint.split(' ')[0]!, endpoint.split(' ')[1]!)}>{endpoint}</a>
                  </span>
                )),
          ])}
        />
      </section>
      <section aria-labelledby="versioning">
        <h2 id="versioning">Versioning</h2>
        <ul>
          <li>
            Versioned paths carry <code>/v1/</code>; <code>/health</code> is unversioned. This interface is version 1.0.0.
          </li>
          <li>
            The provenance record carries <code>v</code> (integer, default 1).
          </li>
          <li>
            The legacy theme keys{' '}
            {Object.keys(LEGACY_THEME_KEYS).map((key, index) => (
              <span key={key}>
                {index > 0 ? ', ' : ''}
                <code>{key}</code>
              </span>
            ))}{' '}
            stay accepted.
          </li>
          <li>Within v1, changes only add: new optional fields, new values, new endpoints. Ignore response fields you do not know.</li>
          <li>
            One exception so far, on 26 November 2026: a PDF or SVG of an artistic theme no longer has <code>print.dpi</code>. It is vector, sharp at any size,
            and the number (the resolution of a raster export of the same request) worried print buyers about a file it did not describe;{' '}
            <code>print.vector</code> now says which files are vector, and <code>print.dpi</code> stays wherever a raster is in the file.
          </li>
        </ul>
      </section>
    </DocsArticle>
  );
}
