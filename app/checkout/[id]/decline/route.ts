import { findCheckout, markDeclined } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { ApiError, methodsOtherThan, route } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** The test payment page's "Decline": nothing is paid; back to the page, which says so. */
export const POST = route(async (_request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const db = await getDb();
  const session = await findCheckout(db, id);
  if (!session || session.provider !== 'local') throw new ApiError(404, `no test checkout with id ${id.slice(0, 80)}`);
  await markDeclined(db, id);
  return Response.redirect(`${getConfig().publicBaseUrl}/checkout/${encodeURIComponent(id)}?declined=1`, 303);
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
