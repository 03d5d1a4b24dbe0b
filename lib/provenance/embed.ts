import encodeChunks from 'png-chunks-encode';
import * as pngText from 'png-chunk-text';
import { PROVENANCE_KEYWORD, readPoster, recordText, type SignedRecord } from './reader';

/**
 * Writing the record into a poster (server only: Buffer). ./reader reads it back, on the server
 * and in the browser alike; the format is described there.
 */

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
  const text = Buffer.from(encodeChunks([pngText.encode(PROVENANCE_KEYWORD, recordText(record))])).subarray(8);
  return Buffer.concat([bytes.subarray(0, afterHeader), text, bytes.subarray(afterHeader)]);
}

/** The embedded record's text, and the PNG exactly as it was before the record went in (./reader's readPoster). */
export function extractFromPng(png: Uint8Array): { text: string; original: Buffer; problem?: string } | undefined {
  const reading = readPoster(png, 'png');
  if (!reading.found) return undefined;
  return { text: reading.recordText, original: Buffer.from(reading.original), ...(reading.problem ? { problem: reading.problem } : {}) };
}

function metadataElement(record: SignedRecord): string {
  // The JSON holds only ASCII letters, digits and punctuation of ids, dates, hex and base64url; escape anyway.
  const escaped = recordText(record).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<metadata id="${PROVENANCE_KEYWORD}">${escaped}</metadata>`;
}

/** Puts the record in a <metadata> element right after the opening <svg …> tag. */
export function embedInSvg(svg: string, record: SignedRecord): string {
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  return svg.slice(0, open + 1) + metadataElement(record) + svg.slice(open + 1);
}

/** The embedded record's text, and the SVG without its <metadata> element (./reader's readPoster). */
export function extractFromSvg(svg: string): { text: string; original: string } | undefined {
  const reading = readPoster(new TextEncoder().encode(svg), 'svg');
  if (!reading.found) return undefined;
  return { text: reading.recordText, original: new TextDecoder().decode(reading.original) };
}
