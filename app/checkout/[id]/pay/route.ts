import { markPaid, reopenDeclined } from '@/lib/billing';
import { methodsOtherThan } from '@/lib/http';
import { testPaymentAction } from '../test-payment';

export const dynamic = 'force-dynamic';

/** "Pay": the checkout is paid (even after a decline), then on to the purchase return page. */
export const POST = testPaymentAction(async (db, id) => {
  await reopenDeclined(db, id);
  await markPaid(db, id);
  return `/purchase/return?session_id=${encodeURIComponent(id)}`;
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
