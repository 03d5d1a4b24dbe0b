export {
  ApiError,
  badRequest,
  notFound,
  errorBody,
  errorResponse,
  toApiError,
  statusOf,
  codeOfStatus,
  STATUS_OF_CODE,
  ALL_ERROR_CODES,
  BEARER_CHALLENGE,
  type ErrorCode,
} from './errors';
export {
  readBodyText,
  readFormBody,
  readJsonBody,
  readJsonObject,
  jsonDepth,
  describeBodyLimit,
  DEFAULT_BODY_LIMIT,
  RENDER_BODY_LIMIT,
  WEBHOOK_BODY_LIMIT,
  FORM_BODY_LIMIT,
  FIELDS_BODY_LIMIT,
  VERIFY_BODY_LIMIT,
  MAX_JSON_DEPTH,
} from './body';
export { bearerKey, authenticate } from './auth';
export { route, methodsOtherThan, describeIssues, validated, type RouteDeclaration, type RouteInput } from './route';
export { accepted, notModified, seeOther } from './responses';
export { clientAddress, CLIENT_ADDRESS_HEADER } from './client-address';
