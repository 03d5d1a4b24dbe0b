import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiKeys, checkoutSessions, type ApiKeyRow, type CheckoutSessionRow, type Database, inTransaction } from '@/lib/db';
import { getConfig } from '@/lib/config';
import { DomainError } from '@/lib/errors';
import { changeKeyPlan, createKey, findKeyById } from '@/lib/keys';
import { log } from '@/lib/log';
import { PLANS, type PlanId } from '@/lib/plans';
import { hitRateLimit, type RateLimit } from '@/lib/usage';
import type { CheckoutRequest, PaymentConfirmation, PaymentProvider } from './provider';

/** Checkouts one client address may start: enough for any buyer, too few to flood the payment provider. */
export const CHECKOUT_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 600 };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a payer may be sent after paying, with the checkout id that reveals the key in the query: a
 * page over https (plain http only to this machine, for a developer's script in embedded mode), with
 * no user:password@ (a page that looks like one host and is another), and, when the operator lists
 * RETURN_URL_HOSTS, one of those hosts: else anyone could start a checkout that sends a stranger's
 * payment, and so their key, to a page of their own.
 */
export function returnUrlProblem(returnUrl: string, rules: { hosts?: readonly string[]; embedded: boolean }): string | undefined {
  const url = new URL(returnUrl);
  if (url.username || url.password) return 'return_url must not carry a user name or password (user:pass@host)';
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && rules.embedded)) {
    return rules.embedded ? 'return_url must be an https URL (or http to localhost)' : 'return_url must be an https URL';
  }
  if (rules.hosts && !rules.hosts.includes(url.host.toLowerCase()) && !rules.hosts.includes(url.hostname.toLowerCase())) {
    return `return_url must be on a host this service sends payers to (${rules.hosts.join(', ')}); ask its operator to add ${url.host} to RETURN_URL_HOSTS`;
  }
  return undefined;
}

/**
 * Starts a checkout with the payment provider. `clientAddress` is counted first (in the database, so
 * the limit holds across instances): past CHECKOUT_RATE_LIMIT the provider is not called at all.
 */
export async function startCheckout(db: Database, provider: PaymentProvider, request: CheckoutRequest, clientAddress: string, now = new Date()) {
  if (request.return_url) {
    const config = getConfig();
    const problem = returnUrlProblem(request.return_url, { hosts: config.returnUrlHosts, embedded: config.database.kind === 'pglite' });
    if (problem) throw new DomainError('invalid_request', problem);
  }
  const allowance = await hitRateLimit(db, `checkout:${clientAddress}`, CHECKOUT_RATE_LIMIT, now);
  if (!allowance.allowed) {
    throw new DomainError(
      'rate_limited',
      `too many checkouts started from this address: at most ${CHECKOUT_RATE_LIMIT.limit} every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes; retry in ${allowance.retryAfterSeconds} s`,
      allowance.retryAfterSeconds,
    );
  }
  const created = await provider.createCheckout(request);
  await db.insert(checkoutSessions).values({
    id: created.id,
    plan: request.plan,
    email: request.email ?? null,
    returnUrl: request.return_url ?? null,
    provider: provider.kind,
    upgradeKeyId: request.upgradeKeyId ?? null,
  });
  return created;
}

/** Checkout ids as we and Stripe make them (`cs_…`): anything else is no checkout, and never reaches SQL (a NUL byte would). */
const CHECKOUT_ID = /^cs_[0-9A-Za-z_]{1,280}$/;

export async function findCheckout(db: Database, id: string): Promise<CheckoutSessionRow | null> {
  if (!CHECKOUT_ID.test(id)) return null;
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row ?? null;
}

/** Plans in order of size (and price): a move to a larger one is an upgrade, paid now; to a smaller one a downgrade. */
export function planRank(plan: PlanId): number {
  return PLANS[plan].priceUsd;
}

/**
 * Why a paid plan change cannot apply to its key as it is now, or null when it can: the key was
 * revoked meanwhile (its subscription ended), or it is on that plan or a larger one already (another
 * change was paid first). Such a payment is refunded, never kept for nothing.
 */
