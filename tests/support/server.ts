import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { processesCarrying } from '@/scripts/left-behind.mjs';
import { copyEmbeddedDatabase, embeddedDatabaseTemplate } from './embedded-database-template';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const TETHER = path.join(import.meta.dirname, 'tether.mjs');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  /** The server's process id (scripts/start.mjs serves in the process it starts in): the loadtest reads its memory. */
  pid: number;
  output: () => string;
  /** Sends the server process a signal (SIGTERM: what a deploy sends). */
  signal: (name: NodeJS.Signals) => void;
  /** How the server process ended: its exit code, or the signal that killed it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<number | null>;
}

/**
 * Builds the app when its sources changed, as `npm start` would, without serving: before starting
 * several servers at once (each would otherwise run its own `next build` in the same folder).
 */
export async function buildIfNeeded(): Promise<void> {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`building the app failed (${code}):\n${output}`);
}

/**
 * Starts the real service the way `npm start` does (building first when needed). An embedded database it
 * would make afresh is a copy of the migrated template (tests/support/embedded-database-template.ts: PGlite's
 * initdb is ~9 CPU s a start) unless `freshDatabase`: the specs of a first start on an empty DATA_DIR ask for it.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string>; freshDatabase?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-e2e-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...options.env };
  const embedded = path.join(dataDir, 'pglite');
  if (!options.freshDatabase && !env.DATABASE_URL && !process.env.DATABASE_URL && !fs.existsSync(embedded)) {
    copyEmbeddedDatabase(embeddedDatabaseTemplate(), embedded);
  }
  // Tethered (tether.mjs): if this test process dies before it stops the server, the server dies too.
  const child = spawn(process.execPath, ['--import', TETHER, 'scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const exited = ended.then(({ code }) => code);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port,
    dataDir,
    env,
    pid: child.pid!,
    output: () => output,
    signal: (name) => void child.kill(name),
    exited: ended,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs an npm script of the project (e.g. key:create) and captures what it prints. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export function lastLine(text: string): string {
  return text.trim().split('\n').at(-1) ?? '';
}

/** The server's JSON log lines whose message starts with `message`. */
export function loggedLines(server: RunningServer, message: string): (Record<string, unknown> & { message: string })[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown> & { message: string })
    .filter((line) => line.message.startsWith(message));
}

/**
 * Who still uses a server's data folder: every process (this one aside) with a file or its working
 * directory in it, and every process the server started (they carry its DATA_DIR in their
 * environment: a browser, a worker process). Empty once the folder is quiescent; undefined where
 * there is no /proc to ask.
 */
export function dataFolderUsers(dataDir: string): string[] | undefined {
  const carrying = processesCarrying(`DATA_DIR=${dataDir}`);
  if (carrying === undefined) return undefined;
  const inside = (target: string) => target === dataDir || target.startsWith(`${dataDir}${path.sep}`);
  const holding = fs.readdirSync('/proc').flatMap((entry) => {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) return [];
    try {
      const links = [`/proc/${pid}/cwd`, ...fs.readdirSync(`/proc/${pid}/fd`).map((fd) => `/proc/${pid}/fd/${fd}`)];
      const held = links.flatMap((link) => {
        try {
          const target = fs.readlinkSync(link);
          return inside(target) ? [target] : [];
        } catch {
          return [];
        }
      });
      return held.length > 0 ? [`${pid} holds ${held.join(', ')}`] : [];
    } catch {
      return []; // ended while we looked, or not ours to read
    }
  });
  return [...carrying.map(({ pid, command }) => `${pid} was started by the server: ${command.slice(0, 120)}`), ...holding];
}
