import { markDeclined } from '@/lib/billing';
import { methodsOtherThan } from '@/lib/http';
import { testPaymentAction } from '../test-payment';

export const dynamic = 'force-dynamic';

/** "Decline": nothing is paid; back to the payment page, which says so. */
export const POST = testPaymentAction(async (db, session) => {
  await markDeclined(db, session.id);
  return `/checkout/${encodeURIComponent(session.id)}?declined=1`;
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
