import Link from 'next/link';
import { RecoveryConfirm, RecoveryRequestForm } from '@/components/key-recovery';
import { SitePage } from '@/components/site-chrome';
import { getConfig } from '@/lib/config';

export const dynamic = 'force-dynamic';
// The token is in this page's address: it must not travel on in a Referer.
export const metadata = { title: 'Replace a lost key · Atlasprint', referrer: 'no-referrer', robots: { index: false } };

/** Where a recovery link lands (`?token=…`), and where a link is asked for. Opening it changes nothing: the button does. */
export default async function RecoverKeyPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token: given } = await searchParams;
  const token = (Array.isArray(given) ? given[0] : given)?.trim();
  const mail = getConfig().mail;
  return (
    <SitePage narrow>
      <h1>Replace a lost key</h1>
      {token ? (
        <>
          <p className="lead">This link replaces the key it was sent for. It works once, within an hour of the message.</p>
          <RecoveryConfirm token={token} />
        </>
      ) : (
        <>
          <p className="lead">
            Lost your key? A link sent to the email address it was bought with replaces it. A key you still have is replaced on the{' '}
            <Link href="/keys">key page</Link> (rotation) instead.
          </p>
          <RecoveryRequestForm title="Send me a link" />
          <section className="card recovery-request" aria-labelledby="recovery-code">
            <h2 id="recovery-code">Have the code from the message?</h2>
            <p>If the link in the message does not open, paste the code printed below it.</p>
            <form method="get" action="/keys/recover">
              <label htmlFor="recovery-code-input">Code</label>
              <div className="input-row">
                <input id="recovery-code-input" name="token" type="text" autoComplete="off" autoCapitalize="off" spellCheck={false} required />
                <button type="submit" className="button secondary">
                  Continue
                </button>
              </div>
            </form>
          </section>
          {mail?.kind === 'outbox' ? (
            <p className="muted small">
              This server sends no email: it writes each message as a file into its outbox folder (<code>outbox/</code> in its data folder,{' '}
              <code>.data/outbox/</code> by default). Open the newest <code>.eml</code> file there with any mail program.
            </p>
          ) : null}
          {mail ? null : (
            <p className="notice warn">
              Key recovery by email is not configured on this server. Your key cannot be replaced here without it; <Link href="/pricing">buy a plan</Link> for a
              new key.
            </p>
          )}
        </>
      )}
    </SitePage>
  );
}
