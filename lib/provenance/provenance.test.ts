import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { canonicalBytes, embedInPng, embedInSvg, extractFromPng, extractFromSvg, loadSigningKey, sha256Hex, signRecord, SigningKeyError, verifyRecord } from './index';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-prov-'));
const key = loadSigningKey(undefined, dataDir());
const record = { v: 1, id: 'rnd_abc', plan: 'pro', issued: '2026-11-22T07:00:00.000Z', sha256: 'a'.repeat(64) };

describe('provenance records', () => {
  it('have canonical bytes with a fixed key order and nulls for missing fields', () => {
    expect(canonicalBytes({ sha256: null, issued: null, plan: null, id: 'x', v: 1 }).toString()).toBe('{"v":1,"id":"x","plan":null,"issued":null,"sha256":null}');
  });

  it('verify when untouched, and fail when any field or the signature changes', () => {
    const signed = signRecord(record, key.privateKey);
    expect(verifyRecord(signed, signed.sig, key.publicKey)).toBe(true);
    for (const change of [{ v: 2 }, { id: 'rnd_abd' }, { plan: 'business' }, { issued: '2026-11-22T07:00:01.000Z' }, { sha256: 'b'.repeat(64) }, { plan: null }]) {
      expect(verifyRecord({ ...signed, ...change }, signed.sig, key.publicKey)).toBe(false);
    }
    const forged = Buffer.from(signed.sig, 'base64url');
    forged[0]! ^= 1;
    expect(verifyRecord(signed, forged.toString('base64url'), key.publicKey)).toBe(false);
    expect(verifyRecord(signed, 'not a signature', key.publicKey)).toBe(false);
    const other = loadSigningKey(undefined, dataDir());
    expect(verifyRecord(signed, signed.sig, other.publicKey)).toBe(false);
  });

  it('are signed with a key generated once into DATA_DIR and reused after', () => {
    const dir = dataDir();
    const first = loadSigningKey(undefined, dir);
    const again = loadSigningKey(undefined, dir);
    expect(again.jwk).toEqual(first.jwk);
    expect(fs.statSync(path.join(dir, 'signing-key.pem')).mode & 0o777).toBe(0o600);
    expect(first.jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(first.jwk.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accept SIGNING_KEY as PEM or JWK, and refuse other keys naming the variable', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const fromPem = loadSigningKey(pem, dataDir());
    const fromJwk = loadSigningKey(JSON.stringify(privateKey.export({ format: 'jwk' })), dataDir());
    expect(fromJwk.jwk).toEqual(fromPem.jwk);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadSigningKey(rsa, dataDir())).toThrow(SigningKeyError);
    expect(() => loadSigningKey('garbage', dataDir())).toThrow(/^SIGNING_KEY must be an Ed25519 private key/);
  });
});

describe('embedding', () => {
  it('puts the record in a PNG tEXt chunk that image tools read, and restores the original bytes', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } }).png().toBuffer();
    const signed = signRecord({ ...record, sha256: sha256Hex(png) }, key.privateKey);
    const stamped = embedInPng(png, signed);
    const meta = await sharp(stamped).metadata();
    expect(meta.comments).toEqual([{ keyword: 'atlasprint', text: JSON.stringify(signed) }]);
    expect([meta.width, meta.height]).toEqual([4, 3]);
    const found = extractFromPng(stamped)!;
    expect(JSON.parse(found.text)).toEqual(signed);
    expect(sha256Hex(found.original)).toBe(signed.sha256);
    expect(extractFromPng(png)).toBeUndefined();
    expect(extractFromPng(Buffer.from('not a png'))).toBeUndefined();
  });

  it('puts the record in SVG <metadata>, and restores the original text', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>';
    const signed = signRecord({ ...record, sha256: sha256Hex(Buffer.from(svg)) }, key.privateKey);
    const stamped = embedInSvg(svg, signed);
    expect(stamped).toMatch(/^<svg [^>]+><metadata id="atlasprint">\{"v":1,/);
    const found = extractFromSvg(stamped)!;
    expect(JSON.parse(found.text)).toEqual(signed);
    expect(found.original).toBe(svg);
  });
});
