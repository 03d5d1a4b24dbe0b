export { runOperation } from './client';
export { OperationError, SIGNING_KEY_IS_SET } from './errors';
export type { OperationName } from './operations';

/**
 * The server's loopback endpoint for the operator scripts (./endpoint), loaded when the server starts it:
 * the scripts import this index for runOperation, and need neither the endpoint's nor the operations' modules
 * when a running server does the work.
 */
export async function startOperatorEndpoint(): Promise<import('./announcement').EndpointAnnouncement> {
  return (await import('./endpoint')).startOperatorEndpoint();
}
