import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import * as pngText from 'png-chunk-text';

/**
 * The provenance record as it travels in a poster file, and reading it back: the one reader for
 * the server (./embed's extractFrom*, the tests) and the /verify page (components/poster-verifier,
 * in the browser).
 *
 * Browser-safe on purpose: no Node modules (no node:crypto, no Buffer), only Uint8Array,
 * TextDecoder, Web Crypto and the PNG chunk packages, which are plain Uint8Array code. A client
 * component imports this file as `@/lib/provenance/reader`, not lib/provenance's index: the index
 * also exports the signing, the keyring and its database, which would pull node:crypto, pg and
 * PGlite into the browser bundle (Next's client build refuses them).
 *
 * The format (components/docs/content/api.md: Provenance): a PNG carries the record as a tEXt chunk with keyword
 * `atlasprint` right after IHDR; an SVG as `<metadata id="atlasprint">…</metadata>` right after its
 * opening tag; the text is the record's JSON. The record's `sha256` is of the file before the record
 * went in, so a reading also gives back those bytes (`original`): the file without the chunk or the
 * element.
 */

/** The PNG tEXt keyword and the SVG metadata id that carry the record. */
export const PROVENANCE_KEYWORD = 'atlasprint';

/** What a render's provenance says: who made it (us), when, for which plan, and a hash of its bytes. */
export interface ProvenanceRecord {
  v: number;
  id: string;
  plan: string | null;
  issued: string | null;
  /** Hex SHA-256 of the file before the record was embedded (as stored, for formats that carry none). */
  sha256: string | null;
}

export interface SignedRecord extends ProvenanceRecord {
  /**
   * The id of the key that signed it (the RFC 7638 thumbprint listed in the JWKS). A hint for
   * finding the key, beside the record: not in the canonical bytes, so v1 records are as they were.
   */
  kid?: string;
  /** Ed25519 signature of the record's canonical bytes, base64url. */
  sig: string;
}

/** The text embedded in a file: the record's fields, then the signing key's id (not signed: a hint), then the signature. */
export function recordText(record: SignedRecord): string {
  const { v, id, plan, issued, sha256, kid, sig } = record;
  return JSON.stringify({ v, id, plan, issued, sha256, kid, sig });
}

export type PosterKind = 'png' | 'svg' | 'jpeg' | 'webp' | 'pdf' | 'gif' | 'other';

/**
 * What a file holds. Found: the record's text, and `original`, the file without the record (the
 * bytes its sha256 covers); `problem` when the file shows it was changed after it was written.
 * Not found: no record (JPEG, WebP and PDF never carry one), or `unreadable` when the file is damaged.
 */
export type Reading =
  | { found: true; kind: 'png' | 'svg'; recordText: string; original: Uint8Array; problem?: string }
  | { found: false; kind: PosterKind; unreadable?: string };

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  outer: for (let i = haystack.indexOf(first!, from); i >= 0 && i <= haystack.length - needle.length; i = haystack.indexOf(first!, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** What a file is, by its first bytes (never by its name). */
export function sniffKind(bytes: Uint8Array): PosterKind {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  if (/<svg[\s>/]/i.test(head)) return 'svg';
  return 'other';
}

type Chunk = { name: string; data: Uint8Array };

/** Walks PNG chunks without checking their CRCs (for a file whose checksums are wrong). */
function looseChunks(bytes: Uint8Array): Chunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Chunk[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = Math.min(bytes.length, at + 8 + length);
    chunks.push({ name, data: bytes.slice(at + 8, end) });
    at = end + 4;
    if (name === 'IEND') break;
  }
  return chunks;
}

function readPng(bytes: Uint8Array): Reading {
  let chunks: Chunk[];
  let problem: string | undefined;
  try {
    chunks = extractChunks(bytes);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!/CRC/i.test(message)) return { found: false, kind: 'png', unreadable: `this PNG cannot be read (${message})` };
    chunks = looseChunks(bytes);
    problem = 'a PNG chunk’s checksum does not match its contents: the file was changed after it was written';
  }
  const length = chunks.reduce((total, chunk) => total + 12 + chunk.data.length, 8);
  if (!problem && bytes.length > length) problem = `the file has ${bytes.length - length} extra bytes after the end of the image`;

  const index = chunks.findIndex((chunk) => {
    if (chunk.name !== 'tEXt') return false;
    try {
      return pngText.decode(chunk.data).keyword === PROVENANCE_KEYWORD;
    } catch {
      return false;
    }
  });
  if (index < 0) return { found: false, kind: 'png' };
  const { text } = pngText.decode(chunks[index]!.data);
  const original = encodeChunks(chunks.filter((_, i) => i !== index));
  return { found: true, kind: 'png', recordText: text, original, ...(problem ? { problem } : {}) };
}

const SVG_OPEN = ascii(`<metadata id="${PROVENANCE_KEYWORD}">`);
const SVG_CLOSE = ascii('</metadata>');

function readSvg(bytes: Uint8Array): Reading {
  // Work on the bytes, so that the file without the element is exactly the file minus the element.
  for (let start = indexOf(bytes, SVG_OPEN); start >= 0; start = indexOf(bytes, SVG_OPEN, start + 1)) {
    const contentStart = start + SVG_OPEN.length;
    const close = indexOf(bytes, SVG_CLOSE, contentStart);
    if (close < 0) break;
    const content = bytes.subarray(contentStart, close);
    if (content.includes(0x3c)) continue; // "<" inside: not the element we write
    const text = new TextDecoder()
      .decode(content)
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
    const end = close + SVG_CLOSE.length;
    const original = new Uint8Array(bytes.length - (end - start));
    original.set(bytes.subarray(0, start), 0);
    original.set(bytes.subarray(end), start);
    return { found: true, kind: 'svg', recordText: text, original };
  }
  return { found: false, kind: 'svg' };
}

/** Finds the embedded record of a PNG or SVG poster (`kind` as sniffed from its bytes unless given); other formats carry none. */
export function readPoster(bytes: Uint8Array, kind: PosterKind = sniffKind(bytes)): Reading {
  if (kind === 'png') return readPng(bytes);
  if (kind === 'svg') return readSvg(bytes);
  return { found: false, kind };
}

/**
 * A record from the embedded text, a pasted provenance object (`signature`) or a whole render
 * result (`provenance`). A string is the reason it is not one.
 */
export function toRecord(value: unknown): SignedRecord | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'it is not a JSON object';
  const outer = value as Record<string, unknown>;
  const inner = outer.provenance && typeof outer.provenance === 'object' ? (outer.provenance as Record<string, unknown>) : outer;
  const sig = inner.sig ?? inner.signature;
  if (typeof inner.id !== 'string' || !inner.id) return 'it has no render id ("id")';
  if (typeof sig !== 'string' || !sig) return 'it has no signature ("sig" or "signature")';
  const text = (field: string) => (typeof inner[field] === 'string' ? (inner[field] as string) : null);
  const kid = text('kid');
  return {
    v: typeof inner.v === 'number' ? inner.v : 1,
    id: inner.id,
    plan: text('plan'),
    issued: text('issued'),
    sha256: text('sha256'),
    ...(kid ? { kid } : {}),
    sig,
  };
}

/** The record in a text (embedded or pasted JSON); a string is the reason it is not one. */
export function parseRecordText(text: string): SignedRecord | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'it is not valid JSON';
  }
  return toRecord(value);
}

/**
 * Hex SHA-256 with Web Crypto (browsers in a secure context, and Node): the same digest as
 * lib/provenance's sha256Hex (node:crypto, synchronous) for the server.
 */
export async function webSha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
