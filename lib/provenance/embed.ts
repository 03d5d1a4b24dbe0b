import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import * as pngText from 'png-chunk-text';
import type { SignedRecord } from './record';

/** The PNG tEXt keyword and the SVG metadata id that carry the record. */
export const PROVENANCE_KEYWORD = 'atlasprint';

/** The record's fields, then the signing key's id (not signed: a hint), then the signature. */
function serialise(record: SignedRecord): string {
  const { v, id, plan, issued, sha256, kid, sig } = record;
  return JSON.stringify({ v, id, plan, issued, sha256, kid, sig });
}

/** The 8-byte signature every PNG starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Adds the record as a tEXt chunk right after IHDR (readers that stop at the image data still see it).
 * Only the new chunk is built: the poster's own chunks are copied as they are, not decoded and
 * re-encoded (png-chunks-encode spreads every byte into a JS array for its CRC: ~0.3 s of blocked
 * event loop for a 2 MB poster). The bytes are the same as splicing the chunk list would give.
 */
export function embedInPng(png: Uint8Array, record: SignedRecord): Buffer {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG: no IHDR chunk after the PNG signature');
  }
  const afterHeader = 8 + 12 + bytes.readUInt32BE(8);
  // A one-chunk PNG from the chunk encoder, less its signature: the tEXt chunk with its length and CRC.
  const text = Buffer.from(encodeChunks([pngText.encode(PROVENANCE_KEYWORD, serialise(record))])).subarray(8);
  return Buffer.concat([bytes.subarray(0, afterHeader), text, bytes.subarray(afterHeader)]);
}

/** The embedded record's text, and the PNG exactly as it was before the record went in. */
export function extractFromPng(png: Uint8Array): { text: string; original: Buffer } | undefined {
  let chunks;
  try {
    chunks = extractChunks(png);
  } catch {
    return undefined;
  }
  const index = chunks.findIndex((chunk) => chunk.name === 'tEXt' && pngText.decode(chunk.data).keyword === PROVENANCE_KEYWORD);
  if (index < 0) return undefined;
  const { text } = pngText.decode(chunks[index]!.data);
  chunks.splice(index, 1);
  return { text, original: Buffer.from(encodeChunks(chunks)) };
}

function metadataElement(record: SignedRecord): string {
  // The JSON holds only ASCII letters, digits and punctuation of ids, dates, hex and base64url; escape anyway.
  const escaped = serialise(record).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<metadata id="${PROVENANCE_KEYWORD}">${escaped}</metadata>`;
}

/** Puts the record in a <metadata> element right after the opening <svg …> tag. */
export function embedInSvg(svg: string, record: SignedRecord): string {
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  return svg.slice(0, open + 1) + metadataElement(record) + svg.slice(open + 1);
}

export function extractFromSvg(svg: string): { text: string; original: string } | undefined {
  const match = new RegExp(`<metadata id="${PROVENANCE_KEYWORD}">([^<]*)</metadata>`).exec(svg);
  if (!match) return undefined;
  const text = match[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return { text, original: svg.slice(0, match.index) + svg.slice(match.index + match[0].length) };
}
