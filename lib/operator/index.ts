export { startOperatorEndpoint } from './endpoint';
export { runOperation } from './client';
export { OperationError, operations, SIGNING_KEY_IS_SET, type OperationName } from './operations';
