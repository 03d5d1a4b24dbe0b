import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Every address a host name resolves to. Tests pass their own so that they need no DNS. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export interface WebhookUrlOptions {
  /** Embedded mode only (no DATABASE_URL): a developer receives webhooks on their own machine over http. */
  allowLoopbackHttp?: boolean;
  resolve?: ResolveHost;
}

export type WebhookUrlCheck = { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; reason: string };

const MAX_URL_LENGTH = 2048;
/** IPv6 outside 2000::/3 is not routed on the internet, and ipaddr.js calls some of it (::7f00:1) unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'shared (CGNAT)' | 'multicast' | 'reserved';

/** Allow-list: only ipaddr.js's `unicast` (no special range) counts as public; everything else is named. */
function kindOf(address: ipaddr.IPv4 | ipaddr.IPv6): AddressKind {
  const range = address.range();
  switch (range) {
    case 'unicast':
      return address.kind() === 'ipv6' && !address.match(GLOBAL_UNICAST_V6) ? 'reserved' : 'public';
    case 'loopback':
      return 'loopback';
    case 'private':
    case 'uniqueLocal':
      return 'private';
    case 'linkLocal':
      return 'link-local';
    case 'unspecified':
      return 'unspecified';
    case 'carrierGradeNat':
      return 'shared (CGNAT)';
    case 'multicast':
    case 'broadcast':
      return 'multicast';
    default:
      return 'reserved';
  }
}

async function systemResolve(hostname: string): Promise<string[]> {
  // getaddrinfo, as a plain connection would use it (A and AAAA records, /etc/hosts included).
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

const refuse = (reason: string): WebhookUrlCheck => ({ ok: false, reason });

/**
 * Whether a customer's webhook URL may be called: https to public addresses only (SSRF: no loopback,
 * private, link-local or cloud metadata address, after DNS resolution). A name is refused if ANY of
 * its addresses is refused, and the caller connects to the returned `address`, so a second DNS answer
 * cannot move the request elsewhere. Never throws.
 */
export async function checkWebhookUrl(input: string, options: WebhookUrlOptions = {}): Promise<WebhookUrlCheck> {
  if (input.length > MAX_URL_LENGTH) return refuse(`webhook url is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return refuse('webhook url is not a valid URL');
  }
  const allowLoopbackHttp = options.allowLoopbackHttp === true;
  if (url.protocol !== 'https:' && !(allowLoopbackHttp && url.protocol === 'http:')) return refuse('webhook url must use https');
  if (url.username !== '' || url.password !== '') return refuse('webhook url must not carry a user name or password');

  // WHATWG URL has already normalised the host (2130706433 and 0x7f.1 become 127.0.0.1); IPv6 keeps its brackets.
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const literal = ipaddr.isValid(host);
  // What a name resolves to, or that it resolves at all, is never said: telling "does not resolve" from
  // "resolves to a private address" would let a caller map which internal names exist. A name is
  // refused with one message whatever the reason; a literal address is the caller's own, and is named.
  const refuseName = () => refuse(`webhook url host ${host} must be a public address reachable from the internet`);
  let addresses: string[];
  if (literal) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return refuseName();
  }

  let first: { address: string; family: 4 | 6 } | undefined;
  for (const raw of addresses) {
    if (!ipaddr.isValid(raw)) return refuseName();
    // process() turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 address it reaches.
    const address = ipaddr.process(raw);
    const kind = kindOf(address);
    const shown = address.toString();
    if (kind === 'loopback' ? !allowLoopbackHttp : kind !== 'public') {
      if (!literal) return refuseName();
      return refuse(`webhook url points to ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} address (${shown})`);
    }
    if (url.protocol === 'http:' && kind !== 'loopback') {
      return refuse(
        literal
          ? `webhook url must use https (http is allowed only to a loopback address, and ${shown} is a ${kind} one)`
          : 'webhook url must use https (http is allowed only to a loopback address)',
      );
    }
    first ??= { address: shown, family: address.kind() === 'ipv4' ? 4 : 6 };
  }
  return { ok: true, url, ...first! };
}
