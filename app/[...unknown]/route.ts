import { shortened } from '@/lib/errors';
import { ApiError, route, statusOf } from '@/lib/http';

export const dynamic = 'force-dynamic';

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found · Atlasprint</title>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1d232b;background:#f7f5f0">
<h1>Page not found</h1><p>There is nothing here. Try the <a href="/">home page</a>, <a href="/pricing">pricing</a> or the <a href="/docs">API docs</a>.</p></body></html>`;

/** Any path no route or page serves: a page for browsers, the API's JSON error shape for everything else. */
const unknownPath = route((request) => {
  const { pathname } = new URL(request.url);
  if (request.method === 'GET' && /text\/html/.test(request.headers.get('accept') ?? '')) {
    return new Response(NOT_FOUND_PAGE, { status: statusOf('not_found'), headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  throw new ApiError('not_found', `no such endpoint: ${request.method} ${shortened(pathname, 200)} (see /docs for the API)`);
});

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as PATCH, unknownPath as DELETE };
