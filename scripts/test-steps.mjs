// The vitest steps of `npm test` (scripts/test.mjs): which projects of vitest.config.ts each runs.
// Apart so scripts/test-steps.test.ts can list the files each step runs without running them.

/**
 * Everything but the main-thread budget. By project, not `--exclude`: a CLI exclude does not reach a
 * project's own file list (the budget file ran in this step too, 19 s a database, for a result the budget
 * step then measured again).
 */
export const VITEST_ARGS = ['run', '--project', '!budget-*'];

/**
 * The main-thread budget, alone, one file at a time: it holds the server thread's CPU time between timer
 * ticks to issue 38's budget, and beside a second vitest worker on two cores that measure tripled (291 ms
 * against ≤ 53).
 */
export const BUDGET_ARGS = ['run', '--project', 'budget-*', '--maxWorkers=1'];
