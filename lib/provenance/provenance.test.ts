import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';
import * as pngText from 'png-chunk-text';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openPrivateKey, sealPrivateKey } from './key-encryption';
import {
  canonicalBytes,
  embedInPng,
  embedInSvg,
  extractFromSvg,
  generateSigningKey,
  parseSigningKey,
  readKeyFile,
  sha256Hex,
  signRecord,
  SigningKeyError,
  verifyRecord,
  verifyRecordWithKeys,
} from './index';

/** Data folders made for the tests: removed when the file ends. */
const dataDirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-prov-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});
const key = generateSigningKey();
const record = { v: 1, id: 'rnd_abc', plan: 'pro', issued: '2026-11-22T07:00:00.000Z', sha256: 'a'.repeat(64) };

describe('provenance records', () => {
  it('have canonical bytes with a fixed key order and nulls for missing fields', () => {
    expect(canonicalBytes({ sha256: null, issued: null, plan: null, id: 'x', v: 1 }).toString()).toBe(
      '{"v":1,"id":"x","plan":null,"issued":null,"sha256":null}',
    );
  });

  it('name their key (kid) beside the record: the signed bytes are the v1 canonical bytes, without it', () => {
    const signed = signRecord(record, key);
    expect(signed.kid).toBe(key.jwk.kid);
    expect(canonicalBytes(signed).toString()).not.toContain('kid');
    expect(verifyRecord(record, signed.sig, key.publicKey)).toBe(true);
  });

  it('verify when untouched, and fail when any field or the signature changes', () => {
    const signed = signRecord(record, key);
    expect(verifyRecord(signed, signed.sig, key.publicKey)).toBe(true);
    for (const change of [
      { v: 2 },
      { id: 'rnd_abd' },
      { plan: 'business' },
      { issued: '2026-11-22T07:00:01.000Z' },
      { sha256: 'b'.repeat(64) },
      { plan: null },
    ]) {
      expect(verifyRecord({ ...signed, ...change }, signed.sig, key.publicKey)).toBe(false);
    }
    const forged = Buffer.from(signed.sig, 'base64url');
    forged[0]! ^= 1;
    expect(verifyRecord(signed, forged.toString('base64url'), key.publicKey)).toBe(false);
    expect(verifyRecord(signed, 'not a signature', key.publicKey)).toBe(false);
    expect(verifyRecord(signed, signed.sig, generateSigningKey().publicKey)).toBe(false);
  });

  it('verify against a key set: by kid when given, with every key when not (records from before kids)', () => {
    const retired = generateSigningKey();
    const keys = [generateSigningKey().jwk, retired.jwk, key.jwk];
    const signed = signRecord(record, retired);
    expect(verifyRecordWithKeys(record, signed.sig, signed.kid, keys)).toBe(true);
    expect(verifyRecordWithKeys(record, signed.sig, undefined, keys)).toBe(true);
    expect(verifyRecordWithKeys(record, signed.sig, null, keys)).toBe(true);
    // Another key's id, or one we never had: that key does not match, or there is none.
    expect(verifyRecordWithKeys(record, signed.sig, key.jwk.kid, keys)).toBe(false);
    expect(verifyRecordWithKeys(record, signed.sig, 'no-such-kid', keys)).toBe(false);
    expect(verifyRecordWithKeys(record, signed.sig, undefined, [key.jwk])).toBe(false);
    expect(verifyRecordWithKeys({ ...record, plan: 'business' }, signed.sig, undefined, keys)).toBe(false);
  });

  it('have keys whose kid is the RFC 7638 thumbprint (RFC 8037 example key)', () => {
    // RFC 8037 appendix A.1/A.3: this private key's public key has this thumbprint.
    const rfc = parseSigningKey(
      JSON.stringify({ kty: 'OKP', crv: 'Ed25519', d: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' }),
    );
    expect(rfc.jwk).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
      kid: 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
      alg: 'EdDSA',
      use: 'sig',
    });
  });

  it('reads the key file of an older data dir, and nothing when there is none', () => {
    const dir = dataDir();
    expect(readKeyFile(dir)).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'signing-key.pem'), key.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    expect(readKeyFile(dir)?.jwk).toEqual(key.jwk);
    fs.writeFileSync(path.join(dir, 'signing-key.pem'), 'garbage');
    expect(() => readKeyFile(dir)).toThrow(/signing-key.pem must be an Ed25519 private key/);
  });

  it('accept SIGNING_KEY as PEM or JWK, and refuse other keys naming the variable', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const fromPem = parseSigningKey(pem);
    const fromJwk = parseSigningKey(JSON.stringify(privateKey.export({ format: 'jwk' })));
    expect(fromJwk.jwk).toEqual(fromPem.jwk);
    expect(parseSigningKey(pem.replace(/\n/g, '\\n')).jwk).toEqual(fromPem.jwk);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => parseSigningKey(rsa)).toThrow(SigningKeyError);
    expect(() => parseSigningKey('garbage')).toThrow(/^SIGNING_KEY must be an Ed25519 private key/);
  });
});