function planChangeRefusal(key: ApiKeyRow | undefined, plan: PlanId): string | null {
  const to = PLANS[plan].name;
  if (!key) return `the key of this plan change no longer exists, so it cannot move to the ${to} plan`;
  if (key.status === 'revoked') {
    return `the key ${key.keyPrefix}… was revoked (its subscription ended) before this payment arrived, so it cannot move to the ${to} plan; buy a plan for a new key`;
  }
  if (PLANS[key.plan].kind !== 'subscription') return `the key ${key.keyPrefix}… has no monthly plan, so it cannot move to the ${to} plan`;
  if (key.plan === plan) return `the key ${key.keyPrefix}… is on the ${to} plan already (another change was paid first)`;
  if (planRank(key.plan) > planRank(plan)) {
    return `the key ${key.keyPrefix}… is on the ${PLANS[key.plan].name} plan already, above ${to} (another change was paid first)`;
  }
  return null;
}

/**
 * Payment confirmed (webhook, the provider's answer, or the test page's Pay). Only an unpaid checkout
 * moves, so a payment is applied once however often it is reported. A plan change (upgrade checkout)
 * moves its key to the plan in the same transaction (the key row locked while it is decided), and the
 * key takes the new subscription, if any. A plan change that cannot apply (planChangeRefusal) moves
 * nothing: the checkout becomes `not_applied` with its reason, refunded at once on the test page (no
 * money moved), else due for refundPlanChange (settleRefund, after this transaction).
 */
export async function markPaid(db: Database, id: string, confirmation: Omit<PaymentConfirmation, 'paid'> = {}, now = new Date()): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [paid] = await tx
      .update(checkoutSessions)
      .set({
        status: 'paid',
        paidAt: now,
        stripeCustomerId: confirmation.customerId ?? null,
        stripeSubscriptionId: confirmation.subscriptionId ?? null,
        // The address the key is recovered by: the one given at checkout, else the one the payer gave the provider.
        email: sql`coalesce(${checkoutSessions.email}, ${confirmation.email ?? null})`,
      })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'awaiting_payment')))
      .returning({ id: checkoutSessions.id, plan: checkoutSessions.plan, upgradeKeyId: checkoutSessions.upgradeKeyId, provider: checkoutSessions.provider });
    if (!paid) return false;
    if (paid.upgradeKeyId && paid.plan !== 'single') {
      const [key] = await tx.select().from(apiKeys).where(eq(apiKeys.id, paid.upgradeKeyId)).for('update');
      const refusal = planChangeRefusal(key, paid.plan);
      const moved = refusal
        ? null
        : await changeKeyPlan(tx, paid.upgradeKeyId, paid.plan, now, {
            stripeCustomerId: confirmation.customerId,
            stripeSubscriptionId: confirmation.subscriptionId,
          });
      if (moved) {
        log.info('key plan changed by a paid checkout', { keyPrefix: moved.keyPrefix, plan: moved.plan, checkout: id });
      } else {
        await tx
          .update(checkoutSessions)
          .set({
            status: 'not_applied',
            notAppliedReason: refusal ?? `the key could not move to the ${PLANS[paid.plan].name} plan`,
            refundedAt: paid.provider === 'local' ? now : null,
          })
          .where(eq(checkoutSessions.id, id));
        log.warn('a paid plan change could not apply; its payment is refunded', { checkout: id, reason: refusal, provider: paid.provider });
      }
    }
    return true;
  });
}

/**
 * Refunds a paid plan change that did not apply, once: with the provider that took the payment
 * (refundPlanChange), then `refunded_at` is set. A failure is logged and left due: the next call
 * (a repeated webhook, GET /v1/key) tries again. True when the checkout is refunded (now or before).
 */
export async function settleRefund(db: Database, provider: Pick<PaymentProvider, 'kind' | 'refundPlanChange'>, id: string, now = new Date()): Promise<boolean> {
  const session = await findCheckout(db, id);
  if (session?.status !== 'not_applied') return false;
  if (session.refundedAt) return true;
  if (session.provider !== provider.kind || !provider.refundPlanChange) return false;
  try {
    await provider.refundPlanChange(id, session.stripeSubscriptionId);
  } catch (error) {
    log.error('could not refund a paid plan change that did not apply; retried on the next report or GET /v1/key', { checkout: id, error });
    return false;
  }
  await db
    .update(checkoutSessions)
    .set({ refundedAt: now })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.refundedAt)));
  log.info('refunded a paid plan change that did not apply', { checkout: id });
  return true;
}

/** The person declined on the test payment page: the checkout stays unpaid (they may still pay). */
export async function markDeclined(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: 'declined' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'awaiting_payment')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** Paying after a decline on the test page is allowed: the page offers both buttons again. */
export async function reopenDeclined(db: Database, id: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'awaiting_payment' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'declined')));
}

