import { ApiError, route } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** Any path no route or page serves: the API's JSON error shape, for every method. */
const unknownPath = route((request) => {
  const { pathname } = new URL(request.url);
  throw new ApiError(404, `no such endpoint: ${request.method} ${pathname.slice(0, 200)} (see /docs for the API)`);
});

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as PATCH, unknownPath as DELETE };
