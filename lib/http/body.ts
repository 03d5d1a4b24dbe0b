import { ApiError } from './errors';

export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Render requests may carry a track (routeTrack: up to 20 000 points of GPX); every other body keeps the default. */
export const RENDER_BODY_LIMIT = 2 * 1024 * 1024;

function describeLimit(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

/**
 * Reads a JSON request body, stopping as soon as it passes `limit` bytes: Next.js does not cap
 * route-handler bodies, so without this a client could stream gigabytes into memory.
 */
export async function readJsonBody(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const tooLarge = new ApiError(413, `request body is larger than ${describeLimit(limit)}`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge;

  const contentType = request.headers.get('content-type');
  // application/json or a +json type, then nothing or parameters: `application/json-evil` is not JSON.
  if (contentType && !/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType.trim())) {
    throw new ApiError(415, `Content-Type must be application/json (got ${contentType.slice(0, 80)})`);
  }

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw tooLarge;
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new ApiError(400, 'request body is empty: send a JSON object');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, `request body is not valid JSON: ${(error as Error).message}`);
  }
}

/** Like readJsonBody, and the value must be a JSON object. */
export async function readJsonObject(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<Record<string, unknown>> {
  const value = await readJsonBody(request, limit);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, `request body must be a JSON object (got ${Array.isArray(value) ? 'an array' : JSON.stringify(value)})`);
  }
  return value as Record<string, unknown>;
}