/** GET /v1/key's 410: a key is shown once; what to do when it is lost. */
export const KEY_ALREADY_REVEALED =
  'this key was already revealed and is shown only once; a key you still have is replaced with POST /v1/keys/rotate, a lost one with POST /v1/keys/recover (a link to the email address it was bought with)';

/** GET /v1/key's 409 for a paid plan change that did not apply: why, and what became of the payment. */
export function planChangeNotAppliedMessage(outcome: { reason: string; refunded: boolean; testPayment: boolean }): string {
  const payment = outcome.testPayment
    ? 'the test payment is recorded as refunded (no money moved on the test payment page)'
    : outcome.refunded
      ? 'the payment was refunded in full and the subscription it started cancelled'
      : 'the payment is being refunded in full (the refund did not go through yet; it is retried, ask again later)';
  return `the plan change was paid but not applied: ${outcome.reason}; nothing changed, and ${payment}`;
}

export type RevealOutcome =
  | { kind: 'revealed'; key: string; keyPrefix: string; plan: PlanId }
  /** A paid plan change: the same key, now on `plan`. Nothing secret, so it may be asked again. */
  | { kind: 'upgraded'; keyPrefix: string; plan: PlanId }
  /** A paid plan change that could not apply: nothing moved, the payment is refunded (or the refund is due). */
  | { kind: 'not_applied'; keyPrefix: string; plan: PlanId; reason: string; refunded: boolean; testPayment: boolean }
  | { kind: 'pending'; declined: boolean }
  | { kind: 'already_revealed' }
  | { kind: 'unknown' };

/**
 * GET /v1/key: the key of a paid checkout, exactly once. The key is made at this moment and only
 * its hash is stored; claiming the checkout (`paid` → `revealed`) and creating the key happen in one
 * transaction whose first statement decides, so two simultaneous calls can never both get a key.
 */
export async function revealKey(db: Database, provider: PaymentProvider, id: string, now = new Date()): Promise<RevealOutcome> {
  const session = await findCheckout(db, id);
  if (!session) return { kind: 'unknown' };
  if (session.status === 'revealed') return { kind: 'already_revealed' };
  if (session.status !== 'paid' && session.status !== 'not_applied' && session.provider === provider.kind && provider.kind === 'stripe') {
    // The webhook may not have arrived yet: ask Stripe directly.
    try {
      const confirmation = await provider.confirm(id);
      if (confirmation.paid) await markPaid(db, id, confirmation, now);
    } catch (error) {
      log.warn('could not confirm a checkout with the payment provider', { checkout: id, error });
    }
  }

  if (session.upgradeKeyId) {
    const current = await findCheckout(db, id);
    if (current?.status === 'not_applied') {
      const refunded = await settleRefund(db, provider, id, now);
      const key = await findKeyById(db, session.upgradeKeyId);
      return {
        kind: 'not_applied',
        keyPrefix: key?.keyPrefix ?? '',
        plan: current.plan,
        reason: current.notAppliedReason ?? 'the plan change could not apply',
        refunded,
        testPayment: current.provider === 'local',
      };
    }
    if (current?.status !== 'paid') return { kind: 'pending', declined: current?.status === 'declined' };
    const key = await findKeyById(db, session.upgradeKeyId);
    return { kind: 'upgraded', keyPrefix: key?.keyPrefix ?? '', plan: current.plan };
  }

  return inTransaction(db, async (tx) => {
    const [claimed] = await tx
      .update(checkoutSessions)
      .set({ status: 'revealed', revealedAt: now })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'paid'), isNull(checkoutSessions.upgradeKeyId)))
      .returning();
    if (!claimed) {
      const [current] = await tx.select({ status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.id, id));
      if (current?.status === 'revealed') return { kind: 'already_revealed' } as const;
      return { kind: 'pending', declined: current?.status === 'declined' } as const;
    }
    const { key, record } = await createKey(tx, {
      plan: claimed.plan,
      email: claimed.email,
      stripeCustomerId: claimed.stripeCustomerId,
      stripeSubscriptionId: claimed.stripeSubscriptionId,
    });
    await tx.update(checkoutSessions).set({ keyId: record.id }).where(eq(checkoutSessions.id, id));
    return { kind: 'revealed', key, keyPrefix: record.keyPrefix, plan: claimed.plan } as const;
  });
}
