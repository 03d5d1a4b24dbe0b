import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { keyRecoveryTokens, type ApiKeyRow, type Database, inTransaction } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { newId } from '@/lib/ids';
import { log } from '@/lib/log';
import type { MailMessage, MailTransport } from '@/lib/mail';
import { PLANS } from '@/lib/plans';
import { hitRateLimit, type RateLimit } from '@/lib/usage';
import { afterResponse } from './after-response';
import { findRecoverableKeys, rotateKeyById } from './store';

/**
 * Replacing a key its holder no longer has: a single-use link sent to the address the key was
 * bought with (POST /v1/keys/recover), redeemed for a new key exactly like rotation
 * (POST /v1/keys/recover/confirm). The answer to a request never says whether the address has keys.
 */

/** Recovery requests one client address, and one email address, may make. */
export const RECOVERY_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 3600 };
export const RECOVERY_TOKEN_TTL_SECONDS = 3600;
/** The page a recovery link opens; the token rides in `?token=`. */
export const RECOVERY_PAGE = '/keys/recover';

export const RECOVERY_NOT_CONFIGURED = 'key recovery by email is not configured on this server';
export const RECOVERY_ACCEPTED_MESSAGE =
  'if keys were bought with this address, a link to replace each of them is on its way there; it is valid for 1 hour and works once';
export const RECOVERED_NOTE = 'Your key was replaced: the previous key stopped working just now. Store this key securely: it is shown only this once.';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const recoveryRequestSchema = z
  .object({
    email: z
      .email({ error: (issue) => (issue.input === undefined ? 'email is required: the address the key was bought with' : 'email must be an email address') })
      .max(254, 'email must be at most 254 characters')
      .describe('The address the key was bought with (the checkout’s email). Any case.'),
  })
  .strict();

