import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const TETHER = path.join(import.meta.dirname, 'tether.mjs');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0).filter(alive)) process.kill(pid, 'SIGKILL');
});

it('a tethered server dies with the process that started it, however that one ended', async () => {
  // The parent starts a tethered listener (as startServer starts the service), says its pid and stays.
  const parent = spawn(
    process.execPath,
    [
      '-e',
      `const c = require('node:child_process').spawn(process.execPath, ['--import', ${JSON.stringify(TETHER)}, '-e', 'require("node:net").createServer().listen(0)'], { stdio: ['pipe', 'ignore', 'inherit'] }); console.log(c.pid); process.stdin.resume();`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  started.push(parent.pid!);
  const server = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
  started.push(server);
  expect(alive(server)).toBe(true);
  parent.kill('SIGKILL'); // no afterAll, no exit handler: what a torn-down worker gets
  await expect.poll(() => alive(server), { timeout: 15_000 }).toBe(false);
});

it('a tethered process that ends by itself still ends, though its stdin stays open', async () => {
  const child = spawn(process.execPath, ['--import', TETHER, '-e', 'console.log("done")'], { stdio: ['pipe', 'pipe', 'inherit'] });
  started.push(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(0);
  expect(output.trim()).toBe('done');
  child.stdin.end();
});

it('a tethered process starts worker threads as an untethered one does', async () => {
  // Worker threads inherit --import: the tether must leave them be (the render workers failed to start).
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-tether-'));
  const worker = path.join(folder, 'worker.mjs');
  fs.writeFileSync(worker, "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage('up');\n");
  const child = spawn(
    process.execPath,
    [
      '--import',
      TETHER,
      '-e',
      `new (require('node:worker_threads').Worker)(${JSON.stringify(worker)}).once('message', (m) => { console.log(m); process.exit(0); }).once('error', (e) => { console.log('error: ' + e.message); process.exit(1); });`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  started.push(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  fs.rmSync(folder, { recursive: true, force: true });
  expect(output.trim()).toBe('up');
  expect(code).toBe(0);
});
