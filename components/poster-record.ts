import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import * as pngText from 'png-chunk-text';

/**
 * Reading a poster's embedded provenance record in the browser (or in Node), as lib/provenance/embed.ts
 * writes it: a PNG tEXt chunk with keyword `atlasprint` right after IHDR, or an SVG
 * `<metadata id="atlasprint">` element. `original` is the file without the record, the bytes
 * the record's sha256 covers.
 */

export const PROVENANCE_KEYWORD = 'atlasprint';

export type PosterKind = 'png' | 'svg' | 'jpeg' | 'webp' | 'pdf' | 'gif' | 'other';

export const KIND_NAMES: Record<PosterKind, string> = { png: 'PNG', svg: 'SVG', jpeg: 'JPEG', webp: 'WebP', pdf: 'PDF', gif: 'GIF', other: 'unknown' };

/** The record's fields as POST /v1/verify takes them; `kid` names the signing key (records before kids have none). */
export interface ProvenanceRecord {
  v: number;
  id: string;
  plan: string | null;
  issued: string | null;
  sha256: string | null;
  kid?: string;
  sig: string;
}

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
  if (/<svg[\s>]/i.test(head)) return 'svg';
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
    const text = new TextDecoder().decode(content).replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
    const end = close + SVG_CLOSE.length;
    const original = new Uint8Array(bytes.length - (end - start));
    original.set(bytes.subarray(0, start), 0);
    original.set(bytes.subarray(end), start);
    return { found: true, kind: 'svg', recordText: text, original };
  }
  return { found: false, kind: 'svg' };
}

/** Finds the embedded record of a PNG or SVG poster; other formats carry none. */
export function readPoster(bytes: Uint8Array): Reading {
  const kind = sniffKind(bytes);
  if (kind === 'png') return readPng(bytes);
  if (kind === 'svg') return readSvg(bytes);
  return { found: false, kind };
}

/**
 * A record from the embedded text, a pasted provenance object (`signature`) or a whole render
 * result (`provenance`). A string is the reason it is not one.
 */
export function toRecord(value: unknown): ProvenanceRecord | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'it is not a JSON object';
  const outer = value as Record<string, unknown>;
  const inner = outer.provenance && typeof outer.provenance === 'object' ? (outer.provenance as Record<string, unknown>) : outer;
  const sig = inner.sig ?? inner.signature;
  if (typeof inner.id !== 'string' || !inner.id) return 'it has no render id ("id")';
  if (typeof sig !== 'string' || !sig) return 'it has no signature ("sig" or "signature")';
  const text = (field: string) => (typeof inner[field] === 'string' ? (inner[field] as string) : null);
  const kid = text('kid');
  return { v: typeof inner.v === 'number' ? inner.v : 1, id: inner.id, plan: text('plan'), issued: text('issued'), sha256: text('sha256'), ...(kid ? { kid } : {}), sig };
}

export function parseRecordText(text: string): ProvenanceRecord | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'it is not valid JSON';
  }
  return toRecord(value);
}

/** Hex SHA-256 with Web Crypto (browsers in a secure context, and Node). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
