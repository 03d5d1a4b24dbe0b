'use client';

import { useId, useState, type FormEvent } from 'react';

interface Place {
  name: string;
  country: string;
  countryName: string;
  lat: number;
  lon: number;
  zoom: number;
  population: number;
}

const BALTIMORE: Place = { name: 'Baltimore', country: 'US', countryName: 'Maryland', lat: 39.279, lon: -76.585, zoom: 13.5, population: 0 };

/** The curl of POST /v1/render for a place. */
function curlFor(base: string, place: Place): string {
  const body = JSON.stringify({
    lat: place.lat,
    lon: place.lon,
    zoom: place.zoom,
    theme: 'vintage_atlas',
    city: place.name,
    country: place.countryName,
    format: 'pdf',
  });
  return `curl -s ${base}/v1/render \\
  -H "Authorization: Bearer $ATLASPRINT_KEY" \\
  -H "Content-Type: application/json" \\
  -d '${body.replace(/'/g, "'\\''")}'`;
}

/**
 * A place search (GET /v1/places, no key) that writes the chosen place into the curl example:
 * from a name to the request that renders its poster.
 */
export function PlaceExample({ base }: { base: string }) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Place[] | undefined>();
  const [status, setStatus] = useState('');
  const [place, setPlace] = useState<Place>(BALTIMORE);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    setStatus('Searching…');
    try {
      const response = await fetch(`/v1/places?q=${encodeURIComponent(query)}&limit=5`);
      const body = (await response.json()) as { results?: Place[]; message?: string };
      if (!response.ok) {
        setResults([]);
        setStatus(body.message ?? `search failed (${response.status})`);
        return;
      }
      setResults(body.results ?? []);
      setStatus(
        body.results?.length
          ? `${body.results.length} place${body.results.length === 1 ? '' : 's'} found: choose one for the request below.`
          : 'No place of that name: try another spelling.',
      );
    } catch {
      setStatus('The search could not reach the server.');
    }
  }

  return (
    <div>
      <form className="place-search" onSubmit={search} role="search">
        <label htmlFor={inputId}>Find a place</label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Lisboa, Kyoto, Springfield, IL…"
          autoComplete="off"
        />
        <button type="submit" className="button secondary">
          Search
        </button>
      </form>
      <p className="muted small" aria-live="polite">
        {status}
      </p>
      {results && results.length > 0 && (
        <ul className="place-results">
          {results.map((result) => (
            <li key={`${result.name}-${result.lat}-${result.lon}`}>
              <button type="button" className="link-button" aria-pressed={result === place} onClick={() => setPlace(result)}>
                {result.name}, {result.countryName}{' '}
                <span className="muted">
                  ({result.lat.toFixed(3)}, {result.lon.toFixed(3)}, zoom {result.zoom})
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="code-title">Request</h3>
      <pre className="code-sample" tabIndex={0} aria-label="curl example of POST /v1/render">
        <code>{curlFor(base, place)}</code>
      </pre>
    </div>
  );
}
