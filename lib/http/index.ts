export {
  ApiError,
  badRequest,
  notFound,
  errorBody,
  errorResponse,
  toApiError,
  ERROR_CODES,
  ALL_ERROR_CODES,
  STATUS_OF_FAILURE,
  BEARER_CHALLENGE,
  type ErrorCode,
} from './errors';
export {
  readBodyText,
  readFormBody,
  readJsonBody,
  readJsonObject,
  jsonDepth,
  DEFAULT_BODY_LIMIT,
  RENDER_BODY_LIMIT,
  WEBHOOK_BODY_LIMIT,
  FORM_BODY_LIMIT,
  MAX_JSON_DEPTH,
} from './body';
export { bearerKey, authenticate } from './auth';
export { route, methodsOtherThan } from './route';
export { clientAddress, CLIENT_ADDRESS_HEADER } from './client-address';
