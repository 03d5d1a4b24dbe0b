import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** One row per key holder; rotation replaces the hash in place, so usage and renders stay with it. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    plan: text('plan', { enum: ['starter', 'pro', 'business', 'single'] }).notNull(),
    status: text('status', { enum: ['active', 'suspended', 'revoked'] })
      .notNull()
      .default('active'),
    /** Render credits of the single plan; null for subscriptions. */
    credits: integer('credits'),
    email: text('email'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
    /** The subscription whose payments drive this key's status (Stripe); null for the local provider. */
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * When the plan last changed (POST /v1/keys/upgrade, a paid upgrade checkout, or Stripe's
     * customer.subscription.updated); a Stripe event older than this does not move the plan back.
     */
    planChangedAt: timestamp('plan_changed_at', { withTimezone: true, mode: 'date' }),
    /**
     * A downgrade asked for (POST /v1/keys/upgrade to a smaller plan): the key keeps `plan` and its
     * quota until `scheduledPlanAt` (the 1st of the next month, UTC), then moves to this plan.
     */
    scheduledPlan: text('scheduled_plan', { enum: ['starter', 'pro', 'business'] }),
    scheduledPlanAt: timestamp('scheduled_plan_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('api_keys_key_prefix_idx').on(table.keyPrefix),
    index('api_keys_stripe_subscription_idx').on(table.stripeSubscriptionId),
    // Key recovery looks keys up by email, case-insensitively.
    index('api_keys_email_idx').on(sql`lower(${table.email})`),
    check('api_keys_credits_not_negative', sql`${table.credits} IS NULL OR ${table.credits} >= 0`),
  ],
);

/** Renders counted per key and UTC month (`YYYY-MM`); a new month is a new row, so nothing resets. */
export const usagePeriods = pgTable(
  'usage_periods',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.period] }), check('usage_periods_used_not_negative', sql`${table.used} >= 0`)],
);

