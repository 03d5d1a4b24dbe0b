/**
 * What can go wrong inside the engine, by kind, so the API can answer with the right status:
 * - `invalid_spec`: the spec breaks a rule (400)
 * - `tiles_unavailable`: the map data source could not be read (502, retry is safe)
 * - `render_failed`: rasterising, encoding or printing failed (502, retry is safe)
 * - `busy`: the renderer's queue is full (503, retry in about a minute)
 * - `timeout`: the render's deadline passed (503)
 * - `aborted`: the caller's AbortSignal fired (the client went away): nothing was delivered
 */
export type RenderErrorCode = 'invalid_spec' | 'tiles_unavailable' | 'render_failed' | 'busy' | 'timeout' | 'aborted';

export class RenderError extends Error {
  override name = 'RenderError';
  constructor(
    readonly code: RenderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
