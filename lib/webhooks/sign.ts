import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The events a customer can subscribe to (components/docs/content/api.md: The API, Webhooks); the body's `type` is one of them. */
export const WEBHOOK_EVENT_TYPES = ['render.succeeded', 'render.failed', 'batch.completed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookEvent {
  /** Stays the same on every attempt of one event: receivers deduplicate on `webhook-id`. */
  id: string;
  type: WebhookEventType;
  /** When the event happened (the body's `timestamp`). */
  timestamp: Date;
  /** The Render or Batch object as its GET returns it. */
  data: unknown;
}

export interface SignedDelivery {
  /** The exact bytes that were signed: send them as they are, never re-serialise. */
  body: string;
  headers: { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };
}

/** 32 random bytes, the size of the HMAC-SHA256 key, in the Standard Webhooks form `whsec_<base64>`. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The body `{type, timestamp, data}` and the Standard Webhooks headers, signed by the `standardwebhooks`
 * package. Sign again for every attempt: receivers refuse a `webhook-timestamp` more than five minutes
 * off their clock, and retries run for about a day.
 */
export function signedDelivery(secret: string, event: WebhookEvent, signedAt: Date = new Date()): SignedDelivery {
  return signedBody(secret, event.id, eventBody(event), signedAt);
}

/** The body of an event's deliveries, `{type, timestamp, data}`, serialised once and stored as it is sent. */
export function eventBody(event: Omit<WebhookEvent, 'id'>): string {
  return JSON.stringify({ type: event.type, timestamp: event.timestamp.toISOString(), data: event.data });
}

/** Signs a stored body as it is (a retry sends the very bytes of the first attempt, under a fresh timestamp). */
export function signedBody(secret: string, id: string, body: string, signedAt: Date = new Date()): SignedDelivery {
  return {
    body,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, signedAt, body),
    },
  };
}
