import { KEY_PREFIX } from '@/lib/keys';
import { PLANS } from '@/lib/plans';

/**
 * The example values of the document (and of the docs page, which shows the same ones): one
 * render, its key and its provenance record, used alike by every operation that names them.
 */

export const EXAMPLE_KEY = `${KEY_PREFIX}${'X'.repeat(40)}`;
export const EXAMPLE_KEY_PREFIX = EXAMPLE_KEY.slice(0, 12);
export const EXAMPLE_RENDER_ID = 'rnd_4hT9qL2mV8xK1pZ6cR3nW7yB';
export const EXAMPLE_ISSUED = '2026-11-22T07:28:52.366Z';
const EXAMPLE_SHA256 = '50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c';
const EXAMPLE_SIGNATURE = 'eAhVm6NupQVIX27qt8ci889BdhHYxgSIltbqzqJrNsPzdr7I8CIa7XdnC-wY55oZCn4sV1sSnkNOhTCEm7BCDA';
/** The key of RFC 8037's examples, and its RFC 7638 thumbprint; then a retired key. */
const EXAMPLE_KID = 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k';
export const EXAMPLE_SIGNING_KEYS = {
  keys: [
    { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo', kid: EXAMPLE_KID, alg: 'EdDSA', use: 'sig' },
    {
      kty: 'OKP',
      crv: 'Ed25519',
      x: 'RbpeVOQEVOzGr4_ryld3hlHZDugp3PBF--DfYdWqcxI',
      kid: 'mFarJRRJbqk5BZTstulMhp70nlSNXmanW0_dBxu2Blc',
      alg: 'EdDSA',
      use: 'sig',
    },
  ],
};

/** A checkout id, as POST /v1/checkout returns it. */
export const EXAMPLE_CHECKOUT_ID = 'cs_8ZbQe2LmT4vY9wN1kR6sJ3pH';

/** A recovery token as a link carries it (32 random bytes, base64url). */
export const EXAMPLE_RECOVERY_TOKEN = 'q3Vf1Zs9cN0pL7xT2mR8wK4yB6hJ5dG0aE1uI9oS3nQ';

const PRO = PLANS.pro;
const PRO_QUOTA = PRO.kind === 'subscription' ? PRO.monthlyQuota : 0;

/** An example RenderRequest: the Copenhagen city centre. */
export const EXAMPLE_RENDER_REQUEST = {
  lat: 55.676,
  lon: 12.576,
  zoom: 14,
  theme: 'vintage_atlas',
  city: 'Copenhagen',
  country: 'Denmark',
  format: 'png',
} as const;

/** Three posters of one city in three themes, as a batch: the place in defaults, the theme in each item. */
export const EXAMPLE_BATCH_REQUEST = {
  defaults: { lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark', format: 'png' },
  renders: [{ theme: 'vintage_atlas' }, { theme: 'midnight_dark' }, { theme: 'vintage_atlas', format: 'pdf' }],
} as const;
export const EXAMPLE_BATCH_ID = 'bat_9sK2mQ7vX4pL1nR8cT3wY6zB';

export function exampleRenderResult(baseUrl: string) {
  return {
    id: EXAMPLE_RENDER_ID,
    url: `${baseUrl}/files/renders/${EXAMPLE_RENDER_ID}.png`,
    format: 'png',
    bytes: 1834012,
    provenance: { v: 1, id: EXAMPLE_RENDER_ID, plan: 'pro', issued: EXAMPLE_ISSUED, sha256: EXAMPLE_SHA256, kid: EXAMPLE_KID, signature: EXAMPLE_SIGNATURE },
    usage: { used: 1, quota: PRO_QUOTA, remaining: PRO_QUOTA - 1 },
    warnings: [],
  };
}

export const EXAMPLE_KEY_STATUS = {
  plan: 'pro',
  status: 'active',
  key_prefix: EXAMPLE_KEY_PREFIX,
  period: '2026-11',
  quota: PRO_QUOTA,
  used: 1,
  remaining: PRO_QUOTA - 1,
  credits: null,
  created_at: '2026-11-02T09:14:03.120Z',
  last_used_at: EXAMPLE_ISSUED,
  scheduled_change: null,
};

export const EXAMPLE_VERIFY_REQUEST = {
  v: 1,
  id: EXAMPLE_RENDER_ID,
  plan: 'pro',
  issued: EXAMPLE_ISSUED,
  sha256: EXAMPLE_SHA256,
  kid: EXAMPLE_KID,
  sig: EXAMPLE_SIGNATURE,
};

export const EXAMPLE_WEBHOOK_ID = 'whk_7Qm2Xc9LrT4vN8bK1sD6fH3j';
export const EXAMPLE_DELIVERY_ID = 'msg_Vb3kR8nQ2xT6mL9cW4pZ7sYd';
export const EXAMPLE_WEBHOOK_URL = 'https://shop.example.com/hooks/atlasprint';

export const exampleWebhookEndpoint = {
  id: EXAMPLE_WEBHOOK_ID,
  url: EXAMPLE_WEBHOOK_URL,
  events: ['render.succeeded', 'render.failed', 'batch.completed'],
  created_at: '2026-11-22T07:20:00.000Z',
  failing_since: null,
  disabled_at: null,
  disabled_reason: null,
};

/** The body of a delivery of each event. */
export function exampleWebhookEvent(baseUrl: string, type: 'render.succeeded' | 'render.failed' | 'batch.completed') {
  const render = { id: EXAMPLE_RENDER_ID, created_at: '2026-11-22T07:28:51.902Z', started_at: '2026-11-22T07:28:51.950Z', finished_at: EXAMPLE_ISSUED };
  const data =
    type === 'render.succeeded'
      ? { ...render, status: 'succeeded', result: exampleRenderResult(baseUrl) }
      : type === 'render.failed'
        ? { ...render, status: 'failed', error: { code: 'quota_exceeded', message: 'monthly quota of 100 renders used up for 2026-11' } }
        : {
            id: 'bat_9Xk2Lm4Qp7Rt1Vw3Yz5Bc8Df',
            status: 'completed',
            total: 2,
            succeeded: 2,
            failed: 0,
            renders: [{ id: EXAMPLE_RENDER_ID, status: 'succeeded' }],
          };
  return { type, timestamp: '2026-11-22T07:28:52.400Z', data };
}
