import { checkoutRequestSchema, getPaymentProvider, startCheckout } from '@/lib/billing';
import { getDb } from '@/lib/db';
import { ApiError, badRequest, clientAddress, methodsOtherThan, readJsonObject, route, toApiError } from '@/lib/http';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const POST = route(async (request) => {
  const parsed = checkoutRequestSchema.safeParse(await readJsonObject(request, 4 * 1024));
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues.map((issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} is not a checkout field` : issue.message)).join('; '),
    );
  }
  const db = await getDb();
  try {
    const { id, url } = await startCheckout(db, getPaymentProvider(), parsed.data, clientAddress(request));
    return Response.json({ url, id }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    // Ours (a limit, a missing setting, the database): said as such. Anything else is the provider's.
    if (toApiError(error)) throw error;
    log.error('starting a checkout failed', { error });
    throw new ApiError(502, 'the payment provider could not start a checkout; please retry');
  }
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
