import { getDb } from '@/lib/db';
import { ApiError, badRequest, clientAddress, methodsOtherThan, route } from '@/lib/http';
import { findPlaces, PLACES_CREDIT, placesQuerySchema } from '@/lib/places';
import { describeIssue } from '@/lib/render';
import { hitRateLimit } from '@/lib/usage';

export const dynamic = 'force-dynamic';

/** Searches are free and need no key, so they are counted per client address (in the database, across instances). */
const PLACES_RATE_LIMIT = { limit: 120, windowSeconds: 60 };

export const GET = route(async (request) => {
  const parameters = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = placesQuerySchema.safeParse(parameters);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues.map((issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} is not a parameter of /v1/places (use q and limit)` : describeIssue(issue))).join('; '));
  }
  const allowance = await hitRateLimit(await getDb(), `places:${clientAddress(request)}`, PLACES_RATE_LIMIT);
  if (!allowance.allowed) {
    throw new ApiError(429, `too many place searches from this address: at most ${PLACES_RATE_LIMIT.limit} a minute; retry in ${allowance.retryAfterSeconds} s`, { 'Retry-After': String(allowance.retryAfterSeconds) }, 'rate_limited');
  }
  const { q, limit } = parsed.data;
  return Response.json({ query: q, results: findPlaces(q, limit), credit: PLACES_CREDIT }, { headers: { 'Cache-Control': 'public, max-age=86400' } });
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
