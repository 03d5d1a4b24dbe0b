import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BUDGET_ARGS, VITEST_ARGS } from './test-steps.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET_TEST = 'tests/integration/main-thread-budget.test.ts';

/** The files a vitest step of `npm test` would run, as `vitest list` names them: project and path. */
async function filesOf(stepArgs: string[]): Promise<Array<{ project: string; file: string }>> {
  const args = ['list', '--filesOnly', '--json', ...stepArgs.filter((arg) => arg !== 'run')];
  const { stdout } = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/vitest'), args, { cwd: ROOT, maxBuffer: 16 << 20 });
  const listed = JSON.parse(stdout) as Array<{ file: string; projectName: string }>;
  return listed.map(({ file, projectName }) => ({ project: projectName, file: path.relative(ROOT, file) }));
}

describe("npm test's vitest steps", () => {
  it('the vitest step runs every project but not the main-thread budget, which the budget step runs alone', async () => {
    const [all, vitest, budget] = await Promise.all([filesOf(['run']), filesOf(VITEST_ARGS), filesOf(BUDGET_ARGS)]);
    expect(vitest.filter(({ file }) => file === BUDGET_TEST)).toEqual([]);
    expect(new Set(vitest.map(({ project }) => project))).toEqual(
      new Set(all.map(({ project }) => project).filter((project) => !project.startsWith('budget'))),
    );
    expect(budget.length).toBeGreaterThan(0);
    expect(budget.filter(({ file }) => file !== BUDGET_TEST)).toEqual([]);
    // Between them, every file of every project once: nothing lost in the split.
    const key = ({ project, file }: { project: string; file: string }) => `${project} ${file}`;
    expect([...vitest, ...budget].map(key).sort()).toEqual(all.map(key).sort());
  }, 60_000);
});
