import { z } from 'zod';
import type { Database } from '@/lib/db';
import { applySubscriptionEvent } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { createKey, findKeysByPrefix, PAYMENT_EVENTS, type PaymentEvent } from '@/lib/keys';
import { PLAN_IDS } from '@/lib/plans';
import { getKeyring, rotateSigningKey, SigningKeyError } from '@/lib/provenance';
import { didYouMean } from '@/lib/suggest';
import { OperationError, SIGNING_KEY_IS_SET } from './errors';

/**
 * What operators may do without a payment. Each operation validates its own arguments, so the
 * loopback endpoint and a direct database connection behave the same.
 */
export const operations = {
  createKey: {
    args: z.object({
      plan: z.enum(PLAN_IDS, { error: (issue) => `plan must be one of ${PLAN_IDS.join(', ')}${didYouMean(issue.input, PLAN_IDS)}` }),
      credits: z.number().int('credits must be a whole number').min(0, 'credits must be 0 or more').optional(),
      email: z.email('email must be an email address').optional(),
    }),
    async run(db: Database, args: { plan: (typeof PLAN_IDS)[number]; credits?: number; email?: string }) {
      const { key, record } = await createKey(db, args);
      return { key, key_prefix: record.keyPrefix, plan: record.plan, credits: record.credits };
    },
  },
  billingEvent: {
    args: z.object({
      keyPrefix: z.string().min(9, 'key prefix must be at least the first 9 characters (atp_live_…)').max(12, 'key prefix is the first 12 characters of a key'),
      event: z.enum(PAYMENT_EVENTS, { error: (issue) => `event must be one of ${PAYMENT_EVENTS.join(', ')}${didYouMean(issue.input, PAYMENT_EVENTS)}` }),
    }),
    async run(db: Database, args: { keyPrefix: string; event: PaymentEvent }) {
      const keys = await findKeysByPrefix(db, args.keyPrefix);
      if (keys.length === 0) throw new OperationError(`no key has the prefix ${args.keyPrefix}`);
      if (keys.length > 1) throw new OperationError(`${keys.length} keys share the prefix ${args.keyPrefix}: give all 12 characters of key_prefix`);
      const change = await applySubscriptionEvent(db, keys[0]!.id, args.event);
      return { key_prefix: change.record.keyPrefix, plan: change.record.plan, from: change.from, status: change.to };
    },
  },
  rotateSigningKey: {
    args: z.object({ force: z.boolean().optional() }),
    async run(db: Database, args: { force?: boolean }) {
      const config = getConfig();
      if (config.signingKey) throw new OperationError(SIGNING_KEY_IS_SET);
      try {
        // Embedded, this is the server's DATA_DIR: an older signing-key.pem is brought in first, so it
        // is what is retired. (On a real database the script's DATA_DIR may be anyone's: left alone.)
        if (config.database.kind === 'pglite' && !args.force) await getKeyring().prepare();
        const { kid, retired, sealed } = await rotateSigningKey(db, config.signingKeyEncryptionKey, { force: args.force });
        return { kid, retired, encrypted: sealed };
      } catch (error) {
        if (error instanceof SigningKeyError) throw new OperationError(error.message);
        throw error;
      }
    },
  },
} as const;

export type OperationName = keyof typeof operations;
export type OperationResult<Name extends OperationName> = Awaited<ReturnType<(typeof operations)[Name]['run']>>;

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(operations, name);
}

/** Validates the arguments and runs the operation against `db`. */
export async function runOperationOn<Name extends OperationName>(db: Database, name: Name, rawArgs: unknown): Promise<OperationResult<Name>> {
  const operation = operations[name];
  const parsed = operation.args.safeParse(rawArgs);
  if (!parsed.success) throw new OperationError(parsed.error.issues.map((issue) => issue.message).join('; '));
  try {
    return (await operation.run(db, parsed.data as never)) as OperationResult<Name>;
  } catch (error) {
    if (error instanceof Error && error.name === 'KeyTransitionError') throw new OperationError(error.message);
    throw error;
  }
}
