'use client';

import { useId, useState, type FormEvent } from 'react';
import { callApi, type Place, unreachableMessage } from '@/components/api-client';

const BALTIMORE: Place = { name: 'Baltimore', country: 'US', countryName: 'Maryland', lat: 39.279, lon: -76.585, zoom: 13.5, population: 0, covered: true };

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
    const result = await callApi('GET /v1/places', { query: { q: query, limit: 5 } });
    if (result.kind !== 'answered') {
      setResults([]);
      setStatus(result.kind === 'refused' ? result.refusal.message : unreachableMessage('nothing was searched'));
      return;
    }
    const found = result.body.results;
    setResults(found);
    setStatus(
      found.length
        ? `${found.length} place${found.length === 1 ? '' : 's'} found: choose one for the request below.`
        : 'No place of that name: try another spelling.',
    );
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
