import { findCheckout } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { getDb, type CheckoutSessionRow, type Database } from '@/lib/db';
import { ApiError, route } from '@/lib/http';

/**
 * A button of the built-in test payment page (local provider only): do `act` to the checkout,
 * then send the browser on to the page it names (a path of ours, or the checkout's own return_url).
 */
export function testPaymentAction(act: (db: Database, session: CheckoutSessionRow, request: Request) => Promise<string>) {
  return route(async (request, context: { params: Promise<{ id: string }> }) => {
    const { id } = await context.params;
    const db = await getDb();
    const session = await findCheckout(db, id);
    if (session?.provider !== 'local') throw new ApiError(404, `no test checkout with id ${id.slice(0, 80)}`);
    return Response.redirect(new URL(await act(db, session, request), getConfig().publicBaseUrl), 303);
  });
}
