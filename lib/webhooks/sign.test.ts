import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signedDelivery, type WebhookEvent } from '@/lib/webhooks';

const event: WebhookEvent = {
  id: 'evt_0123456789abcdefABCDEFgh',
  type: 'render.succeeded',
  timestamp: new Date('2026-11-26T04:00:00.123Z'),
  data: { id: 'rnd_x', status: 'succeeded', result: { url: 'https://example.com/p.png' } },
};

describe('newWebhookSecret', () => {
  it('is whsec_ and the base64 of 32 random bytes, which the standardwebhooks library accepts as a key', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(() => new Webhook(secret)).not.toThrow();
  });
});

describe('signedDelivery', () => {
  it('makes the body {type, timestamp, data} and headers the standardwebhooks library verifies', () => {
    const secret = newWebhookSecret();
    const delivery = signedDelivery(secret, event);
    expect(JSON.parse(delivery.body)).toEqual({ type: 'render.succeeded', timestamp: '2026-11-26T04:00:00.123Z', data: event.data });
    expect(delivery.headers['webhook-id']).toBe(event.id);
    expect(delivery.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(delivery.body, delivery.headers)).toEqual(JSON.parse(delivery.body));
  });

  it('puts the signing time in webhook-timestamp (unix seconds) and the event time in the body', () => {
    const signedAt = new Date('2026-11-26T05:06:07.999Z');
    const delivery = signedDelivery(newWebhookSecret(), event, signedAt);
    expect(delivery.headers['webhook-timestamp']).toBe(String(Math.floor(signedAt.getTime() / 1000)));
    expect(JSON.parse(delivery.body).timestamp).toBe(event.timestamp.toISOString());
  });

  it('is refused by the library when the body was changed, when another secret checks it, or when it is too old', () => {
    const secret = newWebhookSecret();
    const delivery = signedDelivery(secret, event);
    const tampered = delivery.body.replace('succeeded', 'failed');
    expect(tampered).not.toBe(delivery.body);
    expect(() => new Webhook(secret).verify(tampered, delivery.headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(newWebhookSecret()).verify(delivery.body, delivery.headers)).toThrow(WebhookVerificationError);
    const stale = signedDelivery(secret, event, new Date('2020-01-01T00:00:00Z'));
    expect(() => new Webhook(secret).verify(stale.body, stale.headers)).toThrow(/too old/);
  });
});
