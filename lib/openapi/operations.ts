import { getFile } from './files/get-file';
import { confirmKeyRecovery } from './keys/confirm-key-recovery';
import { getKeyStatus } from './keys/get-key-status';
import { requestKeyRecovery } from './keys/request-key-recovery';
import { rotateKey } from './keys/rotate-key';
import { upgradeKey } from './keys/upgrade-key';
import type { ApiOperation } from './operation';
import { findPlaces } from './places/find-places';
import { signingKey } from './provenance/signing-key';
import { verifyProvenance } from './provenance/verify-provenance';
import { startCheckout } from './purchase/start-checkout';
import { revealKey } from './purchase/reveal-key';
import { renderPoster } from './render/render-poster';
import { getRender } from './render/get-render';
import { listRenders } from './render/list-renders';
import { queueRender } from './render/queue-render';
import { queueBatch } from './render/queue-batch';
import { getBatch } from './render/get-batch';
import { getBatchArchive } from './render/get-batch-archive';
import { health } from './service/health';
import { openapi } from './service/openapi';
import { createWebhook } from './webhooks/create-webhook';
import { deleteWebhook } from './webhooks/delete-webhook';
import { enableWebhook } from './webhooks/enable-webhook';
import { listWebhookDeliveries } from './webhooks/list-webhook-deliveries';
import { listWebhooks } from './webhooks/list-webhooks';

/**
 * Every operation of the API, one module each, in the order of the document's paths and of the
 * docs' API reference (its navigation groups them by tag, so the operations of a tag stay
 * together here, each tag once): a reader's way through the API, finding a place, rendering it,
 * being told of queued renders, managing the key, verifying a poster, buying a plan, then the
 * stored files and the service's own paths. The webhook endpoint's operations run in the order a
 * reader uses them (the docs' examples run in this order): register, list, enable, deliveries,
 * delete. lib/openapi/operations.test.ts
 * checks that each has a route under app/ and each route an operation (or a reason to have none).
 */
export const OPERATIONS = [
  findPlaces,
  renderPoster,
  queueRender,
  listRenders,
  getRender,
  queueBatch,
  getBatch,
  getBatchArchive,
  createWebhook,
  listWebhooks,
  enableWebhook,
  listWebhookDeliveries,
  deleteWebhook,
  getKeyStatus,
  rotateKey,
  upgradeKey,
  requestKeyRecovery,
  confirmKeyRecovery,
  verifyProvenance,
  signingKey,
  startCheckout,
  revealKey,
  getFile,
  health,
  openapi,
] as const satisfies readonly ApiOperation[];

export type OperationId = (typeof OPERATIONS)[number]['operationId'];

/** The operations the docs page presents among its endpoints: all but those with a docsSection of their own. */
export type EndpointOperationId = Exclude<(typeof OPERATIONS)[number], { docsSection: string }>['operationId'];

/** The operations by operationId: each route handler is wrapped with its own (route(operations.renderPoster, …)). */
export const operations = Object.fromEntries(OPERATIONS.map((operation) => [operation.operationId, operation])) as {
  [Operation in (typeof OPERATIONS)[number] as Operation['operationId']]: Operation;
};
