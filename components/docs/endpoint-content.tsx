import type { ReactNode } from 'react';
import type { Document } from './document';
import { Examples } from './code-block';
import { CHECKOUT_BODY, examples, LOCAL_RECEIVER, pythonExamples } from './examples';
import { generatedPython, generatedRequest } from './requests';
import { docsHref, schemaHref } from './registry';
import { SchemaTable } from './schema-table';
import { requestBodySchema, type EndpointOperationId } from '@/lib/openapi';

/** What each operation's reference page adds to the document's words: what the request carries (in words and links), and the examples. */
export function endpointContent(document: Document, base: string): Record<EndpointOperationId, { request?: ReactNode; examples: ReactNode }> {
  const calls = examples(base);
  const python = pythonExamples(base);
  const generated = (method: string, path: string, plan: Parameters<typeof generatedRequest>[4] = {}) => (
    <Examples {...generatedRequest(document, base, method, path, plan)} />
  );
  const py = (method: string, path: string, plan: Parameters<typeof generatedPython>[4] = {}) => generatedPython(document, base, method, path, plan);
  return {
    findPlaces: {
      examples: (
        <>
          <Examples {...calls.places!} python={py('get', '/v1/places', { query: { q: 'Kobenhavn', limit: '3' }, show: 'results' })} />
          <p className="muted small">
            Place names: <a href="https://www.geonames.org/">GeoNames</a>, licensed <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
          </p>
        </>
      ),
    },
    renderPoster: {
      request: (
        <p>
          Body: a <a href={docsHref('render-request')}>RenderRequest</a>; only <code>lat</code> and <code>lon</code> are required. Response: a{' '}
          <a href={schemaHref('RenderResult')}>RenderResult</a>.
        </p>
      ),
      examples: <Examples {...calls.render!} python={py('post', '/v1/render', { saveAs: 'poster.json' })} />,
    },
    // The queued renders' examples and guide come with their docs slice (issue 30); the document's words stand meanwhile.
    queueRender: {
      request: (
        <p>
          Body: a <a href={docsHref('render-request')}>RenderRequest</a>, as for <code>POST /v1/render</code>. Response: a{' '}
          <a href={schemaHref('RenderAccepted')}>RenderAccepted</a>; then poll its <code>url</code>.
        </p>
      ),
      examples: generated('post', '/v1/renders', { saveAs: 'render.json', note: 'Answered at once with the render’s id; it is made in the background.' }),
    },
    getRender: {
      request: (
        <p>
          Path: the render id. Response: a <a href={schemaHref('Render')}>Render</a>.
        </p>
      ),
      examples: generated('get', '/v1/renders/{id}', {
        pathFrom: { id: ['render.json', 'id'] },
        note: 'render.json: the answer of POST /v1/renders. Ask again until status is succeeded or failed.',
      }),
    },
    listRenders: {
      request: (
        <p>
          Query: <code>limit</code> and <code>starting_after</code>. Response: a <a href={schemaHref('RenderList')}>RenderList</a>.
        </p>
      ),
      examples: generated('get', '/v1/renders', { query: { limit: '3' }, note: 'The newest first; pass the last id as starting_after for the next page.' }),
    },
    createWebhook: {
      request: (
        <>
          <SchemaTable caption="WebhookRequest: the body of POST /v1/webhooks" schema={requestBodySchema(document, 'WebhookRequest')} />
          <p>
            Response: a <a href={schemaHref('WebhookEndpointCreated')}>WebhookEndpointCreated</a>, with the secret shown this once. See{' '}
            <a href={docsHref('webhooks')}>Webhooks</a> for what is sent and how to verify it.
          </p>
        </>
      ),
      examples: generated('post', '/v1/webhooks', {
        body: { url: LOCAL_RECEIVER, events: ['render.succeeded', 'render.failed', 'batch.completed'] },
        saveAs: 'webhook.json',
        note: `Your receiver's URL: https to a public address (a server in embedded mode also takes ${LOCAL_RECEIVER}). Keep the secret: it is shown once.`,
      }),
    },
    listWebhooks: {
      request: (
        <p>
          Response: a <a href={schemaHref('WebhookEndpointList')}>WebhookEndpointList</a> (no secrets).
        </p>
      ),
      examples: generated('get', '/v1/webhooks'),
    },
    deleteWebhook: {
      request: (
        <p>
          Path: the endpoint id. Response: a <a href={schemaHref('WebhookDeleted')}>WebhookDeleted</a>.
        </p>
      ),
      examples: (
        <Examples
          {...generatedRequest(document, base, 'delete', '/v1/webhooks/{id}', {
            pathFrom: { id: ['webhook.json', 'id'] },
            note: 'webhook.json: the answer of POST /v1/webhooks.',
          })}
          notRun="an endpoint is deleted once: run in three languages, two would find it gone, and the later examples (enable, deliveries) would have none (tests/integration/webhooks.test.ts deletes endpoints)"
        />
      ),
    },
    enableWebhook: {
      request: (
        <p>
          Path: the endpoint id; no body. Response: the <a href={schemaHref('WebhookEndpoint')}>WebhookEndpoint</a>, enabled. See{' '}
          <a href={docsHref('webhooks')}>Webhooks</a> for when an endpoint is backed off and disabled.
        </p>
      ),
      examples: generated('post', '/v1/webhooks/{id}/enable', {
        pathFrom: { id: ['webhook.json', 'id'] },
        note: 'webhook.json: the answer of POST /v1/webhooks. Fix the receiver first: the next event is sent at once.',
      }),
    },
    listWebhookDeliveries: {
      request: (
        <p>
          Path: the endpoint id; query: <code>limit</code>. Response: a <a href={schemaHref('WebhookDeliveryList')}>WebhookDeliveryList</a>.
        </p>
      ),
      examples: generated('get', '/v1/webhooks/{id}/deliveries', {
        pathFrom: { id: ['webhook.json', 'id'] },
        query: { limit: '5' },
        note: 'webhook.json: the answer of POST /v1/webhooks.',
      }),
    },
    queueBatch: {
      request: (
        <p>
          Body: <code>renders</code>, 1 to 100 <a href={docsHref('render-request')}>RenderRequests</a>, and optional <code>defaults</code>, which each item is
          laid over field by field: a field the item gives (at its top level, in <code>params</code> or in <code>rawParams</code>) replaces the default’s value
          whole, lists and objects such as <code>markers</code> included; a field it leaves out keeps the default. A bad item is named by its index (
          <code>renders[3].zoom must be between 0 and 22</code>) and nothing is queued. Response: a <a href={schemaHref('BatchAccepted')}>BatchAccepted</a>.
        </p>
      ),
      examples: generated('post', '/v1/batches', { saveAs: 'batch.json', note: 'Three posters of one city: the place in defaults, the theme in each item.' }),
    },
    getBatch: {
      request: (
        <p>
          Path: the batch id. Response: a <a href={schemaHref('Batch')}>Batch</a>; each render’s result or error is at <code>GET /v1/renders/{'{id}'}</code>.
        </p>
      ),
      examples: generated('get', '/v1/batches/{id}', { pathFrom: { id: ['batch.json', 'id'] }, note: 'batch.json: the answer of POST /v1/batches.' }),
    },
    getBatchArchive: {
      request: (
        <p>
          Path: the batch id. Response: a ZIP of the posters that have succeeded so far (<code>000-rnd_….png</code>, numbered as the request’s items) and{' '}
          <code>manifest.json</code>, which tells every item’s id, status, file, sha256, provenance and error.
        </p>
      ),
      examples: generated('get', '/v1/batches/{id}/archive', {
        pathFrom: { id: ['batch.json', 'id'] },
        download: 'batch.zip',
        note: 'The posters that have succeeded so far, and manifest.json.',
      }),
    },
    getKeyStatus: { examples: <Examples {...calls.me!} python={py('get', '/v1/me')} /> },
    rotateKey: { examples: <Examples {...calls.rotate!} python={python.rotate} /> },
    upgradeKey: {
      request: <SchemaTable caption="UpgradeRequest: the body of POST /v1/keys/upgrade" schema={requestBodySchema(document, 'UpgradeRequest')} />,
      examples: (
        <>
          <p>
            Response: 200 with the key&apos;s <a href={schemaHref('KeyStatus')}>KeyStatus</a> on its new plan, or 202 with an{' '}
            <a href={schemaHref('UpgradeCheckout')}>UpgradeCheckout</a> to pay first. See <a href={docsHref('change-plan')}>Change plan</a>.
          </p>
          <Examples {...calls.upgrade!} python={py('post', '/v1/keys/upgrade')} />
        </>
      ),
    },
    requestKeyRecovery: {
      request: <SchemaTable caption="RecoveryRequest: the body of POST /v1/keys/recover" schema={requestBodySchema(document, 'RecoveryRequest')} />,
      examples: <Examples {...calls.recover!} python={py('post', '/v1/keys/recover')} />,
    },
    confirmKeyRecovery: {
      request: (
        <SchemaTable
          caption="RecoveryConfirmRequest: the body of POST /v1/keys/recover/confirm"
          schema={requestBodySchema(document, 'RecoveryConfirmRequest')}
        />
      ),
      examples: (
        <Examples
          {...calls.recoverConfirm!}
          python={python.recoverConfirm}
          notRun="it needs the token of a recovery message, which only the person it is sent to has"
        />
      ),
    },
    verifyProvenance: {
      request: <SchemaTable caption="VerifyRequest: the body of POST /v1/verify" schema={requestBodySchema(document, 'VerifyRequest')} />,
      examples: (
        <>
          <p>
            Send <code>sig</code> or <code>signature</code>: one of the two is required. See <a href={docsHref('provenance')}>Provenance</a> for where records
            come from.
          </p>
          <Examples {...calls.verify!} python={py('post', '/v1/verify', { bodyFrom: ['poster.json', 'provenance'] })} />
        </>
      ),
    },
    startCheckout: {
      request: <SchemaTable caption="CheckoutRequest: the body of POST /v1/checkout" schema={requestBodySchema(document, 'CheckoutRequest')} />,
      examples: <Examples {...calls.checkout!} python={py('post', '/v1/checkout', { body: CHECKOUT_BODY, saveAs: 'checkout.json' })} />,
    },
    revealKey: {
      request: (
        <p>
          Query: <code>session_id</code> (required), the <code>id</code> returned by POST /v1/checkout.
        </p>
      ),
      examples: <Examples {...calls.key!} python={python.key} />,
    },
    health: { examples: <Examples {...calls.health!} python={py('get', '/health')} /> },
    signingKey: { examples: <Examples {...calls.signingKey!} python={py('get', '/.well-known/atlasprint-signing-key.json', { show: 'keys' })} /> },
    getFile: {
      request: (
        <p>
          Path: the storage key, <code>renders/&lt;render id&gt;.&lt;png|jpg|webp|pdf|svg&gt;</code>. In practice, open the <code>url</code> of a RenderResult
          as it is.
        </p>
      ),
      examples: (
        <Examples
          {...calls.files!}
          python={py('get', '/files/{key}', {
            urlFrom: ['poster.json', 'url'],
            download: 'poster.png',
            note: 'poster.json: a RenderResult (from the render example); its url is public: no key.',
          })}
        />
      ),
    },
  };
}
