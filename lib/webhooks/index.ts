/**
 * Webhook delivery: Standard Webhooks signing (the `standardwebhooks` package), the SSRF rules for a
 * customer's URL, and one signed POST per attempt. No storage and no retries here: the job engine
 * schedules attempts and records each one.
 */
export { type DeliverOptions, type DeliveryAttempt, type DeliveryErrorKind, deliver, WEBHOOK_USER_AGENT } from './deliver';
export { newWebhookSecret, type SignedDelivery, signedDelivery, WEBHOOK_EVENT_TYPES, type WebhookEvent, type WebhookEventType } from './sign';
export { checkWebhookUrl, type ResolveHost, type WebhookUrlCheck, type WebhookUrlOptions } from './url';
