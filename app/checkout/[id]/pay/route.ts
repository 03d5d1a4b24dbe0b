import { z } from 'zod';
import { markPaid, reopenDeclined, returnDestination } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { methodsOtherThan, readFormBody } from '@/lib/http';
import { testPaymentAction } from '../test-payment';

export const dynamic = 'force-dynamic';

const payerEmail = z.email().max(254);

/**
 * The email the payer typed on the test page (as Stripe Checkout asks for one), if it is one; else none
 * (a script pressing Pay sends no form). A body past FORM_BODY_LIMIT is refused unread, nothing paid.
 */
async function emailOf(request: Request): Promise<string | undefined> {
  const form = await readFormBody(request);
  const parsed = payerEmail.safeParse((form.get('email') ?? '').trim());
  return parsed.success ? parsed.data : undefined;
}

/**
 * "Pay": the checkout is paid (even after a decline), then on to its return_url or our purchase return
 * page. An email typed on the page is kept when the checkout had none: the key is recovered by it.
 */
export const POST = testPaymentAction(async (db, session, request) => {
  const email = await emailOf(request);
  await reopenDeclined(db, session.id);
  await markPaid(db, session.id, { email });
  return returnDestination(getConfig().publicBaseUrl, session.returnUrl, session.id);
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
