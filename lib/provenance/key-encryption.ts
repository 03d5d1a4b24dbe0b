import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Private signing keys at rest in the database, sealed with AES-256-GCM under the key-encryption key
 * SIGNING_KEY_ENCRYPTION_KEY. The text kept is `<iv>.<tag>.<ciphertext>`, each base64url; the key's
 * kid is the additional authenticated data, so a sealed key moved to another row does not open.
 */

export const ENCRYPTION = 'aes-256-gcm' as const;

export function sealPrivateKey(pem: string, kek: Buffer, kid: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ENCRYPTION, kek, iv);
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the text was not sealed with this key for this kid (or was changed since). */
export function openPrivateKey(sealed: string, kek: Buffer, kid: string): string {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext || iv.length !== 12 || tag.length !== 16) throw new Error('not an AES-256-GCM sealed key');
  const decipher = createDecipheriv(ENCRYPTION, kek, iv);
  decipher.setAAD(Buffer.from(kid, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
