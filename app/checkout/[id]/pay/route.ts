import { findCheckout, markPaid, reopenDeclined } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { ApiError, methodsOtherThan, route } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** The test payment page's "Pay" (local provider only): the checkout is paid, then on to the return page. */
export const POST = route(async (_request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const db = await getDb();
  const session = await findCheckout(db, id);
  if (!session || session.provider !== 'local') throw new ApiError(404, `no test checkout with id ${id.slice(0, 80)}`);
  await reopenDeclined(db, id);
  await markPaid(db, id);
  return Response.redirect(`${getConfig().publicBaseUrl}/purchase/return?session_id=${encodeURIComponent(id)}`, 303);
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