/** Where a render stands: queued and rendering only for queued renders (POST /v1/renders); synchronous ones are written when they succeed. */
export const RENDER_STATUSES = ['queued', 'rendering', 'succeeded', 'failed'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/**
 * One row per render a key asked for and may list (GET /v1/renders): every poster stored (a synchronous
 * render that succeeded, or a queued one), and every queued render from the moment it is
 * queued, to its result or its error. The file's columns are null until a poster exists. A synchronous
 * render that fails leaves no row: it was never accepted, and its caller was told at once.
 */
export const renders = pgTable(
  'renders',
  {
    id: text('id').primaryKey(),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status', { enum: RENDER_STATUSES }).notNull().default('succeeded'),
    format: text('format'),
    bytes: integer('bytes'),
    sha256: text('sha256'),
    url: text('url'),
    storageKey: text('storage_key'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    durationMs: integer('duration_ms'),
    /** SHA-256 of the validated spec's JSON: finds identical posters without comparing specs. */
    specHash: text('spec_hash'),
    spec: jsonb('spec'),
    /**
     * What a render is drawn from besides its spec: {preview, allowPartialMap?} (the spec is its own
     * column, never held twice); for an item of a batch, {item}: the item's own fields as sent, made
     * into its request again with the batch's defaults. Rows stored before hold {spec, preview}.
     */
    request: jsonb('request'),
    /** The RenderResult, once succeeded. */
    result: jsonb('result'),
    /** {code, message} of a render that failed. */
    error: jsonb('error').$type<{ code: string; message: string }>(),
    /** The batch it belongs to (POST /v1/batches), null for a render asked for alone. */
    batchId: text('batch_id'),
    /**
     * The attempt holding a queued render while it is `rendering` (a fresh token per attempt):
     * only that attempt may finish it, so one taken for lost that comes back late can neither charge
     * nor overwrite what its successor made.
     */
    attempt: text('attempt'),
    /**
     * How far the drawing of a `rendering` render has come (lib/render RenderProgress): strips drawn of its
     * strips, written by its attempt a few times a render (lib/posters render-progress), null before the
     * strips are planned; cleared when an attempt takes the render. Read only while it is `rendering`.
     */
    progressStripsDone: integer('progress_strips_done'),
    progressStrips: integer('progress_strips'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('renders_key_id_idx').on(table.keyId, table.createdAt),
    index('renders_batch_id_idx').on(table.batchId),
    index('renders_key_status_idx').on(table.keyId, table.status),
    // The retention prune finds finished renders by age alone.
    index('renders_created_idx').on(table.createdAt),
    check('renders_succeeded_has_file', sql`${table.status} <> 'succeeded' OR ${table.url} IS NOT NULL`),
  ],
);

/**
 * A synchronous render being drawn (POST /v1/render, MCP render_poster): counted with the key's queued
 * renders in hand against its plan's concurrency (RENDER_CONCURRENCY), so a key's own synchronous
 * renders hold back its queued ones. Removed when it ends; one a crash left stops counting at expires_at,
 * and is then refunded by the sweep (lib/posters) unless its render was recorded.
 */
export const syncRendersInFlight = pgTable(
  'sync_renders_in_flight',
  {
    id: text('id').primaryKey(),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** What it took from the key's allowance (lib/usage Reservation): given back if it expires with no render recorded (its process died). */
    reservation: jsonb('reservation'),
  },
  (table) => [index('sync_renders_in_flight_key_idx').on(table.keyId)],
);

/** A batch of queued renders (POST /v1/batches): its renders are rows of `renders` with its id as batch_id. */
export const batches = pgTable(
  'batches',
  {
    id: text('id').primaryKey(),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    total: integer('total').notNull(),
    /**
     * The batch's `defaults` as sent, stored once: each item's row holds only its own fields, and its
     * request is made again from both when it is drawn. Null for batches stored before (their items hold their whole request).
     */
    defaults: jsonb('defaults'),
    createdAt: createdAt(),
    /** When its last render finished (succeeded or failed); null while any is queued or rendering. */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('batches_key_id_idx').on(table.keyId, table.createdAt)],
);

export const WEBHOOK_EVENT_TYPES = ['render.succeeded', 'render.failed', 'batch.completed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** An endpoint a key registered (POST /v1/webhooks) to be told of its renders and batches. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    /** The signing secret (`whsec_…`), shown to the key holder once, when the endpoint is made. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    /** Attempts in a row that did not get a 2xx; 0 once one does. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The first failed attempt of the current run of failures; null while the endpoint answers. */
    failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
    /** No attempt before this (the endpoint's backoff, or a probe under way); null: attempt at will. */
    nextAttemptAfter: timestamp('next_attempt_after', { withTimezone: true, mode: 'date' }),
    /** Set when it kept failing for WEBHOOK_DISABLE_AFTER: nothing is sent to it until it is enabled again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    disabledReason: text('disabled_reason'),
  },
  (table) => [index('webhook_endpoints_key_id_idx').on(table.keyId)],
);

/** One event to one endpoint (its id is the Standard Webhooks `webhook-id`, the same on every retry). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    type: text('type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    /** The body sent, byte for byte the same on every attempt (the signature covers it). */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** While an attempt is under way: until when it holds one of its endpoint's concurrent slots (a crashed attempt's lapses). */
    attemptingUntil: timestamp('attempting_until', { withTimezone: true, mode: 'date' }),
    /** Why it failed without (further) attempts: its endpoint disabled, or the key's pending deliveries at their limit. */
    error: text('error'),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_pending_idx').on(table.endpointId).where(sql`status = 'pending'`),
    // The retention prune finds old deliveries by age alone.
    index('webhook_deliveries_created_idx').on(table.createdAt),
  ],
);

/** Each attempt at a delivery, answered or not (GET /v1/webhooks/{id}/deliveries). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The receiver's HTTP status; null when none came (refused address, timeout, connection error). */
    statusCode: integer('status_code'),
    /** Why it did not count as delivered, in a sentence; null for a 2xx. */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);

