export { startOperatorEndpoint } from './endpoint';
export { runOperation } from './client';
export { OperationError, operations, type OperationName } from './operations';
