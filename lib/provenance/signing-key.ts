import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { recognisedAcrossCopies } from '@/lib/singleton';

/** A public signing key as published in the JWKS, with its RFC 7638 thumbprint as `kid`. */
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as a JWK, with its RFC 7638 thumbprint as `kid`, for anyone to verify with. */
  jwk: PublicJwk;
}

export class SigningKeyError extends Error {
  static {
    recognisedAcrossCopies(this, 'provenance.SigningKeyError');
  }
  override name = 'SigningKeyError';
}

/** The file an embedded deployment's key was generated into before keys moved to the database. */
export const KEY_FILE = 'signing-key.pem';

/** RFC 7638: the SHA-256 of the required members of the JWK in lexicographic order, base64url. */
export function thumbprint(x: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

export function publicJwk(publicKey: KeyObject): PublicJwk {
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string };
  return { kty: 'OKP', crv: 'Ed25519', x, kid: thumbprint(x), alg: 'EdDSA', use: 'sig' };
}

export function signingKeyFrom(privateKey: KeyObject): SigningKey {
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, jwk: publicJwk(publicKey) };
}

export function generateSigningKey(): SigningKey {
  return signingKeyFrom(generateKeyPairSync('ed25519').privateKey);
}

export function privateKeyPem(key: SigningKey): string {
  return key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** An Ed25519 private key given as PKCS8 PEM (`\n` escapes allowed) or as a JWK; `name` is what an error names. */
export function parseSigningKey(value: string, name = 'SIGNING_KEY'): SigningKey {
  try {
    const key = value.trim().startsWith('{')
      ? createPrivateKey({ key: JSON.parse(value) as JsonWebKey, format: 'jwk' })
      : createPrivateKey(value.replace(/\\n/g, '\n'));
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(`it is a ${key.asymmetricKeyType} key`);
    return signingKeyFrom(key);
  } catch (error) {
    throw new SigningKeyError(`${name} must be an Ed25519 private key as PEM or JWK: ${(error as Error).message}`);
  }
}

/**
 * The key an embedded deployment generated into DATA_DIR/signing-key.pem before keys moved to the
 * database, if there is one: it is taken into the database so the posters it signed still verify.
 */
export function readKeyFile(dataDir: string): SigningKey | undefined {
  const file = path.join(dataDir, KEY_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseSigningKey(text, file);
}
