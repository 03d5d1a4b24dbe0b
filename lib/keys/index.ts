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
  applyPaymentEvent,
  type IssuedKey,
  type CreateKeyOptions,
  type StatusChange,
} from './store';
export { authenticateKey, requireActive } from './access';
