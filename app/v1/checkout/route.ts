import { getPaymentProvider, startCheckout } from '@/lib/billing';
import { ApiError, clientAddress, methodsOtherThan, route, toApiError } from '@/lib/http';
import { log } from '@/lib/log';
import { operations } from '@/lib/openapi';

export const dynamic = 'force-dynamic';

export const POST = route(operations.startCheckout, async ({ request, db, body }) => {
  try {
    const { id, url } = await startCheckout(db, getPaymentProvider(), body, clientAddress(request));
    return Response.json({ url, id }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    // Ours (a limit, a missing setting, the database): said as such. Anything else is the provider's:
    // a 502 of its own code, so a client does not take it for a render that failed.
    if (toApiError(error)) throw error;
    log.error('starting a checkout failed', { error });
    throw new ApiError('payment_provider_unavailable', 'the payment provider could not start a checkout; please retry');
  }
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
