import { PlanPrice } from '@/components/plan-price';
import { SitePage } from '@/components/site-chrome';
import { findCheckout, returnDestination } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { PLANS } from '@/lib/plans';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Test payment · Atlasprint' };

/** The built-in test payment page (local provider): no money moves. */
export default async function TestPaymentPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ declined?: string }> }) {
  const { id } = await params;
  const { declined } = await searchParams;
  const session = await findCheckout(await getDb(), id);
  if (session?.provider !== 'local') {
    return (
      <SitePage narrow>
        <h1>Checkout not found</h1>
        <p className="notice error">
          There is no test checkout with this id. Start again from the <a href="/pricing">pricing page</a>.
        </p>
      </SitePage>
    );
  }
  const plan = PLANS[session.plan];
  const done = session.status === 'paid' || session.status === 'revealed';
  return (
    <SitePage narrow>
      <p className="notice test" role="note">
        <strong>Test payment page.</strong> This service runs without a payment provider, so this page stands in for one. No money moves and no card is asked
        for.
      </p>
      <h1>{session.upgradeKeyId ? `Change to ${plan.name}` : `Pay for ${plan.name}`}</h1>
      {session.upgradeKeyId ? (
        <p className="lead">A change of plan for an existing key: the key stays the same, and its new monthly quota applies once this is paid.</p>
      ) : null}
      <div className="card">
        <PlanPrice plan={plan} />
        {session.email ? <p className="muted">Receipt to {session.email}</p> : null}
        <p className="muted">
          Checkout <code>{session.id}</code>
        </p>
        {declined && session.status === 'declined' ? (
          <p className="notice warn" role="status">
            Payment declined. Nothing was charged; you can pay now or leave.
          </p>
        ) : null}
        {done ? (
          <p className="notice ok">
            Already paid. <a href={returnDestination(getConfig().publicBaseUrl, session.returnUrl, session.id)}>Go to your key</a>.
          </p>
        ) : (
          <>
            {session.email || session.upgradeKeyId ? null : (
              // Stripe Checkout asks for an email too: the key is recovered by it if it is ever lost.
              <div style={{ marginBottom: '1rem' }}>
                <label htmlFor="payer-email">Email (optional: a link that replaces a lost key is sent here)</label>
                <input id="payer-email" form="pay-form" name="email" type="email" autoComplete="email" placeholder="you@example.com" />
              </div>
            )}
            <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
              <form id="pay-form" method="post" action={`/checkout/${encodeURIComponent(session.id)}/pay`}>
                <button className="button" type="submit">
                  Pay ${plan.priceUsd} (test)
                </button>
              </form>
              <form method="post" action={`/checkout/${encodeURIComponent(session.id)}/decline`}>
                <button className="button secondary" type="submit">
                  Decline
                </button>
              </form>
            </div>
          </>
        )}
      </div>
    </SitePage>
  );
}
