import { BuyButton } from '@/components/buy-button';
import { PlanPrice } from '@/components/plan-price';
import { SitePage } from '@/components/site-chrome';
import { PLANS } from '@/lib/plans';

export const metadata = { title: 'Pricing · Atlasprint' };

const ORDER = ['starter', 'pro', 'business', 'single'] as const;

export default function PricingPage() {
  return (
    <SitePage>
      <h1>Pricing</h1>
      <p className="lead">
        One key, every theme and format. Subscriptions renew monthly; quotas reset on the 1st of each month (UTC). Failed renders are never counted.
      </p>
      <ul className="grid plan-list">
        {ORDER.map((id) => {
          const plan = PLANS[id];
          return (
            <li key={id} className="card" aria-labelledby={`plan-${id}`}>
              <h2 id={`plan-${id}`} style={{ marginTop: 0 }}>
                {plan.name}
              </h2>
              <PlanPrice plan={plan} />
              <p className="muted">{plan.kind === 'subscription' ? 'Commercial use licence while subscribed.' : 'Personal and limited commercial use.'}</p>
              <BuyButton plan={id} label={`Buy ${plan.name}`} />
            </li>
          );
        })}
      </ul>
      <h2>Licence</h2>
      <ol>
        <li>
          While a Starter, Pro or Business subscription is active, posters rendered with an artistic theme carry a commercial use licence: sale as prints and
          physical products, client work, marketing.
        </li>
        <li>Posters already put to commercial use when the subscription ends keep their licence.</li>
        <li>Single Render credits cover personal and limited commercial use.</li>
        <li>
          The map-tile styles <code>standard</code> and <code>satellite</code> are for personal use only.
        </li>
        <li>
          The map credit printed on each poster (“© OpenStreetMap contributors”, or the tile source’s) must be kept, and repeated in product listings and on
          packaging.
        </li>
      </ol>
    </SitePage>
  );
}