describe('private keys at rest', () => {
  const kek = Buffer.alloc(32, 9);
  const pem = key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  it('are sealed with AES-256-GCM: nothing of the key shows, a fresh IV each time, and they open again', () => {
    const sealed = sealPrivateKey(pem, kek, key.jwk.kid);
    expect(sealed).toMatch(/^[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(sealPrivateKey(pem, kek, key.jwk.kid)).not.toBe(sealed);
    expect(openPrivateKey(sealed, kek, key.jwk.kid)).toBe(pem);
  });

  it('do not open with another key-encryption key, under another kid, or once changed', () => {
    const sealed = sealPrivateKey(pem, kek, key.jwk.kid);
    expect(() => openPrivateKey(sealed, Buffer.alloc(32, 8), key.jwk.kid)).toThrow();
    expect(() => openPrivateKey(sealed, kek, 'another-kid')).toThrow();
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[5]! ^= 1;
    expect(() => openPrivateKey([iv, tag, flipped.toString('base64url')].join('.'), kek, key.jwk.kid)).toThrow();
    expect(() => openPrivateKey(pem, kek, key.jwk.kid)).toThrow(/not an AES-256-GCM sealed key/);
  });
});

// Reading the record back (PNG, SVG, no record, tampered): ./reader.test.ts.
describe('embedding', () => {
  it('stamps a PNG with the same bytes as splicing its decoded chunk list would, keeping every chunk as it was', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .composite([
        { input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="80" fill="#fc0"/></svg>') },
      ])
      .withMetadata({ density: 300 })
      .png({ compressionLevel: 6 })
      .toBuffer();
    const signed = signRecord({ ...record, sha256: sha256Hex(png) }, key);
    const chunks = extractChunks(png);
    chunks.splice(1, 0, pngText.encode('atlasprint', JSON.stringify(signed)));
    expect(embedInPng(png, signed).equals(Buffer.from(encodeChunks(chunks)))).toBe(true);
    expect(() => embedInPng(Buffer.from('not a png at all, not even close to one'), signed)).toThrow(/not a PNG/);
  });

  it('puts the record in SVG <metadata> right after the opening tag', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>';
    expect(embedInSvg(svg, signRecord(record, key))).toMatch(/^<svg [^>]+><metadata id="atlasprint">\{"v":1,/);
  });

  it('writes kid between the fields and sig, and a record without one exactly as before kids', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const signed = signRecord(record, key);
    expect(extractFromSvg(embedInSvg(svg, signed))!.text).toBe(
      `{"v":1,"id":"rnd_abc","plan":"pro","issued":"2026-11-22T07:00:00.000Z","sha256":"${'a'.repeat(64)}","kid":"${key.jwk.kid}","sig":"${signed.sig}"}`,
    );
    const { kid: _kid, ...old } = signed;
    expect(extractFromSvg(embedInSvg(svg, old))!.text).toBe(JSON.stringify({ ...record, sig: signed.sig }));
  });
});
