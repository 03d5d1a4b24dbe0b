import { clientAddress, methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { findPlaces, limitPlaceSearches, PLACES_CREDIT, withCoverage } from '@/lib/places';
import { placeCoverage } from '@/lib/posters';

export const dynamic = 'force-dynamic';

export const GET = route(operations.findPlaces, async ({ request, db, query: { q, limit } }) => {
  await limitPlaceSearches(db, clientAddress(request));
  const results = await withCoverage(await findPlaces(q, limit), placeCoverage);
  // Short-lived: `covered` says what the map data serves now (a remote source may be offline for a while).
  return Response.json({ query: q, results, credit: PLACES_CREDIT }, { headers: { 'Cache-Control': 'public, max-age=60' } });
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
