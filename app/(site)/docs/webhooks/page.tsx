import { CodeBlock } from '@/components/docs/code-block';
import { webhookReceiver, webhookVerification } from '@/components/docs/examples';
import {
  MAX_PENDING_WEBHOOK_DELIVERIES,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_CONCURRENT_DELIVERIES,
  WEBHOOK_DELIVERIES_PER_ENDPOINT,
  WEBHOOK_DELIVERIES_PER_KEY,
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_ENDPOINT_BACKOFF,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY,
  WEBHOOK_TIMEOUT_MS,
} from '@/lib/webhooks';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsMetadata } from '@/components/docs/document';
import { apiHref, docsHref, schemaHref } from '@/components/docs/registry';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata('Webhooks and batches', 'Queued renders, batches of up to 100 posters, and signed webhooks when they end.');

export default function WebhooksGuide() {
  return (
    <DocsArticle href="/docs/webhooks">
      <section aria-labelledby="async-renders">
        <h2 id="async-renders">Queued renders</h2>
        <p>
          <a href={apiHref('post', '/v1/renders')}>POST /v1/renders</a> takes the same <a href={docsHref('render-request')}>RenderRequest</a> as{' '}
          <a href={apiHref('post', '/v1/render')}>POST /v1/render</a> but answers at once with a <a href={schemaHref('RenderAccepted')}>RenderAccepted</a>: the
          render is queued and drawn by the service&apos;s workers. Follow it with <a href={apiHref('get', '/v1/renders/{id}')}>GET /v1/renders/{'{id}'}</a>{' '}
          (its status: queued, rendering, succeeded or failed, then its result or error), list a key&apos;s renders with{' '}
          <a href={apiHref('get', '/v1/renders')}>GET /v1/renders</a>, or register a webhook below and be told when it ends.
        </p>
        <ul>
          <li>A queued render is charged once, when it succeeds and its file is stored; a failed one costs nothing.</li>
          <li>
            While it is <code>rendering</code>, the Render has a <a href={schemaHref('Render')}>progress</a>: its <code>stage</code> (<code>composing</code> the
            map and layout, <code>drawing</code> its strips, <code>finishing</code> the file) and <code>fraction</code>, the share of the sheet&apos;s strips
            drawn (0 to 1, with <code>strips_done</code> and <code>strips</code>), written about once a second at most. It is absent while queued and once the
            render ended. A print at 300 dpi is drawn in strips (an A0 in 12); a small poster in one or a few.
          </li>
          <li>
            A key&apos;s renders are drawn a few at a time by plan, so one key&apos;s backlog does not hold up another key&apos;s first render; too many waiting
            is a <code>429</code> <code>too_many_queued</code> with <code>Retry-After</code>.
          </li>
          <li>
            Send an <code>Idempotency-Key</code> as with a synchronous render (see <a href={docsHref('idempotency')}>Retries and Idempotency-Key</a>).
          </li>
        </ul>
      </section>
      <section aria-labelledby="batches">
        <h2 id="batches">Batches</h2>
        <p>
          <a href={apiHref('post', '/v1/batches')}>POST /v1/batches</a> queues 1 to 100 posters at once: <code>renders</code>, each a RenderRequest, laid over
          optional <code>defaults</code> field by field. It answers a <a href={schemaHref('BatchAccepted')}>BatchAccepted</a>;{' '}
          <a href={apiHref('get', '/v1/batches/{id}')}>GET /v1/batches/{'{id}'}</a> counts its renders by status, and{' '}
          <a href={apiHref('get', '/v1/batches/{id}/archive')}>its archive</a> is a ZIP of the posters done so far with a <code>manifest.json</code>. Each
          poster counts one render when it succeeds. The MCP tool <code>render_batch</code> does the same for agents.
        </p>
      </section>
      <section aria-labelledby="webhooks">
        <h2 id="webhooks">Webhooks</h2>
        <p>
          Register a URL with <a href={apiHref('post', '/v1/webhooks')}>POST /v1/webhooks</a> (at most {MAX_WEBHOOK_ENDPOINTS} per key) to be told when a queued
          render ends (<code>render.succeeded</code>, <code>render.failed</code>) and when a batch completes (<code>batch.completed</code>). Only queued renders
          (<code>POST /v1/renders</code>, batches) send events: a synchronous <code>POST /v1/render</code> answers with its result instead. Each event is a{' '}
          <code>POST</code> of a <a href={schemaHref('WebhookEvent')}>WebhookEvent</a>, <code>{'{"type": …, "timestamp": …, "data": …}'}</code>, with{' '}
          <code>type</code> one of {WEBHOOK_EVENT_TYPES.join(', ')} and <code>data</code> the Render or Batch as its <code>GET</code> answers it, signed with
          the <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> scheme:
        </p>
        <ul>
          <li>
            <code>webhook-id</code>: the delivery id (<code>msg_…</code>), the same on every attempt of one event: ignore one you have seen;
          </li>
          <li>
            <code>webhook-timestamp</code>: when this attempt was signed, in unix seconds (each attempt is signed again): refuse one more than five minutes off;
          </li>
          <li>
            <code>webhook-signature</code>: <code>v1,</code> and the base64 HMAC-SHA256 of <code>webhook-id.webhook-timestamp.body</code>, keyed by the{' '}
            <strong>base64-decoded</strong> part of the secret after <code>whsec_</code>.
          </li>
        </ul>
        <p>
          Answer with any 2xx within {WEBHOOK_TIMEOUT_MS / 1000} s. Anything else (a redirect included: none is followed) or no answer is retried with backoff,{' '}
          {WEBHOOK_RETRY.retryLimit + 1} attempts over about a day ({WEBHOOK_RETRY.retryDelay / 60} to {(2 * WEBHOOK_RETRY.retryDelay) / 60} minutes after the
          first, then doubling up to every {WEBHOOK_RETRY.retryDelayMax / 3600} hours), after which the delivery is <code>failed</code>. Each attempt is listed
          by <a href={apiHref('get', '/v1/webhooks/{id}/deliveries')}>GET /v1/webhooks/{'{id}'}/deliveries</a>. The URL must be <code>https</code> to public
          addresses: a host that resolves to a loopback, private, link-local or metadata address is refused, when it is registered and again at every delivery.
          A name that does not resolve is refused in the same words as one that resolves to an internal address (the message does not tell them apart). A server
          running embedded (no <code>DATABASE_URL</code>) also takes <code>http</code> to a loopback address, so you can receive events on your own machine.
        </p>
        <p>
          Verify the raw body, before parsing it. With the SDK&apos;s <code>verifyWebhook</code> (any Standard Webhooks library does the same; here the body
          saved as <code>delivery.json</code>, the headers and the secret in variables):
        </p>
        <CodeBlock label="TypeScript (SDK): verify a delivery" language="ts" code={webhookVerification().ts} />
        <p>Or in a shell, with openssl only:</p>
        <CodeBlock label="Shell: verify a delivery with openssl" language="sh" code={webhookVerification().sh} />
        <p>
          A whole receiver, with Node.js and the SDK alone: it answers HTTP at the URL the <a href={apiHref('post', '/v1/webhooks')}>POST /v1/webhooks</a>{' '}
          example registers, verifies each delivery as above before it reads it, handles each delivery id once and answers <code>204</code> at once. Run it with{' '}
          <code>WEBHOOK_SECRET=whsec_… npx tsx receiver.mts</code>, register its URL (on your own server: https to a public address), then queue a render.
        </p>
        <CodeBlock
          label="TypeScript (SDK and Node.js): a receiver"
          language="ts"
          code={webhookReceiver(WEBHOOK_TIMEOUT_MS / 1000)}
          notRun="it is a server: it runs until it is stopped; its check of a delivery is the block above, which runs"
        />
      </section>
      <section aria-labelledby="webhook-health">
        <h2 id="webhook-health">Failing endpoints</h2>
        <p>
          One customer&apos;s slow or silent receivers do not hold up anyone else&apos;s: each server attempts up to {WEBHOOK_CONCURRENT_DELIVERIES} deliveries
          at once, at most {WEBHOOK_DELIVERIES_PER_KEY} of one key&apos;s and {WEBHOOK_DELIVERIES_PER_ENDPOINT} to one endpoint, and keys are served in turn (a
          key&apos;s first event goes before another key&apos;s hundredth). A key has at most {MAX_PENDING_WEBHOOK_DELIVERIES} deliveries pending: an event past
          that is listed as a <code>failed</code> delivery whose <code>error</code> says why, and is not sent.
        </p>
        <ul>
          <li>
            After a failed attempt the endpoint is failing (<code>failing_since</code> in <a href={apiHref('get', '/v1/webhooks')}>GET /v1/webhooks</a>): its
            deliveries are tried one at a time. After two failures in a row it gets no attempt for {WEBHOOK_ENDPOINT_BACKOFF.firstSeconds} s, doubling with each
            further failure up to {WEBHOOK_ENDPOINT_BACKOFF.maxSeconds / 60} minutes; its deliveries wait and go out once it answers. A 2xx clears it.
          </li>
          <li>
            When every attempt has failed for {WEBHOOK_DISABLE_AFTER_HOURS} hours the endpoint is disabled: <code>disabled_at</code> and{' '}
            <code>disabled_reason</code> (the period, the failures in a row and the last one) say so, its pending deliveries end <code>failed</code>, and no
            event is queued for it.
          </li>
          <li>
            Fix the receiver, then <a href={apiHref('post', '/v1/webhooks/{id}/enable')}>POST /v1/webhooks/{'{id}'}/enable</a>: its failures are forgotten and
            the next event is sent at once. Events of the time it was disabled are not sent again; <a href={apiHref('get', '/v1/renders')}>GET /v1/renders</a>{' '}
            has them.
          </li>
        </ul>
      </section>
    </DocsArticle>
  );
}
