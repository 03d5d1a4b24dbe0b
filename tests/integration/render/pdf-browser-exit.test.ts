/**
 * A process that prints PDFs and dies without closing its browser (SIGKILL, a test worker torn down,
 * an out-of-memory kill) must not leave Chromium running: the browser is driven over a pipe, and
 * Chromium exits when the pipe closes. Before, a test run left its browsers behind (issue 28).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CHROMIUM } from '@/tests/support/engine';
import { ROOT } from '@/tests/support/server';

/** Pids of processes whose command line mentions `text` (Chromium's profile folder). */
function processesMentioning(text: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', text], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

it.runIf(CHROMIUM)(
  'a process killed while its PDF browser runs leaves no Chromium behind',
  async () => {
    // The profile folder is made under TMPDIR: a folder of this test's own tells its browser from any other.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-orphan-'));
    const script = path.join(tmp, 'print.mts');
    fs.writeFileSync(
      script,
      `import { PdfPrinter } from '${path.join(ROOT, 'lib/render/pdf/index.ts')}';
const printer = new PdfPrinter({ executablePath: ${JSON.stringify(CHROMIUM)} });
await printer.print('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>', 100, 100);
console.log('printed');
process.stdin.resume(); // stays until killed: the test never writes to it
`,
    );
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [script], {
      cwd: ROOT,
      env: { ...process.env, TMPDIR: tmp },
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: true,
    });
    // tsx runs the script in a node process of its own: the whole group goes (puppeteer starts Chromium in a group of its own).
    const killAll = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
    };
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('printed') && resolve());
        child.once('exit', (code) => reject(new Error(`the printing process exited (${code}) before printing`)));
      });
      expect(processesMentioning(`${tmp}/atlasprint-chromium-`).length, 'a browser ran').toBeGreaterThan(0);
      killAll();
      await expect.poll(() => processesMentioning(`${tmp}/atlasprint-chromium-`), { timeout: 15_000 }).toEqual([]);
    } finally {
      killAll();
      for (const pid of processesMentioning(`${tmp}/atlasprint-chromium-`)) process.kill(pid, 'SIGKILL');
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  },
  60_000,
);
