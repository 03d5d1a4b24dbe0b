import { shortened } from '@/lib/errors';
import { getPaymentProvider, KEY_ALREADY_REVEALED, planChangeNotAppliedMessage, revealKey } from '@/lib/billing';
import { accepted, ApiError, methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { PLANS } from '@/lib/plans';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /v1/key?session_id=cs_…: the key bought in a checkout, shown exactly once (components/docs/content/api.md: Buying a key). */
export const GET = route(operations.revealKey, async ({ db, query: { sessionId } }) => {
  const outcome = await revealKey(db, getPaymentProvider(), sessionId);
  switch (outcome.kind) {
    case 'unknown':
      throw new ApiError('not_found', `no checkout with id ${shortened(sessionId)}`);
    case 'already_revealed':
      throw new ApiError('gone', KEY_ALREADY_REVEALED);
    case 'pending':
      return accepted(
        {
          pending: true,
          declined: outcome.declined,
          message: outcome.declined
            ? 'the payment was declined; pay on the checkout page to get your key'
            : 'payment not confirmed yet; retry in a few seconds',
        },
        { ...NO_STORE, 'Retry-After': '3' },
      );
    case 'revealed':
      return Response.json({ key: outcome.key, key_prefix: outcome.keyPrefix, plan: outcome.plan }, { headers: NO_STORE });
    case 'upgraded':
      return Response.json(
        {
          upgraded: true,
          key_prefix: outcome.keyPrefix,
          plan: outcome.plan,
          message: `the key ${outcome.keyPrefix}… is on the ${PLANS[outcome.plan].name} plan now: keep using it as it is (a plan change makes no new key)`,
        },
        { headers: NO_STORE },
      );
    case 'not_applied':
      // The Error shape, with what a client needs to tell this from an applied change: nothing moved, refunded.
      throw new ApiError(
        'conflict',
        planChangeNotAppliedMessage(outcome),
        {},
        { upgraded: false, refunded: outcome.refunded || outcome.testPayment, key_prefix: outcome.keyPrefix, plan: outcome.plan },
      );
  }
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
