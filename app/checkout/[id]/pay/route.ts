import { markPaid, payerEmailOf, reopenDeclined, returnDestination } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { FORM_BODY_LIMIT, methodsOtherThan } from '@/lib/http';
import { testPaymentAction } from '../test-payment';

export const dynamic = 'force-dynamic';

/**
 * "Pay": the checkout is paid (even after a decline), then on to its return_url or our purchase return
 * page. An email typed on the page is kept when the checkout had none: the key is recovered by it. A
 * form past FORM_BODY_LIMIT is refused unread, nothing paid.
 */
export const POST = testPaymentAction(
  async (db, session, email) => {
    await reopenDeclined(db, session.id);
    await markPaid(db, session.id, { email });
    return returnDestination(getConfig().publicBaseUrl, session.returnUrl, session.id);
  },
  { limit: FORM_BODY_LIMIT, parse: payerEmailOf },
);

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
