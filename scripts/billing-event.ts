// npm run billing:event -- --key-prefix <prefix> --event payment_failed|payment_succeeded|subscription_ended
// Simulates a payment provider's event for a key (the local provider's stand-in for Stripe's webhooks):
// it goes through the same lib/billing code as a Stripe event. Works while the server runs.
import { parseArgs } from 'node:util';
import { PAYMENT_EVENTS } from '@/lib/keys';
import { OperationError, runOperation } from '@/lib/operator';

const usage = `usage: npm run billing:event -- --key-prefix <first 12 characters of the key> --event <${PAYMENT_EVENTS.join('|')}>`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'key-prefix': { type: 'string' }, event: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) return void console.log(usage);
  if (!values['key-prefix'] || !values.event) throw new OperationError(`--key-prefix and --event are required\n${usage}`);
  const result = await runOperation('billingEvent', { keyPrefix: values['key-prefix'], event: values.event });
  console.log(`${result.key_prefix} (${result.plan}): ${result.from} → ${result.status}`);
}

main().catch((error: unknown) => {
  const known =
    error instanceof OperationError ||
    (error instanceof Error && 'code' in error && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS'));
  console.error(`billing:event: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`);
  process.exit(1);
});
