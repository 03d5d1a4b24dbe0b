import Image from 'next/image';
import Link from 'next/link';
import { Fragment } from 'react';
import { PlaceExample } from '@/components/place-example';
import { SitePage } from '@/components/site-chrome';
import { getConfig } from '@/lib/config';
import { TOOL_NAMES } from '@/lib/mcp';
import { PLANS } from '@/lib/plans';
import { THEMES, type ThemeKey } from '@/lib/render';

// The examples name this deployment's own address (PUBLIC_BASE_URL), read at request time.
export const dynamic = 'force-dynamic';

const HERO = ['blueprint_classic', 'vintage_atlas', 'midnight_dark'] as const satisfies readonly ThemeKey[];
const STRIP = [
  'arid_canyon',
  'aurora_glow',
  'copper_patina',
  'sakura_bloom',
  'nordic_fjord',
  'rustic_clay',
  'jade_silk',
  'monochrome_pro',
] as const satisfies readonly ThemeKey[];

/** A theme's gallery thumbnail (public/gallery/<key>.webp, written by npm run gallery). */
function Poster({ themeKey, sizes, priority = false, alt }: { themeKey: ThemeKey; sizes: string; priority?: boolean; alt?: string }) {
  const theme = THEMES[themeKey];
  return (
    <Image
      src={`/gallery/${themeKey}.webp`}
      alt={alt ?? `Map poster of Baltimore, Maryland in the ${theme.name} theme`}
      width={480}
      height={640}
      sizes={sizes}
      priority={priority}
      unoptimized
    />
  );
}

export default function Home() {
  const base = getConfig().publicBaseUrl;
  const reply = `{
  "id": "rnd_…",
  "url": "${base}/files/renders/rnd_….pdf",
  "format": "pdf",
  "bytes": 1834012,
  "provenance": {
    "id": "rnd_…", "plan": "pro", "issued": "…",
    "sha256": "…", "signature": "…"
  },
  "usage": { "used": 1, "quota": 1000, "remaining": 999 }
}`;
  const themeCount = Object.keys(THEMES).length;
  const cheapest = Math.min(
    ...Object.values(PLANS)
      .filter((plan) => plan.kind === 'subscription')
      .map((plan) => plan.priceUsd),
  );

  return (
    <SitePage>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-text">
          <p className="eyebrow">Map posters by API</p>
          <h1 id="hero-title">Print-ready map posters of any place, from one request</h1>
          <p className="lead">
            Send a point, a zoom, a theme and a title. Atlasprint draws the map from OpenStreetMap data, sets the type, and returns a link to a signed poster in
            SVG, PDF, PNG, JPEG or WebP, up to 4096&nbsp;px.
          </p>
          <p className="actions">
            <Link className="button" href="/pricing">
              See pricing
            </Link>
            <Link className="button secondary" href="/docs">
              Read the docs
            </Link>
          </p>
          <p className="muted small">
            {themeCount} themes · vector SVG and PDF · signed provenance · from ${cheapest} a month
          </p>
        </div>
        <div className="hero-posters">
          {HERO.map((key, index) => (
            <figure key={key} className={`hero-poster hero-poster-${index}`}>
              <Poster themeKey={key} sizes="(max-width: 760px) 30vw, 240px" priority />
            </figure>
          ))}
        </div>
      </section>

      <section aria-labelledby="example">
        <h2 id="example">One request, one poster</h2>
        <p className="muted">The poster is stored for you; its link needs no key, so you can hand it straight to a print shop or a customer.</p>
        <div className="example-grid">
          <PlaceExample base={base} />
          <div>
            <h3 className="code-title">Response</h3>
            <pre className="code-sample" tabIndex={0} aria-label="Example response of POST /v1/render">
              <code>{reply}</code>
            </pre>
          </div>
        </div>
      </section>

      <section aria-labelledby="how">
        <h2 id="how">How it works</h2>
        <ol className="steps">
          <li className="card">
            <h3>Describe the place</h3>
            <p>
              Latitude, longitude and zoom (about 11 a metro area, 15 a neighbourhood), a theme, a title. Add markers, a route, a mat, a circle or heart-shaped
              map; every design field has a sensible default.
            </p>
          </li>
          <li className="card">
            <h3>Pick a format</h3>
            <p>
              <strong>PDF</strong> and <strong>SVG</strong> are true vector with embedded fonts, ready for large prints; <strong>PNG</strong>,{' '}
              <strong>JPEG</strong> and <strong>WebP</strong> are rasterised at the exact size. Add <code>preview: true</code> for a 640&nbsp;px preview in the
              reply.
            </p>
          </li>
          <li className="card">
            <h3>Signed provenance</h3>
            <p>
              Every poster comes with an Ed25519-signed record (id, plan, date, SHA-256), embedded in PNG and SVG files. Anyone can{' '}
              <Link href="/verify">check a poster</Link> was made by Atlasprint and not altered since.
            </p>
          </li>
          <li className="card">
            <h3>MCP for agents</h3>
            <p>
              AI agents use the same key through our MCP server at <code>/mcp</code>, with the tools{' '}
              {TOOL_NAMES.map((name, index) => (
                <Fragment key={name}>
                  {index === 0 ? '' : index === TOOL_NAMES.length - 1 ? ' and ' : ', '}
                  <code>{name}</code>
                </Fragment>
              ))}
              . Only delivered posters are counted against the key.
            </p>
          </li>
        </ol>
      </section>

      <section aria-labelledby="themes">
        <h2 id="themes">{themeCount} themes, each its own look</h2>
        <p className="muted">The same streets of Baltimore, eight ways. Every theme has its own palette, road hierarchy and typefaces.</p>
        <ul className="poster-strip">
          {STRIP.map((key) => (
            <li key={key}>
              <Link href="/themes" className="strip-link">
                <Poster themeKey={key} sizes="(max-width: 760px) 25vw, 130px" alt={`${THEMES[key].name} theme (Baltimore poster)`} />
                <span aria-hidden="true">{THEMES[key].name}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link href="/themes">Browse all {themeCount} themes with their keys →</Link>
        </p>
      </section>

      <section className="closing card" aria-labelledby="start">
        <h2 id="start">Start rendering</h2>
        <p>
          Subscriptions from ${cheapest} a month with a commercial licence for artistic themes, or a single poster for ${PLANS.single.priceUsd}. Your key is
          shown once after payment; check its usage or rotate it on <Link href="/keys">your key</Link> page.
        </p>
        <p className="actions">
          <Link className="button" href="/pricing">
            Choose a plan
          </Link>
          <Link className="button secondary" href="/docs">
            API reference
          </Link>
        </p>
      </section>
    </SitePage>
  );
}
