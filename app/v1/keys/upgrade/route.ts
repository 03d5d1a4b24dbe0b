import { getPaymentProvider, upgradeKey } from '@/lib/billing';
import { accepted, ApiError, clientAddress, methodsOtherThan, route, toApiError } from '@/lib/http';
import { log } from '@/lib/log';
import { operations } from '@/lib/openapi';
import { PLANS } from '@/lib/plans';
import { keyStatus } from '@/lib/usage';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** POST /v1/keys/upgrade: the calling key moves to another subscription plan, keeping the key. */
export const POST = route(operations.upgradeKey, async ({ request, db, key, body }) => {
  try {
    const outcome = await upgradeKey(db, getPaymentProvider(), key, body.plan, clientAddress(request));
    if (outcome.kind === 'changed') return Response.json(await keyStatus(db, outcome.record), { headers: NO_STORE });
    return accepted(
      {
        url: outcome.url,
        id: outcome.id,
        plan: outcome.plan,
        message: `pay at url to move the key ${outcome.keyPrefix}… to the ${PLANS[outcome.plan].name} plan; the key itself stays the same`,
      },
      NO_STORE,
    );
  } catch (error) {
    // Ours (a refusal, a limit, a missing setting, the database): said as such. Anything else is the
    // provider's: a 502 of its own code, so a client does not take it for a render that failed.
    if (toApiError(error)) throw error;
    log.error('changing a key plan failed at the payment provider', { error });
    throw new ApiError('payment_provider_unavailable', 'the payment provider could not change the plan; nothing changed, please retry');
  }
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
