import { shortened } from '@/lib/errors';
import { findCheckout } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import type { CheckoutSessionRow, Database } from '@/lib/db';
import { ApiError, route, seeOther, type RouteDeclaration } from '@/lib/http';

/**
 * A button of the built-in test payment page (local provider only): do `act` to the checkout with
 * the page's form (as `form` reads it, if the button sends one), then send the browser on to the
 * page it names (a path of ours, or the checkout's own return_url).
 */
export function testPaymentAction<Form = undefined>(
  act: (db: Database, session: CheckoutSessionRow, form: Form) => Promise<string>,
  form?: RouteDeclaration['form'] & { parse: (fields: URLSearchParams) => Form },
) {
  return route({ db: true, form }, async ({ db, body, context }: { db: Database; body: unknown; context: { params: Promise<{ id: string }> } }) => {
    const { id } = await context.params;
    const session = await findCheckout(db, id);
    if (session?.provider !== 'local') throw new ApiError('not_found', `no test checkout with id ${shortened(id)}`);
    return seeOther(new URL(await act(db, session, body as Form), getConfig().publicBaseUrl));
  });
}
