/**
 * The header our own server (scripts/server.mjs) sets to the client's address, overwriting whatever
 * a client sent under that name: from the socket, or from X-Forwarded-For when TRUSTED_PROXIES says
 * how many proxies in front of it to believe.
 */
export const CLIENT_ADDRESS_HEADER = 'x-atlasprint-client-address';

/**
 * Who is calling, for per-address limits. On Vercel the platform sets X-Forwarded-For itself (a
 * client's own value is overwritten); behind our server, its header; otherwise (next dev, tests
 * calling handlers directly) every caller is one 'unknown' address.
 */
export function clientAddress(request: Request, onVercel = process.env.VERCEL === '1'): string {
  if (onVercel) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.slice(0, 64) || 'unknown';
}
