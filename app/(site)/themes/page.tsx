import Image from 'next/image';
import Link from 'next/link';
import { Fragment } from 'react';
import { CopyButton } from '@/components/copy-button';
import { SitePage } from '@/components/site-chrome';
import { LEGACY_THEME_KEYS, THEMES, TILE_STYLE_KEYS, TILE_STYLES, type PosterThemeKey } from '@/lib/render';
import { COVERED_SCRIPTS, TILE_STYLE_SETTINGS } from '@/lib/render';
import { getConfig } from '@/lib/config';

export const metadata = { title: 'Themes · Atlasprint' };
// Which map-tile styles this server can draw is its settings' (TILES_STANDARD_URL, TILES_SATELLITE_URL), read when asked, not at build.
export const dynamic = 'force-dynamic';

const ARTISTIC = Object.values(THEMES);

/** A key that may wrap after its underscores only (never mid-word) in narrow cards. */
function breakable(key: PosterThemeKey) {
  return key.split('_').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

export default function ThemesPage() {
  const { tiles } = getConfig();
  return (
    <SitePage>
      <h1>Themes</h1>
      <p className="lead">
        {ARTISTIC.length} artistic themes, each a complete look: page, water, parks, a road hierarchy and its own typefaces. Every thumbnail is a real poster of
        Baltimore drawn by the engine; pass the key as <code>theme</code> in your render request.
      </p>
      <pre className="code-sample code-inline">
        <code>{`{ "lat": 39.279, "lon": -76.585, "zoom": 13.5, "theme": "vintage_atlas", "city": "Baltimore" }`}</code>
      </pre>

      <section aria-labelledby="artistic">
        <h2 id="artistic">Artistic themes</h2>
        <p className="muted">
          Vector themes for <code>renderMode: &quot;artistic&quot;</code> (the default), in every format. The three city-map themes marked{' '}
          <span className="tag">street names</span> also print street, place and water names (turn them off with <code>showLabels: false</code>).
        </p>
        <p className="muted">
          Every theme writes titles and names in {COVERED_SCRIPTS.length} writing systems: {COVERED_SCRIPTS.join(', ')}. Characters its own typeface lacks are
          set in the matching Noto face.
        </p>
        <ul className="theme-grid" aria-labelledby="artistic">
          {ARTISTIC.map((theme) => (
            <li key={theme.key} className="theme-card" data-theme-key={theme.key}>
              <div className="theme-thumb">
                <Image
                  src={`/gallery/${theme.key}.webp`}
                  alt={`${theme.name}: a poster of Baltimore, Maryland in this theme`}
                  width={480}
                  height={640}
                  sizes="(max-width: 600px) 50vw, 240px"
                  unoptimized
                />
              </div>
              <div className="theme-body">
                <h3>
                  {theme.name}
                  {theme.labels ? <span className="tag">street names</span> : null}
                </h3>
                <p>{theme.description}</p>
                <div className="theme-key">
                  <code>{breakable(theme.key)}</code>
                  <CopyButton text={theme.key} label={`Copy ${theme.key}`} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tile-styles">
        <h2 id="tile-styles">Map-tile styles</h2>
        <p>
          Two styles draw the map from raster tiles instead of vector data. They need <code>renderMode: &quot;tile&quot;</code> (an artistic theme with{' '}
          <code>&quot;tile&quot;</code>, or a tile style without it, is refused with a 400 that says which goes with which).
        </p>
        <p className="notice warn">
          <strong>Personal use only.</strong> Posters in <code>standard</code> and <code>satellite</code> may not be sold or used commercially (licence rule 4),
          whatever the plan. Keep the tile source&rsquo;s credit printed on the poster.
        </p>
        <ul className="tile-style-list" aria-labelledby="tile-styles">
          {TILE_STYLE_KEYS.map((key) => {
            const style = TILE_STYLES[key];
            return (
              <li key={key} className="card tile-style-card">
                <h3>{style.name}</h3>
                <p>{style.description}</p>
                <div className="theme-key">
                  <code>{key}</code>
                  <CopyButton text={key} label={`Copy ${key}`} />
                </div>
                <p className="muted small">
                  Tiles: {key === 'standard' ? 'OpenStreetMap' : 'Esri World Imagery'} (or your{' '}
                  <code>{key === 'standard' ? 'TILES_STANDARD_URL' : 'TILES_SATELLITE_URL'}</code>).
                </p>
                <p className="small">
                  {tiles[key] || tiles.rasterDefaults ? (
                    'Available on this server.'
                  ) : (
                    <>
                      Not available on this server: it needs <code>{TILE_STYLE_SETTINGS[key]}</code> (a request for it is refused with{' '}
                      <code>tile_style_unavailable</code>, not charged).
                    </>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="muted">
          No thumbnail is shown for these two: their maps are tiles fetched from external tile servers at render time, and this site shows only images it serves
          itself.
        </p>
        <pre className="code-sample code-inline">
          <code>{`{ "lat": 39.279, "lon": -76.585, "zoom": 14, "theme": "satellite", "renderMode": "tile", "city": "Baltimore" }`}</code>
        </pre>
      </section>

      <section aria-labelledby="legacy">
        <h2 id="legacy">Legacy keys</h2>
        <p>The keys of the first releases are still accepted and give exactly the current theme. New code should use the current keys.</p>
        <table className="plain-table">
          <caption className="sr-only">Legacy theme keys and the themes they map to</caption>
          <thead>
            <tr>
              <th scope="col">Legacy key</th>
              <th scope="col">Renders as</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(LEGACY_THEME_KEYS).map(([legacy, current]) => (
              <tr key={legacy}>
                <td>
                  <code>{legacy}</code>
                </td>
                <td>
                  <code>{current}</code> <span className="muted">({THEMES[current].name})</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Ready to render? <Link href="/pricing">Get a key</Link> or read the <Link href="/docs">API docs</Link>.
        </p>
      </section>
    </SitePage>
  );
}
