import { clientAddress, methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { findPlaces, limitPlaceSearches, PLACES_CREDIT } from '@/lib/places';

export const dynamic = 'force-dynamic';

export const GET = route(operations.findPlaces, async ({ request, db, query: { q, limit } }) => {
  await limitPlaceSearches(db, clientAddress(request));
  return Response.json({ query: q, results: await findPlaces(q, limit), credit: PLACES_CREDIT }, { headers: { 'Cache-Control': 'public, max-age=86400' } });
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