/**
 * A render request sent with an Idempotency-Key: claimed while it runs (`in_flight`), then holding the
 * result it answered (`done`), so a retry within 24 h gets that result again and is charged once.
 * Failed requests leave no row: retrying them renders anew.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the validated request: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.idempotencyKey] })],
);

export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  plan: text('plan', { enum: ['starter', 'pro', 'business', 'single'] }).notNull(),
  email: text('email'),
  /** Where the payer is sent after paying (with `session_id`); null: our purchase return page, which reveals the key. */
  returnUrl: text('return_url'),
  provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
  providerSessionId: text('provider_session_id'),
  /** `not_applied`: a plan change paid for that could not apply (its key revoked meanwhile, or on that plan or above): refunded. */
  status: text('status', { enum: ['awaiting_payment', 'paid', 'declined', 'revealed', 'not_applied'] })
    .notNull()
    .default('awaiting_payment'),
  keyId: text('key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
  /**
   * A plan change of an existing key (POST /v1/keys/upgrade): paying moves that key to `plan`, and
   * no new key is made. Null for a purchase. Goes with its key, so it can never become a purchase.
   */
  upgradeKeyId: text('upgrade_key_id').references(() => apiKeys.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  revealedAt: timestamp('revealed_at', { withTimezone: true, mode: 'date' }),
  /** Why a paid plan change did not apply (status `not_applied`), as GET /v1/key tells it. */
  notAppliedReason: text('not_applied_reason'),
  /** When its payment was refunded (Stripe: the new subscription cancelled, its payment refunded); null while the refund is due. */
  refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
});

/** Payment events already applied, by the provider's event id: a replayed event changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Fixed-window counters for rate limits that must hold across instances (checkouts per client
 * address): one row per bucket and window, incremented in one statement.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.windowStart] })],
);

/**
 * Single-use links that replace a lost key (POST /v1/keys/recover, then …/confirm): only the
 * SHA-256 of the token is kept; redeeming sets used_at in the one statement that checks it.
 */
export const keyRecoveryTokens = pgTable(
  'key_recovery_tokens',
  {
    id: text('id').primaryKey(),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('key_recovery_tokens_key_id_idx').on(table.keyId)],
);

/**
 * The Ed25519 keys that sign provenance records, shared by every instance on the database. One row
 * is `current` (the unique index on a column that is true or null allows one); the others are
 * retired, or were given as SIGNING_KEY, and are kept so the posters they signed still verify.
 * A retired key keeps its public half only.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    /** RFC 7638 thumbprint of the public key, base64url: the `kid` of records and of the JWKS. */
    kid: text('kid').primaryKey(),
    /** The public key as a JWK ({kty, crv, x}). */
    publicJwk: jsonb('public_jwk').notNull().$type<{ kty: 'OKP'; crv: 'Ed25519'; x: string }>(),
    /** PKCS8 PEM, or its AES-256-GCM ciphertext (`encryption`); null once retired, and for a SIGNING_KEY kept outside. */
    privateKey: text('private_key'),
    /** null: privateKey is plain PEM; 'aes-256-gcm': encrypted with SIGNING_KEY_ENCRYPTION_KEY. */
    encryption: text('encryption', { enum: ['aes-256-gcm'] }),
    /** true for the one key new records are signed with; null for every other. */
    current: boolean('current').unique('signing_keys_one_current'),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('signing_keys_current_true', sql`${table.current}`),
    check('signing_keys_current_has_private_key', sql`${table.current} IS NULL OR ${table.privateKey} IS NOT NULL`),
  ],
);

export const schema = { apiKeys, usagePeriods, renders, checkoutSessions, billingEvents, idempotentRequests, rateLimitWindows, keyRecoveryTokens, signingKeys };
export type SigningKeyRow = typeof signingKeys.$inferSelect;
export type KeyRecoveryTokenRow = typeof keyRecoveryTokens.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type RenderRow = typeof renders.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
