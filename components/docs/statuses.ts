import { BUSY_RETRY_SECONDS } from '@/lib/posters';
import { DATABASE_RETRY_SECONDS } from '@/lib/errors';
import { ALL_ERROR_CODES, STATUS_OF_CODE, type ErrorCode } from '@/lib/http';
import { SERVER_LIMITS } from '@/lib/openapi';

/** Every status an error code of the API answers with (lib/http STATUS_OF_CODE). */
type AnswerStatus = (typeof STATUS_OF_CODE)[ErrorCode];

/** What each status means across the API; the endpoints it applies to are read off the OpenAPI document. */
export const STATUS_MEANING = {
  '202':
    'Not an error: the payment of a checkout is not confirmed yet (retry after Retry-After seconds); a change of plan to pay first (open its url); a key recovery request taken.',
  '304': 'Not modified: the file matches If-None-Match.',
  '400':
    'Invalid request: a bad or unknown field (named, with the rule, all problems at once), a body that is not a JSON object, no provenance record, an unknown plan, no session_id, a plan change asked of a single-render key or to the key’s own plan; a poster its map data would leave partly or wholly blank (partial_map_data, no_map_data) or a map-tile style this deployment has no tile server for (tile_style_unavailable), none charged; or a request that is not well-formed HTTP.',
  '401': 'Missing, malformed, unknown or rotated-out API key.',
  '402': 'No render credits left (single plan).',
  '403': 'Key suspended (a payment failed) or revoked (the subscription ended): no renders, no change of plan.',
  '404': 'Unknown checkout id, recovery link, file or path.',
  '405': 'Method not supported by this path; the Allow header lists those that are.',
  '410':
    'The key of this checkout was revealed already (gone); a recovery link was used already (recovery_link_used) or expired (recovery_link_expired), or its key was revoked since it was sent (key_revoked).',
  '413': 'Request body too large.',
  '415': 'Content-Type is not application/json.',
  '429': `Monthly quota used up (quota_exceeded): wait until 00:00 UTC on the 1st (Retry-After) or move the same key to a larger plan (POST /v1/keys/upgrade). Too many checkouts, key recovery requests or place searches from one address (rate_limited): retry after Retry-After. Too many renders of one key queued or rendering at once (too_many_queued): wait for some to finish.`,
  '408': `The request was not received in time (its headers within ${SERVER_LIMITS.headersSeconds} s, the whole request within ${SERVER_LIMITS.requestSeconds} s).`,
  '431': `Request headers larger than ${SERVER_LIMITS.headerKiB} KiB.`,
  '500': 'Unexpected fault; the message carries a request id to quote.',
  '502':
    'The render, its storage or a map data source failed (render_failed: not charged, safe to retry); the payment provider failed (payment_provider_unavailable: nothing changed, safe to retry).',
  '503': `Renderer busy or out of time (busy, timeout: Retry-After: ${BUSY_RETRY_SECONDS}); database unreachable (database_unavailable: Retry-After: ${DATABASE_RETRY_SECONDS}, nothing charged or kept); checkout, or key recovery by email, not configured (unavailable); the remote map data source a poster needs cannot be reached (map_source_unreachable: offline or its host down, named in the message with what the readable map data covers; not charged, and retrying does not help until it is reachable).`,
  '409': 'A request with an Idempotency-Key that is still being answered: retry after Retry-After seconds to get its result.',
  '422': 'An Idempotency-Key used before with a different body: use a new key for a new poster.',
  '499': 'The client closed the connection before the answer (logged only, never received): a render stopped this way is refunded.',
} satisfies Record<`${AnswerStatus}` | '202' | '304', string>;

/** The error codes that answer with each status, from the code's one table of codes and statuses. */
export function codesByStatus(): Map<string, ErrorCode[]> {
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of ALL_ERROR_CODES) {
    const status = String(STATUS_OF_CODE[code]);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}
