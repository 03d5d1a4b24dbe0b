export { ApiError, badRequest, notFound, errorBody, errorResponse, ERROR_CODES, type ErrorCode } from './errors';
export { readJsonBody, readJsonObject, DEFAULT_BODY_LIMIT } from './body';
export { bearerKey, authenticate, requireActive } from './auth';
export { route, methodsOtherThan } from './route';
