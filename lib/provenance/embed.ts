import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import * as pngText from 'png-chunk-text';
import type { SignedRecord } from './record';

/** The PNG tEXt keyword and the SVG metadata id that carry the record. */
export const PROVENANCE_KEYWORD = 'atlasprint';

function serialise(record: SignedRecord): string {
  const { v, id, plan, issued, sha256, sig } = record;
  return JSON.stringify({ v, id, plan, issued, sha256, sig });
}

/** Adds the record as a tEXt chunk right after IHDR (readers that stop at the image data still see it). */
export function embedInPng(png: Uint8Array, record: SignedRecord): Buffer {
  const chunks = extractChunks(png);
  chunks.splice(1, 0, pngText.encode(PROVENANCE_KEYWORD, serialise(record)));
  return Buffer.from(encodeChunks(chunks));
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
