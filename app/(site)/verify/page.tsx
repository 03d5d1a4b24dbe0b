import { PosterVerifier } from '@/components/poster-verifier';
import { SitePage } from '@/components/site-chrome';

export const metadata = { title: 'Verify a poster · Atlasprint' };

export default function VerifyPage() {
  return (
    <SitePage narrow>
      <h1>Verify a poster</h1>
      <p className="lead">
        Check that a poster was rendered by Atlasprint and has not been changed since. Every poster is signed; PNG and SVG files carry their signed record
        inside.
      </p>
      <PosterVerifier />
      <h2>How verification works</h2>
      <ul className="plain-list">
        <li>
          The record holds the render id, plan, date of issue and the SHA-256 of the file as rendered, signed with Atlasprint&rsquo;s Ed25519 key, and the id (
          <code>kid</code>) of that key. PNG files carry it in a <code>tEXt</code> chunk named <code>atlasprint</code>, SVG files in{' '}
          <code>&lt;metadata id=&quot;atlasprint&quot;&gt;</code>.
        </li>
        <li>
          This page reads the record, computes the file&rsquo;s SHA-256 without it, and asks <code>POST /v1/verify</code> whether the signature is valid and the
          render id is on record. The file itself is never uploaded.
        </li>
        <li>
          Re-encoding a file strips its metadata, so a signature proves authenticity for intact files only. Anyone can also verify offline with the public keys
          at <a href="/.well-known/atlasprint-signing-key.json">/.well-known/atlasprint-signing-key.json</a> (the current key and every retired one: pick the
          record&rsquo;s by its <code>kid</code>).
        </li>
      </ul>
    </SitePage>
  );
}
