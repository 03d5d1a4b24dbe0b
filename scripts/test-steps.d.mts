/** The vitest step's arguments: every project but the main-thread budget's (scripts/test-steps.mjs). */
export const VITEST_ARGS: string[];
/** The budget step's arguments: the main-thread budget's projects alone, one worker. */
export const BUDGET_ARGS: string[];
