import { z } from 'zod';
import { markPaid, reopenDeclined, returnDestination } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { methodsOtherThan } from '@/lib/http';
import { testPaymentAction } from '../test-payment';

export const dynamic = 'force-dynamic';

const payerEmail = z.email().max(254);

/** The email the payer typed on the test page (as Stripe Checkout asks for one), if it is one; else none. */
async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const form = await request.formData();
    const parsed = payerEmail.safeParse(String(form.get('email') ?? '').trim());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // no form body (a script pressing Pay)
  }
}

/**
 * "Pay": the checkout is paid (even after a decline), then on to its return_url or our purchase return
 * page. An email typed on the page is kept when the checkout had none: the key is recovered by it.
 */
export const POST = testPaymentAction(async (db, session, request) => {
  await reopenDeclined(db, session.id);
  await markPaid(db, session.id, { email: await emailOf(request) });
  return returnDestination(getConfig().publicBaseUrl, session.returnUrl, session.id);
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
