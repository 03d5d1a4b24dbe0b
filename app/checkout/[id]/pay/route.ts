import { markPaid, reopenDeclined, returnDestination } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { methodsOtherThan } from '@/lib/http';
import { testPaymentAction } from '../test-payment';

export const dynamic = 'force-dynamic';

/** "Pay": the checkout is paid (even after a decline), then on to its return_url or our purchase return page. */
export const POST = testPaymentAction(async (db, session) => {
  await reopenDeclined(db, session.id);
  await markPaid(db, session.id);
  return returnDestination(getConfig().publicBaseUrl, session.returnUrl, session.id);
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
