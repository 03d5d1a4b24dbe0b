import { CodeBlock } from '@/components/docs/code-block';
import { DataTable } from '@/components/docs/table';
import { CHECKOUT_RATE_LIMIT } from '@/lib/billing';
import { DEFAULT_BODY_LIMIT, FIELDS_BODY_LIMIT, RENDER_BODY_LIMIT, VERIFY_BODY_LIMIT } from '@/lib/http';
import { KEY_PREFIX, RECOVERY_RATE_LIMIT, RECOVERY_TOKEN_TTL_SECONDS } from '@/lib/keys';
import { SERVER_LIMITS } from '@/lib/openapi';
import { PLAN_IDS, PLANS } from '@/lib/plans';
import { BUSY_RETRY_SECONDS, IDEMPOTENCY_RETRY_SECONDS, IDEMPOTENCY_WINDOW_HOURS } from '@/lib/posters';
import { MAX_DIMENSION, MIN_DIMENSION, PREVIEW_DIMENSION, RENDER_DEADLINE_MS, RENDER_QUEUE_LIMIT } from '@/lib/render';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { apiHref, docsHref } from '@/components/docs/registry';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata('Keys and billing', 'Authentication, buying a key, a lost key, changing plan, limits, charging, headers and idempotency.');

const code = (text: string) => <code>{text}</code>;

