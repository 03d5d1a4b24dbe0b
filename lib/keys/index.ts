export { KEY_PREFIX, DISPLAY_PREFIX_LENGTH, generateKey, looksLikeKey, hashKey, displayPrefix } from './format';
export {
  KEY_STATUSES,
  PAYMENT_EVENTS,
  KeyTransitionError,
  nextStatus,
  type KeyStatusValue,
  type PaymentEvent,
} from './status';
export {
  createKey,
  useKey,
  findKeyById,
  findKeysByPrefix,
  findKeyBySubscription,
  rotateKey,
  rotateKeyById,
  findRecoverableKeys,
  changeKeyPlan,
  scheduleKeyPlan,
  applyPaymentEvent,
  type IssuedKey,
  type CreateKeyOptions,
  type StatusChange,
} from './store';
export { authenticateKey, requireActive, rotateCallingKey } from './access';
export {
  requestKeyRecovery,
  confirmKeyRecovery,
  recoveryRequestSchema,
  recoveryConfirmSchema,
  RECOVERY_RATE_LIMIT,
  RECOVERY_TOKEN_TTL_SECONDS,
  RECOVERY_NOT_CONFIGURED,
  RECOVERY_ACCEPTED_MESSAGE,
  RECOVERED_NOTE,
  RECOVERY_KEY_REVOKED,
  type RecoveredKey,
} from './recovery';
export { afterResponse, settleAfterResponseTasks } from './after-response';
