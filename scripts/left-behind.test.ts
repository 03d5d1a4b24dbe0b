import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { processesCarrying, processesLeftBehind } from './left-behind.mjs';

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
});

/** A node process that stays until killed, started by a parent that exits at once: an orphan, as a leaked browser is. */
async function orphanCarrying(marker: string): Promise<number> {
  const parent = spawn(
    process.execPath,
    [
      '-e',
      `const c = require('node:child_process').spawn(process.execPath, ['-e', 'require("node:net").createServer().listen(0)'], { detached: true, stdio: 'ignore' }); console.log(c.pid); c.unref(); process.exit(0);`,
    ],
    { env: { ...process.env, LEAK_MARKER: marker }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  parent.stdout.on('data', (chunk) => (output += chunk));
  await new Promise((resolve) => parent.once('exit', resolve));
  const pid = Number(output.trim());
  started.push(pid);
  return pid;
}

it.runIf(process.platform === 'linux')('finds a process of the run whose parent is gone, by the marker in its environment, and only that one', async () => {
  const marker = `LEAK_MARKER=${randomUUID()}`;
  expect(processesCarrying(marker)).toEqual([]);
  const pid = await orphanCarrying(marker.slice('LEAK_MARKER='.length));
  const other = await orphanCarrying(randomUUID());
  const found = processesCarrying(marker);
  expect(found?.map((entry) => entry.pid)).toEqual([pid]);
  expect(found?.[0]?.command).toContain('createServer');
  expect(found?.map((entry) => entry.pid)).not.toContain(other);
});

it.runIf(process.platform === 'linux')('reports nothing left once the process has gone', async () => {
  const marker = `LEAK_MARKER=${randomUUID()}`;
  const pid = await orphanCarrying(marker.slice('LEAK_MARKER='.length));
  expect((await processesLeftBehind(marker, 0))?.map((entry) => entry.pid)).toEqual([pid]);
  process.kill(pid, 'SIGKILL');
  expect(await processesLeftBehind(marker)).toEqual([]);
});
