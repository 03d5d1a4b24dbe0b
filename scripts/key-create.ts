// npm run key:create -- --plan <starter|pro|business|single> [--credits N] [--email E]
// Creates a key without payment (operators, tests). The key alone is printed on the last line.
import { parseArgs } from 'node:util';
import { OperationError, runOperation } from '@/lib/operator';
import { PLAN_IDS } from '@/lib/plans';

const usage = `usage: npm run key:create -- --plan <${PLAN_IDS.join('|')}> [--credits N] [--email ADDRESS]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { plan: { type: 'string' }, credits: { type: 'string' }, email: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!values.plan) throw new OperationError(`--plan is required\n${usage}`);
  if (values.credits !== undefined && !/^\d+$/.test(values.credits)) {
    throw new OperationError('--credits must be a whole number of 0 or more');
  }
  const created = await runOperation('createKey', {
    plan: values.plan,
    credits: values.credits === undefined ? undefined : Number(values.credits),
    email: values.email,
  });
  const allowance = created.credits === null ? 'monthly quota' : `${created.credits} credit${created.credits === 1 ? '' : 's'}`;
  console.error(`Created a ${created.plan} key (${allowance}), prefix ${created.key_prefix}. It is shown only once:`);
  console.log(created.key);
}

main().catch((error: unknown) => {
  const known = error instanceof OperationError || (error instanceof Error && /parseArgs|ERR_PARSE_ARGS/.test(String((error as NodeJS.ErrnoException).code)));
  console.error(`key:create: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`);
  process.exit(1);
});
