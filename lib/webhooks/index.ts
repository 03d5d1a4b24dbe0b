/**
 * Webhooks (issue 30): customers' endpoints (POST/GET/DELETE /v1/webhooks), events queued for them
 * (queueWebhookEvent: a delivery row and a job of the `webhook` queue, in one transaction), and each
 * delivery's attempts: signed with the Standard Webhooks scheme (the `standardwebhooks` package), the
 * URL checked against SSRF at registration and again at every attempt, retried by pg-boss for about a day.
 */
export { type DeliverOptions, type DeliveryAttempt, type DeliveryErrorKind, deliver, WEBHOOK_USER_AGENT } from './deliver';
export {
  newWebhookSecret,
  type SignedDelivery,
  signedBody,
  signedDelivery,
  eventBody,
  WEBHOOK_EVENT_TYPES,
  type WebhookEvent,
  type WebhookEventType,
} from './sign';
export { checkWebhookUrl, type ResolveHost, type WebhookUrlCheck, type WebhookUrlOptions } from './url';
export {
  deliveryId,
  endpointBackoffSeconds,
  queueWebhookEvent,
  MAX_PENDING_WEBHOOK_DELIVERIES,
  WEBHOOK_CONCURRENT_DELIVERIES,
  WEBHOOK_DELIVERIES_PER_ENDPOINT,
  WEBHOOK_DELIVERIES_PER_KEY,
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_ENDPOINT_BACKOFF,
  setWebhookResolver,
  webhookQueue,
  giveUpDelivery,
  webhookUrlOptions,
  workOnDelivery,
  WEBHOOK_RETRY,
  WEBHOOK_TIMEOUT_MS,
  type WebhookJobData,
  type WebhookSubject,
} from './delivery-queue';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  webhookCreateSchema,
  webhookDeliveryQuerySchema,
  webhookPath,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_LIMIT,
  type WebhookAttemptObject,
  type WebhookCreate,
  type WebhookDeleted,
  type WebhookDeliveryList,
  type WebhookDeliveryObject,
  type WebhookDeliveryQuery,
  type WebhookEndpointCreated,
  type WebhookEndpointList,
  type WebhookEndpointObject,
} from './endpoints';
