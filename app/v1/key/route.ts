import { getPaymentProvider, revealKey } from '@/lib/billing';
import { getDb } from '@/lib/db';
import { ApiError, badRequest, methodsOtherThan, route } from '@/lib/http';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /v1/key?session_id=cs_…: the key bought in a checkout, shown exactly once (contract 4.6). */
export const GET = route(async (request) => {
  const sessionId = new URL(request.url).searchParams.get('session_id')?.trim();
  if (!sessionId) throw badRequest('session_id is required: the id returned by POST /v1/checkout');
  if (sessionId.length > 300) throw badRequest('session_id is too long to be a checkout id');
  const outcome = await revealKey(await getDb(), getPaymentProvider(), sessionId);
  switch (outcome.kind) {
    case 'unknown':
      throw new ApiError(404, `no checkout with id ${sessionId.slice(0, 80)}`);
    case 'already_revealed':
      throw new ApiError(410, 'this key was already revealed and is shown only once; a key you still have is replaced with POST /v1/keys/rotate, a lost one cannot be recovered: buy a new plan');
    case 'pending':
      return Response.json(
        {
          pending: true,
          declined: outcome.declined,
          message: outcome.declined
            ? 'the payment was declined; pay on the checkout page to get your key'
            : 'payment not confirmed yet; retry in a few seconds',
        },
        { status: 202, headers: { ...NO_STORE, 'Retry-After': '3' } },
      );
    case 'revealed':
      return Response.json({ key: outcome.key, key_prefix: outcome.keyPrefix, plan: outcome.plan }, { headers: NO_STORE });
  }
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
