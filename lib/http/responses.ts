/**
 * The answers other than 200 that succeed, by name, so no handler writes a status number (errors
 * are thrown as coded ApiErrors; an operation's one success status is declared with it).
 */

/** 202: taken, done later (or to be paid first): `body` says what happens next. */
export function accepted(body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status: 202, headers });
}

/** 304: the client's copy (its If-None-Match) is current. */
export function notModified(headers: Record<string, string>): Response {
  return new Response(null, { status: 304, headers });
}

/** 303: on to `location`, with a GET (after a form's POST). */
export function seeOther(location: URL): Response {
  return Response.redirect(location, 303);
}
