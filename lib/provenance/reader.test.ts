import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';
import * as pngText from 'png-chunk-text';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { embedInPng, embedInSvg, extractFromPng, extractFromSvg } from './embed';
import { generateSigningKey } from './signing-key';
import { sha256Hex, signRecord, verifyRecord } from './record';
// What the /verify page imports (components/poster-verifier.tsx), and what ./embed's extractFrom* wrap on the server.
import { parseRecordText, readPoster, sniffKind, toRecord, webSha256Hex, type SignedRecord } from './reader';

const key = generateSigningKey();
const fields = { v: 1, id: 'rnd_reader', plan: 'pro', issued: '2026-11-22T07:00:00.000Z' };
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2" fill="#336699"/></svg>';
const makePng = () =>
  sharp({ create: { width: 6, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** A poster as the service delivers it: its record signed over the bytes before embedding, then embedded. */
async function stamped(kind: 'png' | 'svg'): Promise<{ bytes: Uint8Array; plain: Uint8Array; signed: SignedRecord }> {
  const plain = kind === 'png' ? await makePng() : Buffer.from(svg);
  const signed = signRecord({ ...fields, sha256: sha256Hex(plain) }, key);
  const bytes = kind === 'png' ? embedInPng(plain, signed) : Buffer.from(embedInSvg(svg, signed));
  return { bytes: new Uint8Array(bytes), plain, signed };
}

describe('reading back what embed wrote', () => {
  for (const kind of ['png', 'svg'] as const) {
    it(`finds the record in a ${kind.toUpperCase()} and gives back the file as it was before the record (the bytes sha256 covers)`, async () => {
      const { bytes, plain, signed } = await stamped(kind);
      expect(sniffKind(bytes)).toBe(kind);
      const reading = readPoster(bytes);
      if (!reading.found) throw new Error('no record found');
      expect(reading.kind).toBe(kind);
      expect(reading.problem).toBeUndefined();
      expect(Buffer.from(reading.original).equals(Buffer.from(plain))).toBe(true);
      const record = parseRecordText(reading.recordText);
      expect(record).toEqual(signed);
      expect(verifyRecord(record as SignedRecord, signed.sig, key.publicKey)).toBe(true);
      // The page hashes with Web Crypto, the server with node:crypto: the same digest, the record's.
      expect(await webSha256Hex(reading.original)).toBe(signed.sha256);
      expect(sha256Hex(reading.original)).toBe(signed.sha256);
    });
  }

  it("is what the server's extractFromPng and extractFromSvg answer", async () => {
    const png = await stamped('png');
    const fromPng = extractFromPng(png.bytes)!;
    expect(JSON.parse(fromPng.text)).toEqual(png.signed);
    expect(fromPng.original.equals(Buffer.from(png.plain))).toBe(true);
    const image = await sharp(Buffer.from(png.bytes)).metadata();
    expect(image.comments).toEqual([{ keyword: 'atlasprint', text: JSON.stringify(png.signed) }]);

    const fromSvg = extractFromSvg(Buffer.from((await stamped('svg')).bytes).toString('utf8'))!;
    expect(fromSvg.original).toBe(svg);
    expect(JSON.parse(fromSvg.text)).toMatchObject(fields);
  });
});

describe('a file with no record', () => {
  it('is a PNG or an SVG without one, or a format that never carries one', async () => {
    expect(readPoster(await makePng())).toEqual({ found: false, kind: 'png' });
    expect(readPoster(Buffer.from(svg))).toEqual({ found: false, kind: 'svg' });
    expect(
      readPoster(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      ),
    ).toEqual({ found: false, kind: 'jpeg' });
    expect(readPoster(Buffer.from('%PDF-1.7\n'))).toEqual({ found: false, kind: 'pdf' });
    expect(readPoster(Buffer.from('not a poster at all'))).toEqual({ found: false, kind: 'other' });
    expect(extractFromPng(await makePng())).toBeUndefined();
    expect(extractFromPng(Buffer.from('not a png'))).toBeUndefined();
    expect(extractFromSvg(svg)).toBeUndefined();
  });

  it('says so when the PNG cannot be read at all', async () => {
    // A PNG signature, then a chunk that is not the IHDR every PNG starts with.
    const headless = Buffer.concat([(await makePng()).subarray(0, 8), Buffer.from('\0\0\0\x04JUNKdata\0\0\0\0', 'latin1')]);
    const reading = readPoster(headless);
    expect(reading.found).toBe(false);
    expect(!reading.found && reading.unreadable).toMatch(/cannot be read/);
  });
});

describe('a tampered file', () => {
  it('with its record edited: the record reads, its signature does not verify', async () => {
    for (const kind of ['png', 'svg'] as const) {
      const { signed } = await stamped(kind);
      const plain = kind === 'png' ? await makePng() : Buffer.from(svg);
      // Re-embedded with another plan (a valid PNG: the chunk's CRC is recomputed), the old signature kept.
      const forged = { ...signed, plan: 'business' };
      const bytes = kind === 'png' ? embedInPng(plain, forged) : Buffer.from(embedInSvg(svg, forged));
      const reading = readPoster(bytes);
      if (!reading.found) throw new Error('no record found');
      const record = parseRecordText(reading.recordText) as SignedRecord;
      expect(record.plan).toBe('business');
      expect(verifyRecord(record, record.sig, key.publicKey)).toBe(false);
    }
  });

  it('with its image changed after signing: the file without the record no longer has the signed sha256', async () => {
    const { bytes, signed } = await stamped('svg');
    const edited = Buffer.from(Buffer.from(bytes).toString('utf8').replace('#336699', '#336698'));
    const reading = readPoster(edited);
    if (!reading.found) throw new Error('no record found');
    expect(parseRecordText(reading.recordText)).toEqual(signed);
    expect(sha256Hex(reading.original)).not.toBe(signed.sha256);
  });

  it('with bytes changed without fixing the PNG checksum, or added after the image: read, and the problem named', async () => {
    const { bytes, signed } = await stamped('png');
    const chunks = extractChunks(bytes);
    const data = chunks.findIndex((chunk) => chunk.name === 'IDAT');
    const flipped = Uint8Array.from(bytes);
    // The IDAT chunk's first data byte: the signature, the chunks before it, its length and name.
    const at = 8 + chunks.slice(0, data).reduce((total, chunk) => total + 12 + chunk.data.length, 0) + 8;
    flipped[at]! ^= 0xff;
    const damaged = readPoster(flipped);
    expect(damaged.found && damaged.problem).toMatch(/checksum does not match/);
    expect(damaged.found && parseRecordText(damaged.recordText)).toEqual(signed);

    const appended = readPoster(Buffer.concat([bytes, Buffer.from('tail')]));
    expect(appended.found && appended.problem).toBe('the file has 4 extra bytes after the end of the image');
  });

  it('with a record that is not one: the reason', async () => {
    const { bytes } = await stamped('png');
    const cut = pngText.encode('atlasprint', '{"v":1,');
    const reading = readPoster(encodeChunks(extractChunks(bytes).map((chunk) => (chunk.name === 'tEXt' ? cut : chunk))));
    expect(reading.found && parseRecordText(reading.recordText)).toBe('it is not valid JSON');
    expect(parseRecordText('{"id":"rnd_x"}')).toBe('it has no signature ("sig" or "signature")');
    expect(parseRecordText('[1]')).toBe('it is not a JSON object');
  });
});

describe('records pasted on the /verify page', () => {
  it('take a render result or its provenance object, with signature for sig', () => {
    const provenance = { v: 1, id: 'rnd_x', plan: 'pro', issued: fields.issued, sha256: 'ab', kid: 'k1', signature: 'sig' };
    const expected = { v: 1, id: 'rnd_x', plan: 'pro', issued: fields.issued, sha256: 'ab', kid: 'k1', sig: 'sig' };
    expect(toRecord(provenance)).toEqual(expected);
    expect(toRecord({ id: 'rnd_x', url: '…', provenance })).toEqual(expected);
    expect(toRecord({ id: 'rnd_x', sig: 's' })).toEqual({ v: 1, id: 'rnd_x', plan: null, issued: null, sha256: null, sig: 's' });
  });
});
