export {
  parseRenderRequest,
  renderRequestSchema,
  RequestError,
  SHORT_NAMES,
  DESIGN_FIELDS,
  MAX_PROBLEMS_SAID,
  describeProblems,
  type RenderRequest,
  type ParsedRenderRequest,
} from './request';
export { renderForKey, type RenderOutcome } from './sync-render';
export { refuseSpentKey } from './admission';
export { refundAbandonedSyncRenders } from './sweep';
export { BUSY_RETRY_SECONDS } from './faults';
export type { RenderDependencies } from './poster-store';
export { getPosterEngine, placeCoverage, renderDependencies } from './process-engine';
export { verifyProvenance, verifyRequestSchema, NoRecordError, type VerifyResult } from './verify';
export { parseIdempotencyKey, IDEMPOTENCY_WINDOW_HOURS, IDEMPOTENCY_RETRY_SECONDS } from './idempotency';
export {
  queueRender,
  getRender,
  listRenders,
  renderQueue,
  renderPath,
  workOnRender,
  giveUpRender,
  checkQueueRoom,
  insertQueuedRender,
  MAX_QUEUED_RENDERS,
  KEY_BUSY_MAX_DEFERRALS,
  renderListQuerySchema,
  renderIdSchema,
  RENDER_LIST_LIMIT,
  RENDER_RETRY_LIMIT,
  type RenderAccepted,
  type RenderList,
  type RenderListQuery,
} from './render-jobs';
export {
  BATCH_MAX_RENDERS,
  batchItemRequest,
  batchRequestSchema,
  parseBatchRequest,
  overlayRequest,
  type BatchRequest,
  type ParsedBatchRequest,
} from './batch-request';
export {
  queueBatch,
  getBatch,
  batchArchive,
  batchPath,
  BATCH_BODY_LIMIT,
  type ArchiveItem,
} from './batches';
export { afterRenderFinished, completeBatchIfDone } from './render-events';
export { renderProgressPace, PROGRESS_WRITE_INTERVAL_MS, PROGRESS_WRITE_STEP, type ProgressPace } from './render-progress';
export type { RenderResult, RenderObject, RenderProgressObject, BatchAccepted, BatchObject, BatchStatus } from './read-model';
