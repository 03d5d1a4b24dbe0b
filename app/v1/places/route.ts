import { getDb } from '@/lib/db';
import { badRequest, clientAddress, methodsOtherThan, route } from '@/lib/http';
import { findPlaces, limitPlaceSearches, PLACES_CREDIT, placesQuerySchema } from '@/lib/places';
import { describeIssue } from '@/lib/render';

export const dynamic = 'force-dynamic';

export const GET = route(async (request) => {
  const parameters: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams);
  // A query string's number is written in decimal digits: Number() would also take 0x10, 1e1 or " 16 ".
  if (typeof parameters.limit === 'string' && !/^\d{1,6}$/.test(parameters.limit)) parameters.limit = Number.NaN;
  const parsed = placesQuerySchema.safeParse(parameters);
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues
        .map((issue) =>
          issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} is not a parameter of /v1/places (use q and limit)` : describeIssue(issue),
        )
        .join('; '),
    );
  }
  await limitPlaceSearches(await getDb(), clientAddress(request));
  const { q, limit } = parsed.data;
  return Response.json({ query: q, results: await findPlaces(q, limit), credit: PLACES_CREDIT }, { headers: { 'Cache-Control': 'public, max-age=86400' } });
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
