import { getPaymentProvider, upgradeKey, upgradeRequestSchema } from '@/lib/billing';
import { getDb } from '@/lib/db';
import { PLANS } from '@/lib/plans';
import { ApiError, authenticate, badRequest, clientAddress, methodsOtherThan, readJsonObject, route, toApiError } from '@/lib/http';
import { log } from '@/lib/log';
import { keyStatus } from '@/lib/usage';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** POST /v1/keys/upgrade: the calling key moves to another subscription plan, keeping the key. */
export const POST = route(async (request) => {
  // Validate first, as POST /v1/render does: a bad request is refused before anything is looked up.
  const parsed = upgradeRequestSchema.safeParse(await readJsonObject(request, 4 * 1024));
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues
        .map((issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} is not an upgrade field (send plan)` : issue.message))
        .join('; '),
    );
  }
  const db = await getDb();
  const key = await authenticate(db, request);
  try {
    const outcome = await upgradeKey(db, getPaymentProvider(), key, parsed.data.plan, clientAddress(request));
    if (outcome.kind === 'changed') return Response.json(await keyStatus(db, outcome.record), { headers: NO_STORE });
    return Response.json(
      {
        url: outcome.url,
        id: outcome.id,
        plan: outcome.plan,
        message: `pay at url to move the key ${outcome.keyPrefix}… to the ${PLANS[outcome.plan].name} plan; the key itself stays the same`,
      },
      { status: 202, headers: NO_STORE },
    );
  } catch (error) {
    // Ours (a refusal, a limit, a missing setting, the database): said as such. Anything else is the provider's.
    if (toApiError(error)) throw error;
    log.error('changing a key plan failed at the payment provider', { error });
    throw new ApiError(502, 'the payment provider could not change the plan; nothing changed, please retry');
  }
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
