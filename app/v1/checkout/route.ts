import { BillingConfigurationError, checkoutRequestSchema, getPaymentProvider, startCheckout } from '@/lib/billing';
import { getDb } from '@/lib/db';
import { ApiError, badRequest, methodsOtherThan, readJsonObject, route } from '@/lib/http';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const POST = route(async (request) => {
  const parsed = checkoutRequestSchema.safeParse(await readJsonObject(request, 4 * 1024));
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues.map((issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} is not a checkout field` : issue.message)).join('; '),
    );
  }
  try {
    const { id, url } = await startCheckout(await getDb(), getPaymentProvider(), parsed.data);
    return Response.json({ url, id }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof BillingConfigurationError) throw new ApiError(503, `checkout is not available: ${error.message}`);
    log.error('starting a checkout failed', { error });
    throw new ApiError(502, 'the payment provider could not start a checkout; please retry');
  }
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
