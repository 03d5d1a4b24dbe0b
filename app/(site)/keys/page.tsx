import Link from 'next/link';
import { KeyManager } from '@/components/key-manager';
import { RecoveryRequestForm } from '@/components/key-recovery';
import { SitePage } from '@/components/site-chrome';

export const metadata = { title: 'Your key · Atlasprint', referrer: 'no-referrer' };

export default function KeysPage() {
  return (
    <SitePage narrow>
      <h1>Your key</h1>
      <p className="lead">See a key&rsquo;s plan, status and this month&rsquo;s usage, change its plan, or rotate it when it may have leaked.</p>
      <KeyManager />
      <RecoveryRequestForm />
      <h2>Good to know</h2>
      <ul className="plain-list">
        <li>
          The same checks are <code>GET /v1/me</code>, <code>POST /v1/keys/upgrade</code> and <code>POST /v1/keys/rotate</code> with{' '}
          <code>Authorization: Bearer atp_live_…</code>; a lost key is replaced with <code>POST /v1/keys/recover</code> (no key needed). See the{' '}
          <Link href="/docs">docs</Link>.
        </li>
        <li>
          Keep keys on your server, out of web pages, logs and shared chats. We store only a hash, so a key cannot be shown again later: if one may have leaked,
          rotate it here; if you lost one, <Link href="/keys/recover">replace it by email</Link> (the address you bought it with).
        </li>
        <li>
          No key yet? <Link href="/pricing">Choose a plan</Link>; the key is shown once after payment.
        </li>
      </ul>
    </SitePage>
  );
}
