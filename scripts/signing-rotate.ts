// npm run signing:rotate [-- --force]
// Makes a new Ed25519 signing key the current one and retires the old one: new records are signed with
// the new key on every instance at once; the old key stays in the JWKS, so what it signed still
// verifies. Works while the server runs. The new key's id (kid) is printed alone on the last line.
// --force: replace a current key that SIGNING_KEY_ENCRYPTION_KEY no longer opens (its key is lost).
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/config';
import { OperationError, runOperation, SIGNING_KEY_IS_SET } from '@/lib/operator';

const usage = 'usage: npm run signing:rotate [-- --force]   (--force: the current key is sealed with a key-encryption key that is lost)';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { force: { type: 'boolean' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) return void console.log(usage);
  // Said here too: embedded, the operation runs in the server, which may not have this environment.
  if (getConfig().signingKey) throw new OperationError(SIGNING_KEY_IS_SET);
  const { kid, retired, encrypted } = await runOperation('rotateSigningKey', { force: values.force });
  console.error(
    `New signing key ${kid} is current${encrypted ? ' (its private key encrypted with SIGNING_KEY_ENCRYPTION_KEY)' : ''}; ` +
      (retired
        ? `${retired} is retired: still listed at /.well-known/atlasprint-signing-key.json, so what it signed still verifies.`
        : 'there was no key before it.'),
  );
  console.log(kid);
}

main().catch((error: unknown) => {
  const known =
    error instanceof OperationError ||
    (error instanceof Error && 'code' in error && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS'));
  console.error(`signing:rotate: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`);
  process.exit(1);
});
