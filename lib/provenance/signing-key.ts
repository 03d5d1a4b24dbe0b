import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as a JWK, with its RFC 7638 thumbprint as `kid`, for anyone to verify with. */
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
}

export class SigningKeyError extends Error {
  override name = 'SigningKeyError';
}

function parseConfigured(value: string): KeyObject {
  try {
    const key = value.trim().startsWith('{')
      ? createPrivateKey({ key: JSON.parse(value) as import('node:crypto').JsonWebKey, format: 'jwk' })
      : createPrivateKey(value.replace(/\\n/g, '\n'));
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(`it is a ${key.asymmetricKeyType} key`);
    return key;
  } catch (error) {
    throw new SigningKeyError(`SIGNING_KEY must be an Ed25519 private key as PEM or JWK: ${(error as Error).message}`);
  }
}

/** Generated once into DATA_DIR; `wx` makes a second process starting at the same moment read the winner's key. */
function generatedKey(dataDir: string): KeyObject {
  const file = path.join(dataDir, 'signing-key.pem');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    try {
      fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return createPrivateKey(fs.readFileSync(file, 'utf8'));
}

export function loadSigningKey(configured: string | undefined, dataDir: string): SigningKey {
  const privateKey = configured ? parseConfigured(configured) : generatedKey(dataDir);
  const publicKey = createPublicKey(privateKey);
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string };
  // RFC 7638: the SHA-256 of the required members in lexicographic order.
  const kid = createHash('sha256').update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x })).digest('base64url');
  return { privateKey, publicKey, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } };
}