export default function KeysGuide() {
  const { base, document } = docsContext();
  return (
    <DocsArticle href="/docs/keys">
      <section aria-labelledby="authentication">
        <h2 id="authentication">Authentication</h2>
        <p>
          <code>/v1/render</code>, <code>/v1/me</code>, <code>/v1/keys/rotate</code> and <code>/v1/keys/upgrade</code> need an API key of a plan, sent as{' '}
          <code>Authorization: Bearer &lt;API key&gt;</code>. Keys begin with <code>{KEY_PREFIX}</code> followed by 40 random characters. Everything else needs
          no credentials.
        </p>
        <ul>
          <li>
            A missing, malformed, unknown or rotated-out key gives 401. A suspended or revoked key gives 403 on render (<code>/v1/me</code> still answers and
            shows the status).
          </li>
          <li>
            Keep the key server-side: out of web pages, logs and shared chats. A leaked key is replaced with{' '}
            <a href={apiHref('post', '/v1/keys/rotate')}>POST /v1/keys/rotate</a> (or the <a href="/keys">key page</a>). A lost key is replaced by email:{' '}
            <a href={apiHref('post', '/v1/keys/recover')}>POST /v1/keys/recover</a> (or the <a href="/keys/recover">recovery page</a>) sends a link to the
            address it was bought with. See <a href={docsHref('lost-key')}>Lost a key?</a>.
          </li>
          <li>
            Keys come with a plan a person buys (<a href={docsHref('buying')}>Buying a key</a>); there is no OAuth, no OpenID Connect and no programmatic
            sign-up.
          </li>
        </ul>
        <p>
          The examples read the key from the environment. Every shell and TypeScript example on this page is run by our tests, in this order, against a live
          server (TypeScript: save a block as <code>example.mts</code> and run <code>npx tsx example.mts</code>; the shell examples use <code>curl</code> and{' '}
          <code>jq</code>):
        </p>
        <CodeBlock
          label="Shell"
          language="sh"
          code={`export ATLASPRINT_KEY=atp_live_…   # your key; never commit it
curl -s --fail-with-body ${base}/v1/me -H "Authorization: Bearer $ATLASPRINT_KEY"   # check it: plan, status, usage`}
        />
      </section>
      <section aria-labelledby="buying">
        <h2 id="buying">Buying a key</h2>
        <ol>
          <li>
            <a href={apiHref('post', '/v1/checkout')}>POST /v1/checkout</a> with a <code>plan</code> ({PLAN_IDS.map((id) => id).join(', ')}) returns{' '}
            <code>url</code> and <code>id</code> (<code>cs_…</code>).
          </li>
          <li>
            A person opens <code>url</code> and pays: Stripe Checkout, or, where Stripe is not configured, the site&apos;s own test payment page (clearly
            marked; no money moves).
          </li>
          <li>
            They return to <code>/purchase/return?session_id=…</code>, which calls <a href={apiHref('get', '/v1/key')}>GET /v1/key</a> (202 while the payment is
            confirmed) and shows the key once.
          </li>
        </ol>
        <p>
          That return page reveals the key, so it is the buyer&apos;s, in their browser. For a program to receive the key instead, give the checkout a{' '}
          <code>return_url</code>: the payer is sent there with <code>?session_id=…</code> added, nothing of ours reveals it, and the program polls GET /v1/key
          (202 with <code>declined: true</code> means the payer declined: stop and tell them). The TypeScript example of{' '}
          <a href={apiHref('get', '/v1/key')}>GET /v1/key</a> does the whole purchase.
        </p>
        <p>
          Or use the <a href="/pricing">pricing page</a>. A failed subscription payment suspends the key (403 on render) until paid; the subscription ending
          revokes it for good. A key you still have is replaced with POST /v1/keys/rotate; a lost one by email (below). Give an <code>email</code> at checkout:
          it is where a recovery link goes.
        </p>
        <h3 id="lost-key">Lost a key?</h3>
        <p>
          <a href={apiHref('post', '/v1/keys/recover')}>POST /v1/keys/recover</a> with the email address the key was bought with (or the{' '}
          <a href="/keys/recover">recovery page</a>) sends, for each active or suspended key bought with it, a message with a link to{' '}
          <code>{base}/keys/recover?token=…</code>. The link works once, within {RECOVERY_TOKEN_TTL_SECONDS / 3600} hour; opening it changes nothing (mail
          scanners open links), pressing its button replaces the key as rotation does (
          <a href={apiHref('post', '/v1/keys/recover/confirm')}>POST /v1/keys/recover/confirm</a>): the new key is shown once, the lost one is refused from then
          on, and plan, usage and status stay. The answer to a request is the same whether or not the address has keys. A server on its own database sends this
          mail through <code>SMTP_URL</code>; without it, recovery answers 503 and a lost key cannot be replaced there. Run embedded (<code>npm start</code>{' '}
          with nothing set), the server writes each message as an <code>.eml</code> file into <code>.data/outbox/</code> instead of sending it.
        </p>
        <h3 id="change-plan">Change plan</h3>
        <p>
          <a href={apiHref('post', '/v1/keys/upgrade')}>POST /v1/keys/upgrade</a> with <code>{'{"plan": "business"}'}</code> (or the{' '}
          <a href="/keys">key page</a>) moves a subscription key to another monthly plan, up or down, keeping the key, its status and this month&apos;s renders:
          the new quota applies at once, the renders already used counted (so a smaller plan may leave none this month). With Stripe, the key&apos;s
          subscription moves to the new price, prorated on the next invoice, and the answer is 200 with the new status; otherwise it is 202 with a checkout{' '}
          <code>url</code> to pay, after which GET /v1/key?session_id=… answers <code>upgraded: true</code> (no new key). A single-render key has no plan to
          change: buy a subscription instead.
        </p>
      </section>
      <section aria-labelledby="limits">
        <h2 id="limits">Charging, limits and headers</h2>
        <p>
          A render is reserved before it is drawn and given back if anything fails afterwards: only delivered posters count. Subscription quotas are counted per
          UTC calendar month and are whole again at 00:00 UTC on the 1st; a single-render key has credits that do not reset.
        </p>
        <DataTable
          caption="Limits"
          columns={['Limit', 'Value']}
          rows={[
            ...PLAN_IDS.map((id) => {
              const plan = PLANS[id];
              return plan.kind === 'subscription'
                ? [`${plan.name} quota`, `${plan.monthlyQuota.toLocaleString('en')} renders per month`]
                : [plan.name, `${plan.credits} render credit, no reset`];
            }),
            ['Quota reset', '00:00 UTC on the 1st of each month (subscriptions)'],
            ['Over quota', '429 with Retry-After (seconds to the reset); no credits left: 402'],
            [
              code('maxDimension'),
              `at least ${MIN_DIMENSION} px; default ${MAX_DIMENSION} px, the most a synchronous render draws (more: queue it with POST /v1/renders)`,
            ],
            ['Preview', `${PREVIEW_DIMENSION} px WebP, base64`],
            [
              'Request body',
              `${DEFAULT_BODY_LIMIT / 1024} KiB (POST /v1/render and /mcp ${RENDER_BODY_LIMIT / 1024 / 1024} MiB, POST /v1/verify ${VERIFY_BODY_LIMIT / 1024} KiB, POST /v1/checkout and the keys' operations ${FIELDS_BODY_LIMIT / 1024} KiB); 413 beyond`,
            ],
            ['Request headers', `${SERVER_LIMITS.headerKiB} KiB; 431 beyond`],
            ['Renders at once', `one per CPU core of the server, ${RENDER_QUEUE_LIMIT} more waiting; beyond that 503 with Retry-After: ${BUSY_RETRY_SECONDS}`],
            ['Render deadline', `${RENDER_DEADLINE_MS / 1000} s, waiting included; 503 beyond, not charged`],
            ['Requests per second', 'no fixed limit; the renderer queue above applies'],
            ['Key reveal', 'once per checkout (410 after); a change of plan reveals no key'],
            [
              'Key recovery',
              `${RECOVERY_RATE_LIMIT.limit} requests an hour per client address and per email address (429 rate_limited beyond); a link works once, for ${RECOVERY_TOKEN_TTL_SECONDS / 3600} hour`,
            ],
            ['Checkouts', `${CHECKOUT_RATE_LIMIT.limit} per client address every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes; 429 rate_limited beyond`],
          ]}
        />
        <DataTable
          caption="Response headers"
          columns={['Header', 'Sent', 'Meaning']}
          rows={[
            [code('X-RateLimit-Limit'), 'successful renders, subscriptions', document.components.headers['X-RateLimit-Limit']!.description],
            [code('X-RateLimit-Remaining'), 'successful renders, subscriptions', document.components.headers['X-RateLimit-Remaining']!.description],
            [code('Retry-After'), '429, 503 on render; 202 on GET /v1/key; 503 on health', document.components.headers['Retry-After']!.description],
            [code('X-Request-Id'), 'every response', document.components.headers['X-Request-Id']!.description],
            [code('WWW-Authenticate'), '401', document.components.headers['WWW-Authenticate']!.description],
            [code('Allow'), '405', 'The methods the path supports.'],
            [code('X-Atlasprint-Provenance'), 'GET /files/{key}', 'The signed provenance record of the file, as JSON.'],
            [
              code('Idempotent-Replayed'),
              'a render answered from an earlier request with the same Idempotency-Key',
              document.components.headers['Idempotent-Replayed']!.description,
            ],
          ]}
        />
        <h3 id="idempotency">Retries and Idempotency-Key</h3>
        <p>
          Send <code>Idempotency-Key: &lt;a new UUID per poster&gt;</code> with <code>POST /v1/render</code> (the MCP tool takes it as the{' '}
          <code>idempotencyKey</code> argument) and a retry can never be charged twice:
        </p>
        <ul>
          <li>
            The same key with the same body within {IDEMPOTENCY_WINDOW_HOURS} hours answers the first result again (same id, url and provenance; without the
            preview), with <code>Idempotent-Replayed: true</code>, and is not charged.
          </li>
          <li>
            While the first request is still rendering, a retry gets <code>409</code> with <code>Retry-After: {IDEMPOTENCY_RETRY_SECONDS}</code>; retry then to
            get the result.
          </li>
          <li>
            The same key with a different body is a <code>422</code>: use a new key for a new poster.
          </li>
          <li>A request that failed (any 4xx or 5xx) is forgotten: its retry renders anew.</li>
          <li>Keys belong to your API key: another customer&apos;s identical key is another request.</li>
          <li>
            If your connection drops, the render is stopped and refunded unless it had already been stored; in that case retrying with the same Idempotency-Key
            returns it. Without a key, a retry renders (and is charged) again.
          </li>
        </ul>
      </section>
    </DocsArticle>
  );
}
