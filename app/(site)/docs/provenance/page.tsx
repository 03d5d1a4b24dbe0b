import { CodeBlock } from '@/components/docs/code-block';
import { offlineVerification } from '@/components/docs/examples';
import { canonicalBytes, PROVENANCE_KEYWORD } from '@/lib/provenance';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { apiHref } from '@/components/docs/registry';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata('Provenance', 'How every poster is signed, what the signature covers and how to verify it, online or offline.');

export default function ProvenanceGuide() {
  const { base } = docsContext();
  const record = {
    v: 1,
    id: 'rnd_4hT9qL2mV8xK1pZ6cR3nW7yB',
    plan: 'pro',
    issued: '2026-11-22T07:28:52.366Z',
    sha256: '50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c',
  };
  return (
    <DocsArticle href="/docs/provenance">
      <section aria-labelledby="provenance-record">
        <h2 id="provenance-record">The signed record</h2>
        <p>
          Every render is signed with Ed25519. The record is <code>{'{v, id, plan, issued, sha256}'}</code> and its signature <code>sig</code> (base64url)
          covers the record&apos;s <strong>canonical bytes</strong>: the UTF-8 JSON of exactly those keys in that order, no whitespace, a missing field as{' '}
          <code>null</code>:
        </p>
        <CodeBlock label="Canonical bytes" language="json" code={canonicalBytes(record).toString('utf8')} wrap />
        <p>
          <code>sha256</code> is the hex SHA-256 of the file <strong>before the record is embedded</strong>:
        </p>
        <ul>
          <li>
            PNG: the file without its <code>{PROVENANCE_KEYWORD}</code> tEXt chunk (the record is inserted right after IHDR);
          </li>
          <li>
            SVG: the file without its <code>{`<metadata id="${PROVENANCE_KEYWORD}">…</metadata>`}</code> element (right after the opening{' '}
            <code>&lt;svg …&gt;</code> tag);
          </li>
          <li>JPEG, WebP and PDF carry no embedded record: the file as stored.</li>
        </ul>
      </section>
      <section aria-labelledby="provenance-verify">
        <h2 id="provenance-verify">Verifying</h2>
        <p>
          The record is returned as <code>provenance</code> in the RenderResult (there the signature is called <code>signature</code>), embedded in PNG and SVG
          files, and kept in the stored object&apos;s metadata (<code>atlasprint-provenance</code>). <a href={apiHref('post', '/v1/verify')}>POST /v1/verify</a>{' '}
          answers <code>valid</code> (the signature matches these exact fields) and <code>logged</code> (the id is in our records). Re-encoding a file strips
          its metadata; the signature proves authenticity for intact files.
        </p>
        <p>
          Beside the record, <code>kid</code> names the key that signed it: the RFC 7638 thumbprint of a key listed at{' '}
          <a href={apiHref('get', '/.well-known/atlasprint-signing-key.json')}>/.well-known/atlasprint-signing-key.json</a>, a JWK Set of the key signing now
          and every key retired since, so a poster signed before a key rotation still verifies. <code>kid</code> is not part of the signed bytes (they are the
          same as before keys had ids): it only says which key to check with, and records from before kids were written are checked with each key. To verify
          offline, pick the record&apos;s key from the set:
        </p>
        <CodeBlock label="TypeScript (Node.js): verify offline" language="ts" code={offlineVerification(base)} />
      </section>
    </DocsArticle>
  );
}
