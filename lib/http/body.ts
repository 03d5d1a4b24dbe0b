import { ApiError } from './errors';
import { slicer } from '@/lib/event-loop';
import { JsonTextError, PIECE_CHARS, parseJsonInSteps } from './json-steps';

export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Render requests may carry a track (routeTrack: up to 20 000 points of GPX); every other body keeps the default. */
export const RENDER_BODY_LIMIT = 2 * 1024 * 1024;
/** Stripe's events are a few KiB; this leaves room for the largest and refuses anything else unread. */
export const WEBHOOK_BODY_LIMIT = 512 * 1024;
/** A body of a few named fields (a checkout, a change of plan, a key recovery). */
export const FIELDS_BODY_LIMIT = 4 * 1024;
/** A provenance record for POST /v1/verify: a few fields and a signature, with room for a record's copy in any form. */
export const VERIFY_BODY_LIMIT = 8 * 1024;
/** The test payment page's form: one email field. */
export const FORM_BODY_LIMIT = 8 * 1024;
/**
 * The deepest nesting of arrays and objects a JSON body may have. A RenderRequest needs about 8
 * (a GeoJSON MultiLineString inside a FeatureCollection), an MCP envelope 3 more; a body nested
 * thousands deep is an attack on whatever walks it recursively (JSON.stringify, zod, the SDK).
 */
export const MAX_JSON_DEPTH = 64;

/** A body limit as the 413 and the documents say it: 4 KiB. */
export function describeBodyLimit(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

/** Bytes of a body decoded in one step: a few milliseconds of UTF-8 decoding. */
const DECODE_BYTES = 256 * 1024;

/**
 * The one way a request body is read: as text, stopping as soon as it passes `limit` bytes. Next.js
 * does not cap route-handler bodies, so the Request's own `text()`, `json()` or `formData()` would let a
 * client stream gigabytes into memory; nothing calls them.
 *
 * Decoded as it arrives, a slice of at most DECODE_BYTES at a time, the event loop let in between (issue
 * 38's main-thread budget): joining an 8 MiB body's chunks into one buffer and decoding that held the
 * loop ~0.1 s (two copies of 8 MiB of fresh memory). The text so made is joined only when it is first read.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const tooLarge = new ApiError('body_too_large', `request body is larger than ${describeBodyLimit(limit)}`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge;
  if (!request.body) return '';
  // As Buffer's toString('utf8') decodes: a byte-order mark kept (JSON refuses it), bad bytes as U+FFFD.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const pace = slicer();
  let text = '';
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge;
    }
    for (let at = 0; at < value.byteLength; at += DECODE_BYTES) {
      if (at > 0) await pace();
      text += decoder.decode(value.subarray(at, at + DECODE_BYTES), { stream: true });
    }
  }
  return text + decoder.decode();
}

/** How deep arrays and objects nest in JSON text, counted without parsing (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Reads a JSON request body of at most `limit` bytes and `MAX_JSON_DEPTH` levels. */
export async function readJsonBody(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const contentType = request.headers.get('content-type');
  // application/json or a +json type, then nothing or parameters: `application/json-evil` is not JSON.
  if (contentType && !/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType.trim())) {
    throw new ApiError('unsupported_media_type', `Content-Type must be application/json (got ${contentType.slice(0, 80)})`);
  }
  const text = await readBodyText(request, limit);
  if (text.trim() === '') throw new ApiError('invalid_request', 'request body is empty: send a JSON object');
  const tooDeep = new ApiError('invalid_request', `request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`);
  const notJson = (error: unknown) => new ApiError('invalid_request', `request body is not valid JSON: ${(error as Error).message.slice(0, 200)}`);
  if (text.length > PIECE_CHARS) {
    // A large body (a batch's 8 MiB) in steps that leave the event loop free: JSON.parse of it in one held it up to a second.
    return parseJsonInSteps(text, (depth) => {
      if (depth > MAX_JSON_DEPTH) throw tooDeep;
    }).catch((error: unknown) => {
      throw error instanceof JsonTextError ? notJson(error) : error;
    });
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw tooDeep;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw notJson(error);
  }
}

/** Like readJsonBody, and the value must be a JSON object. */
export async function readJsonObject(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<Record<string, unknown>> {
  const value = await readJsonBody(request, limit);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError('invalid_request', `request body must be a JSON object (got ${Array.isArray(value) ? 'an array' : JSON.stringify(value).slice(0, 80)})`);
  }
  return value as Record<string, unknown>;
}

/** An HTML form's fields (application/x-www-form-urlencoded) of at most `limit` bytes; an empty body has none. */
export async function readFormBody(request: Request, limit = FORM_BODY_LIMIT): Promise<URLSearchParams> {
  const contentType = request.headers.get('content-type');
  if (contentType && !/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(contentType.trim())) {
    throw new ApiError('unsupported_media_type', `Content-Type must be application/x-www-form-urlencoded (got ${contentType.slice(0, 80)})`);
  }
  return new URLSearchParams(await readBodyText(request, limit));
}
