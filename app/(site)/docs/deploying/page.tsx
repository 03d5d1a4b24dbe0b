import { CodeBlock } from '@/components/docs/code-block';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { docsHref } from '@/components/docs/registry';
import { DataTable } from '@/components/docs/table';
import { IDEMPOTENCY_WINDOW_HOURS } from '@/lib/posters';
import {
  FINISHED_RENDER_INPUT_RETENTION_DAYS,
  IDEMPOTENCY_RECORD_RETENTION_HOURS,
  JOB_RECORD_RETENTION_DAYS,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
} from '@/lib/retention';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata('Deploying and storage', 'Running your own Atlasprint: containers, Vercel, and where posters are stored.');

export default function DeployingGuide() {
  const { base } = docsContext();
  return (
    <DocsArticle href="/docs/deploying">
      <p>
        To run your own Atlasprint: <code>npm ci &amp;&amp; npm start</code> with nothing set runs embedded (PGlite and files in <code>.data</code>). Given{' '}
        <code>DATABASE_URL</code> (PostgreSQL, or Neon) it is a deployment, and it refuses to start, naming the variable and why, without{' '}
        <code>PUBLIC_BASE_URL</code> (links in results, mails and checkouts name it) and without Stripe (<code>STRIPE_SECRET_KEY</code>,{' '}
        <code>STRIPE_WEBHOOK_SECRET</code>, at least one <code>STRIPE_PRICE_*</code>) or <code>PAYMENTS=test</code>. Stripe&apos;s webhook goes to{' '}
        <code>{base}/webhooks/stripe</code>.
      </p>
      <ul>
        <li>
          <strong>Containers</strong>: the repository&apos;s <code>Dockerfile</code> (Debian&apos;s Chromium for PDFs, a non-root user, a health check on{' '}
          <code>/health</code>) and <code>compose.yaml</code>, with PostgreSQL and MinIO for storage.
        </li>
        <li>
          <strong>Vercel</strong>: Neon as <code>DATABASE_URL</code>, Vercel Blob (<code>BLOB_READ_WRITE_TOKEN</code>), <code>BROWSER_WS_ENDPOINT</code> or{' '}
          <code>@sparticuz/chromium</code> for PDFs. Each function fits Vercel&apos;s 250 MB limit: the build traces the engine&apos;s fonts, map data and
          Chromium into <code>/v1/render</code> and <code>/mcp</code> only (the largest, <code>/mcp</code>, is about 219 MB), and a test adds up every function.
          Queued renders, batches and webhooks also need one always-on host running <code>npm start</code> on the same database, which works the queue.
        </li>
      </ul>
      <p>
        <a href={docsHref('operating-deploying')}>Running the service</a> has the steps, and <a href={docsHref('operating-configuration')}>every setting</a>.
      </p>
      <CodeBlock label="Shell" language="sh" notRun="needs a container engine" code={'docker compose up --build   # then http://localhost:3000'} />
      <section aria-labelledby="storage">
        <h2 id="storage">Storage</h2>
        <p>
          Posters are stored under <code>renders/&lt;id&gt;.&lt;png|jpg|webp|pdf|svg&gt;</code>. The <code>url</code> of a RenderResult is public and needs no
          key: on this server <code>{base}/files/renders/…</code> (immutable, cached for a year, served with a Content-Security-Policy that lets nothing run),
          or a Vercel Blob or S3-compatible store when the deployment uses one. Download the file if you need to keep it.
        </p>
      </section>
      <section aria-labelledby="retention">
        <h2 id="retention">Retention</h2>
        <p>What the service keeps, and for how long; a daily job (one instance, 03:17 UTC) prunes the rest.</p>
        <DataTable
          caption="How long records are kept"
          columns={['What', 'Kept']}
          rows={[
            [
              'A poster’s file and its succeeded render (GET /v1/renders/{id}, the logged answer of POST /v1/verify)',
              'As long as the service runs: a poster’s link keeps working.',
            ],
            [
              'A finished render’s request (what a queued render was drawn from)',
              `${FINISHED_RENDER_INPUT_RETENTION_DAYS} days, then dropped; the render itself stays.`,
            ],
            [
              'A failed render',
              `${FINISHED_RENDER_INPUT_RETENTION_DAYS} days, then deleted (GET /v1/renders/{id} answers 404); an item of a batch keeps its row for the batch’s counts.`,
            ],
            [
              'Webhook deliveries and their attempts (GET /v1/webhooks/{id}/deliveries)',
              `${WEBHOOK_DELIVERY_RETENTION_DAYS} days once delivered or failed; a pending one while it is tried.`,
            ],
            [
              'Idempotency-Key records',
              `${IDEMPOTENCY_RECORD_RETENTION_HOURS} hours (a key answers the first result within ${IDEMPOTENCY_WINDOW_HOURS} hours).`,
            ],
            ['Job records of the queue engine', `${JOB_RECORD_RETENTION_DAYS} days after the job ended.`],
          ]}
        />
      </section>
    </DocsArticle>
  );
}
