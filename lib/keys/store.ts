import { and, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import { apiKeys, type ApiKeyRow, type Database } from '@/lib/db';
import { newId } from '@/lib/ids';
import { PLANS, type Plan, type PlanId } from '@/lib/plans';
import { displayPrefix, generateKey, hashKey, looksLikeKey } from './format';
import { KeyTransitionError, nextStatus, type PaymentEvent } from './status';

export interface IssuedKey {
  /** The secret itself: returned once, never stored. */
  key: string;
  record: ApiKeyRow;
}

export interface CreateKeyOptions {
  plan: PlanId;
  /** Render credits of a single-plan key; defaults to the plan's own. */
  credits?: number;
  email?: string | null;
  /** The Stripe subscription (and customer) whose payments drive the key's status. */
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

export async function createKey(db: Database, options: CreateKeyOptions): Promise<IssuedKey> {
  const plan = PLANS[options.plan];
  if (plan.kind === 'subscription' && options.credits !== undefined) {
    throw new KeyTransitionError(`credits apply to the single plan only, not to ${plan.id}`);
  }
  const credits = plan.kind === 'credits' ? (options.credits ?? plan.credits) : null;
  if (credits !== null && (!Number.isInteger(credits) || credits < 0)) {
    throw new KeyTransitionError('credits must be a whole number of 0 or more');
  }
  const key = generateKey();
  const [record] = await db
    .insert(apiKeys)
    .values({
      id: newId('key'),
      keyHash: hashKey(key),
      keyPrefix: displayPrefix(key),
      plan: plan.id,
      credits,
      email: options.email ?? null,
      stripeCustomerId: options.stripeCustomerId ?? null,
      stripeSubscriptionId: options.stripeSubscriptionId ?? null,
    })
    .returning();
  return { key, record: record! };
}

/**
 * The SET of a scheduled downgrade that has come due (its month ended): the key moves to the
 * scheduled plan, as of the moment it was due. Every right-hand side reads the row as it was, so
 * in one UPDATE the move happens once, whoever makes it first. Nothing changes when none is due.
 */
function scheduledChangeDue(now: Date) {
  const due = sql`(${apiKeys.scheduledPlanAt} IS NOT NULL AND ${apiKeys.scheduledPlanAt} <= ${now})`;
  return {
    plan: sql`CASE WHEN ${due} THEN ${apiKeys.scheduledPlan} ELSE ${apiKeys.plan} END`,
    planChangedAt: sql`CASE WHEN ${due} THEN ${apiKeys.scheduledPlanAt} ELSE ${apiKeys.planChangedAt} END`,
    scheduledPlan: sql`CASE WHEN ${due} THEN NULL ELSE ${apiKeys.scheduledPlan} END`,
    scheduledPlanAt: sql`CASE WHEN ${due} THEN NULL ELSE ${apiKeys.scheduledPlanAt} END`,
  };
}

/**
 * Schedules a downgrade: the key keeps its plan (and quota) until `at`, then moves to `plan` (the
 * first authenticated request after `at` makes the move). `plan` null cancels a scheduled change.
 * A revoked key is never scheduled. Null when nothing was scheduled.
 */
export async function scheduleKeyPlan(db: Database, keyId: string, plan: Exclude<PlanId, 'single'> | null, at: Date | null): Promise<ApiKeyRow | null> {
  const [record] = await db
    .update(apiKeys)
    .set({ scheduledPlan: plan, scheduledPlanAt: plan ? at : null })
    .where(and(eq(apiKeys.id, keyId), inArray(apiKeys.plan, SUBSCRIPTION_PLANS), ne(apiKeys.status, 'revoked')))
    .returning();
  return record ?? null;
}

/** Finds the key a caller presented and marks it used, in one statement. Null when unknown. */
export async function useKey(db: Database, key: string, now = new Date()): Promise<ApiKeyRow | null> {
  if (!looksLikeKey(key)) return null;
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: now, ...scheduledChangeDue(now) })
    .where(eq(apiKeys.keyHash, hashKey(key)))
    .returning();
  return row ?? null;
}

export async function findKeyById(db: Database, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row ?? null;
}

export async function findKeyBySubscription(db: Database, subscriptionId: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.stripeSubscriptionId, subscriptionId)).limit(1);
  return row ?? null;
}

