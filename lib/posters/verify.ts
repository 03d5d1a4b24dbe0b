import { z } from 'zod';
import { DomainError } from '@/lib/errors';
import { and, eq } from 'drizzle-orm';
import { renders, type Database } from '@/lib/db';
import { verifyRecordWithKeys, type PublicJwk } from '@/lib/provenance';
import { recognisedAcrossCopies } from '@/lib/singleton';

/** POST /v1/verify's body (components/docs/content/api.md: Provenance): a provenance record and its signature. */
export const verifyRequestSchema = z.object({
  v: z.number({ error: 'v must be an integer' }).int('v must be an integer').default(1),
  id: z.string({ error: 'id must be a string' }).min(1, 'id must not be empty').max(100, 'id must be at most 100 characters'),
  plan: z.string({ error: 'plan must be a string' }).max(40).nullable().optional(),
  issued: z.string({ error: 'issued must be a date-time string' }).max(40).nullable().optional(),
  sha256: z.string({ error: 'sha256 must be a string' }).max(128).nullable().optional(),
  kid: z.string({ error: 'kid must be a string' }).max(100, 'kid must be at most 100 characters').nullable().optional(),
  sig: z.string({ error: 'sig must be a string' }).min(1, 'sig must not be empty').max(200, 'sig must be at most 200 characters'),
});

export interface VerifyResult {
  valid: boolean;
  id: string;
  issued: string | null;
  plan: string | null;
  logged: boolean;
}

/** The body holds no verifiable provenance record. */
export class NoRecordError extends DomainError {
  static {
    recognisedAcrossCopies(this, 'posters.NoRecordError');
  }
  override name = 'NoRecordError';
  constructor(message: string) {
    super('invalid_request', message);
  }
}

/**
 * Checks a record's signature against our public keys (the one its `kid` names; every one for a
 * record without a kid), and whether its id is on record. `signature` (as in a RenderResult's
 * provenance) is accepted for `sig`.
 */
export async function verifyProvenance(db: Database, keys: { publicKeys(): Promise<PublicJwk[]> }, body: Record<string, unknown>): Promise<VerifyResult> {
  const { signature, ...rest } = body;
  const candidate: Record<string, unknown> = { ...rest, sig: rest.sig ?? signature };
  if (candidate.id === undefined || candidate.sig === undefined) {
    throw new NoRecordError(
      'no provenance record: send its fields (v, id, plan, issued, sha256) and its signature as sig, as found in a PNG tEXt chunk "atlasprint", an SVG <metadata id="atlasprint">, or a render response',
    );
  }
  const parsed = verifyRequestSchema.safeParse(candidate);
  if (!parsed.success) throw new NoRecordError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { v, id, plan = null, issued = null, sha256 = null, kid, sig } = parsed.data;
  return {
    valid: verifyRecordWithKeys({ v, id, plan, issued, sha256 }, sig, kid, await keys.publicKeys()),
    id,
    issued,
    plan,
    logged: await isLogged(db, id),
  };
}

/** Whether a render id is on record (for POST /v1/verify's `logged`). */
async function isLogged(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: renders.id })
    .from(renders)
    .where(and(eq(renders.id, id), eq(renders.status, 'succeeded')))
    .limit(1);
  return Boolean(row);
}
