export { periodOf, nextResetAfter } from './period';
export {
  reserveRender,
  refundRender,
  checkAllowance,
  usedInPeriod,
  type Reservation,
  type ReservationRefusal,
  type ReserveOutcome,
} from './reserve';
export { keyStatus, type KeyStatus } from './key-status';
export { hitRateLimit, type RateLimit, type RateLimitOutcome } from './rate-limit';