/** Keys whose display prefix starts with `prefix` (operators name keys by prefix). */
export async function findKeysByPrefix(db: Database, prefix: string): Promise<ApiKeyRow[]> {
  const escaped = prefix.slice(0, 12).replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select()
    .from(apiKeys)
    .where(like(apiKeys.keyPrefix, `${escaped}%`))
    .limit(10);
}

/**
 * Replaces the secret of the key `oldKey` belongs to. The old hash is swapped out in the same
 * statement that checks it, so the old key stops working at once and two racing rotations of one
 * key cannot both succeed. Null when `oldKey` is unknown (or already rotated out).
 */
export async function rotateKey(db: Database, oldKey: string, now = new Date()): Promise<IssuedKey | null> {
  if (!looksLikeKey(oldKey)) return null;
  return replaceSecret(db, eq(apiKeys.keyHash, hashKey(oldKey)), now);
}

/**
 * Rotation of a key named by its id, for a holder who no longer has the key (recovery by email):
 * the same swap as rotateKey, so plan, usage and status stay and the old secret is refused at once.
 * A revoked key is not rotated (null): a holder without it has nothing to replace it for.
 */
export async function rotateKeyById(db: Database, keyId: string, now = new Date()): Promise<IssuedKey | null> {
  return replaceSecret(db, and(eq(apiKeys.id, keyId), ne(apiKeys.status, 'revoked'))!, now);
}

async function replaceSecret(db: Database, which: SQL, now: Date): Promise<IssuedKey | null> {
  const key = generateKey();
  const [record] = await db
    .update(apiKeys)
    .set({ keyHash: hashKey(key), keyPrefix: displayPrefix(key), rotatedAt: now, lastUsedAt: now })
    .where(which)
    .returning();
  return record ? { key, record } : null;
}

/** Keys a recovery link may be sent for: bought with this address (any case), not revoked. */
export async function findRecoverableKeys(db: Database, email: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(sql`lower(${apiKeys.email})`, email.trim().toLowerCase()), inArray(apiKeys.status, ['active', 'suspended'])))
    .limit(20);
}

const SUBSCRIPTION_PLANS = Object.values(PLANS)
  .filter((plan): plan is Extract<Plan, { kind: 'subscription' }> => plan.kind === 'subscription')
  .map((plan) => plan.id);

/**
 * Moves a subscription key to another subscription plan, keeping its secret, usage and status;
 * its new monthly quota applies at once, to this month's renders already counted. One statement:
 * a revoked or single-render key is never moved. Null when nothing moved.
 */
export async function changeKeyPlan(
  db: Database,
  keyId: string,
  plan: Exclude<PlanId, 'single'>,
  changedAt = new Date(),
  subscription: { stripeCustomerId?: string | null; stripeSubscriptionId?: string | null } = {},
): Promise<ApiKeyRow | null> {
  const [record] = await db
    .update(apiKeys)
    .set({
      plan,
      planChangedAt: changedAt,
      // A change made now replaces any downgrade scheduled for the month's end.
      scheduledPlan: null,
      scheduledPlanAt: null,
      ...(subscription.stripeSubscriptionId
        ? { stripeSubscriptionId: subscription.stripeSubscriptionId, stripeCustomerId: subscription.stripeCustomerId ?? null }
        : {}),
    })
    .where(and(eq(apiKeys.id, keyId), inArray(apiKeys.plan, SUBSCRIPTION_PLANS), ne(apiKeys.status, 'revoked')))
    .returning();
  return record ?? null;
}

export interface StatusChange {
  record: ApiKeyRow;
  from: ApiKeyRow['status'];
  to: ApiKeyRow['status'];
}

/** Applies a payment event to a key (./status); the row is locked while it is decided. */
export async function applyPaymentEvent(db: Database, keyId: string, event: PaymentEvent, now = new Date()): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(apiKeys).where(eq(apiKeys.id, keyId)).for('update');
    if (!current) throw new KeyTransitionError(`no key with id ${keyId}`);
    const to = nextStatus(current.plan, current.status, event);
    if (to === current.status) return { record: current, from: current.status, to };
    const [record] = await tx
      .update(apiKeys)
      .set({ status: to, statusChangedAt: now })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.status, current.status)))
      .returning();
    return { record: record!, from: current.status, to };
  });
}
