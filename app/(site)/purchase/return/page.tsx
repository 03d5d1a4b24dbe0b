import { KeyReveal } from '@/components/key-reveal';
import { SitePage } from '@/components/site-chrome';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Your key · Atlasprint', referrer: 'no-referrer' };

export default async function PurchaseReturnPage({ searchParams }: { searchParams: Promise<{ session_id?: string }> }) {
  const { session_id: sessionId } = await searchParams;
  return (
    <SitePage narrow>
      <h1>Thank you</h1>
      <p className="lead">Your Atlasprint API key (or, for a change of plan, the key&rsquo;s new plan) appears below as soon as the payment is confirmed.</p>
      <KeyReveal sessionId={sessionId} />
    </SitePage>
  );
}