export const recoveryConfirmSchema = z
  .object({
    token: z
      .string({ error: 'token is required: the token of the recovery link (the part after ?token=)' })
      .min(1, 'token is required: the token of the recovery link (the part after ?token=)')
      .max(200, 'token is too long to be a recovery token')
      .describe('The token of the recovery link: the value of its token query parameter.'),
  })
  .strict();

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function limited(retryAfterSeconds: number, whose: string): DomainError {
  const { limit, windowSeconds } = RECOVERY_RATE_LIMIT;
  return new DomainError(
    'rate_limited',
    `too many key recovery requests for ${whose}: at most ${limit} an hour${windowSeconds === 3600 ? '' : ` (every ${windowSeconds} s)`}; retry in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  );
}

export interface RecoveryContext {
  /** Null when this deployment sends no mail: recovery is then unavailable (503). */
  mail: MailTransport | null;
  publicBaseUrl: string;
  /** The keys of an address (tests: a lookup that has not answered yet); findRecoverableKeys by default. */
  findKeys?: (db: Database, email: string) => Promise<ApiKeyRow[]>;
  /** Runs the lookup, tokens and mail once the answer is on its way; afterResponse by default. */
  defer?: (name: string, task: () => Promise<void>) => void;
}

/** A revoked key is not replaced, even by a link sent before it was revoked. */
export const RECOVERY_KEY_REVOKED =
  'the key this recovery link would replace was revoked after the link was sent (its subscription ended), and a revoked key is not replaced: buy a plan for a new key';

function recoveryMessage(key: ApiKeyRow, token: string, publicBaseUrl: string, expiresAt: Date): MailMessage {
  const link = new URL(RECOVERY_PAGE, publicBaseUrl);
  link.searchParams.set('token', token);
  const plan = PLANS[key.plan].name;
  return {
    to: key.email!,
    subject: `Replace your Atlasprint API key ${key.keyPrefix}…`,
    text: [
      `Someone, we hope you, asked to replace the Atlasprint API key ${key.keyPrefix}… (${plan} plan, ${key.status}) that was bought with this address.`,
      '',
      'Open this link to get a new key:',
      '',
      link.toString(),
      '',
      `Or open ${new URL(RECOVERY_PAGE, publicBaseUrl).toString()} and paste this code:`,
      '',
      token,
      '',
      `The link works once, until ${expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (1 hour). The page shows the new key once, when you press its button; the old key stops working at that moment. Plan, usage and status stay with the new key.`,
      '',
      'If you did not ask for this, ignore this message: your key keeps working and nothing changes.',
      '',
      '-- ',
      `Atlasprint, ${publicBaseUrl}`,
    ].join('\n'),
  };
}

/**
 * POST /v1/keys/recover. Counted per client address and per email address (the email only as a
 * hash in the counter), and that is all the answer waits for: the same statements whether or not
 * the address has keys. The lookup, for each active or suspended key bought with `email` a new token
 * (only its SHA-256 is stored) and a message with its link, run after the answer (afterResponse), so
 * neither its words nor its timing tell whether the address has keys. A failure there is logged.
 */
export async function requestKeyRecovery(db: Database, email: string, clientAddress: string, context: RecoveryContext, now = new Date()): Promise<void> {
  const mail = context.mail;
  if (!mail) throw new DomainError('unavailable', RECOVERY_NOT_CONFIGURED);
  const byAddress = await hitRateLimit(db, `recover:address:${clientAddress}`, RECOVERY_RATE_LIMIT, now);
  if (!byAddress.allowed) throw limited(byAddress.retryAfterSeconds, 'this client address');
  const normalized = email.trim().toLowerCase();
  const byEmail = await hitRateLimit(db, `recover:email:${hashToken(normalized)}`, RECOVERY_RATE_LIMIT, now);
  if (!byEmail.allowed) throw limited(byEmail.retryAfterSeconds, 'this email address');
  const findKeys = context.findKeys ?? findRecoverableKeys;
  (context.defer ?? afterResponse)('key recovery links', () => sendRecoveryLinks(db, findKeys, normalized, mail, context.publicBaseUrl, now));
}

async function sendRecoveryLinks(
  db: Database,
  findKeys: (db: Database, email: string) => Promise<ApiKeyRow[]>,
  email: string,
  mail: MailTransport,
  publicBaseUrl: string,
  now: Date,
): Promise<void> {
  for (const key of await findKeys(db, email)) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + RECOVERY_TOKEN_TTL_SECONDS * 1000);
    await db.insert(keyRecoveryTokens).values({ id: newId('krt'), keyId: key.id, tokenHash: hashToken(token), expiresAt, createdAt: now });
    try {
      await mail.send(recoveryMessage(key, token, publicBaseUrl, expiresAt));
    } catch (error) {
      log.error('could not send a key recovery message', { keyPrefix: key.keyPrefix, transport: mail.kind, error });
    }
  }
}

export interface RecoveredKey {
  key: string;
  keyPrefix: string;
  note: string;
}

/**
 * POST /v1/keys/recover/confirm: redeems a token for a new key. One UPDATE claims the token (unused
 * and unexpired → used), so of any number of simultaneous confirms exactly one gets a key; the
 * key's other open links are spent with it, and the key is rotated by id in the same transaction.
 */
export async function confirmKeyRecovery(db: Database, token: string, now = new Date()): Promise<RecoveredKey> {
  const unknown = new DomainError('not_found', 'this recovery link is not known: check that it was copied whole, or ask for a new one (POST /v1/keys/recover)');
  if (!TOKEN_PATTERN.test(token)) throw unknown;
  const tokenHash = hashToken(token);
  return inTransaction(db, async (tx) => {
    const [claimed] = await tx
      .update(keyRecoveryTokens)
      .set({ usedAt: now })
      .where(and(eq(keyRecoveryTokens.tokenHash, tokenHash), isNull(keyRecoveryTokens.usedAt), gt(keyRecoveryTokens.expiresAt, now)))
      .returning();
    if (!claimed) {
      const [row] = await tx.select().from(keyRecoveryTokens).where(eq(keyRecoveryTokens.tokenHash, tokenHash));
      if (!row) throw unknown;
      if (row.usedAt) {
        throw new DomainError(
          'recovery_link_used',
          'this recovery link was used already: each link replaces the key once. Ask for a new link (POST /v1/keys/recover) if you did not keep the new key',
        );
      }
      throw new DomainError(
        'recovery_link_expired',
        `this recovery link expired at ${row.expiresAt.toISOString()} (links are valid for 1 hour): ask for a new one (POST /v1/keys/recover)`,
      );
    }
    await tx
      .update(keyRecoveryTokens)
      .set({ usedAt: now })
      .where(and(eq(keyRecoveryTokens.keyId, claimed.keyId), isNull(keyRecoveryTokens.usedAt)));
    const issued = await rotateKeyById(tx, claimed.keyId, now);
    // The token goes with its key (ON DELETE CASCADE), so a claimed token always has one: none was
    // replaced because it was revoked since the link was sent (its subscription ended). It stays so;
    // throwing undoes the claim, so the link keeps saying so.
    if (!issued) throw new DomainError('key_revoked', RECOVERY_KEY_REVOKED);
    log.info('key replaced through a recovery link', { keyPrefix: issued.record.keyPrefix });
    return { key: issued.key, keyPrefix: issued.record.keyPrefix, note: RECOVERED_NOTE };
  });
}
