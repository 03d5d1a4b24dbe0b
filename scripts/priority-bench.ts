// npm run priority-bench [-- --settings 0,5,10,0/1 --rounds 3 --seconds 15 --probe-rate 20]
// What the render workers' nice value (WORKER_NICE, lib/render/threads/pool.ts) does under a mixed
// PNG + PDF load: for each setting ("N" = workers at nice N, one per core; "N/W" = W workers at nice N)
// a child process runs the engine as the server does (raster posters in the bundled render workers,
// PDFs composed on the main thread and printed by Chromium, a normal-priority process) with two PNG
// clients and one PDF client, and answers GET /health on its main thread; this process sends /health
// at --probe-rate a second meanwhile. Settings alternate, round after round, so a neighbour's load on
// this shared machine falls on all of them; the table gives each one's median over rounds and the
// spread (min-max). A measurement, not a test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parsePosterSpec, PdfPrinter, PosterEngine, renderThreads } from '@/lib/render';
import { buildRenderWorker } from './build-render-worker.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const TILES = path.join(ROOT, 'data/tiles/city.pmtiles');
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** Copenhagen's centre at z14, 3072 × 4096: the loadtest's poster (scripts/loadtest/summary.ts). */
const VIEW = { lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark' };

interface ChildResult {
  pngDraw: number[];
  pngTotal: number[];
  pdfTotal: number[];
  seconds: number;
  failures: number;
}

const median = (values: readonly number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const quantile = (values: readonly number[], q: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** The loaded process: prints `port N`, runs the load for `seconds`, prints its result as JSON. */
async function child(seconds: number, workers: number, script: string): Promise<void> {
  const health = http.createServer((_request, response) => response.end('{"status":"ok"}'));
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
  const printer = new PdfPrinter({ executablePath: CHROMIUM });
  const engine = new PosterEngine({ tilesUrl: TILES, printer, workerScript: script, concurrency: workers, maxQueue: 100, deadlineMs: 300_000 });
  const png = parsePosterSpec({ ...VIEW, format: 'png' });
  const pdf = parsePosterSpec({ ...VIEW, format: 'pdf' });
  // Warm: tiles decoded in every worker, fonts loaded, Chromium started.
  await Promise.all([...Array.from({ length: workers }, () => engine.render(png)), engine.render(pdf)]);
  process.stdout.write(`port ${(health.address() as AddressInfo).port}\n`);
  const result: ChildResult = { pngDraw: [], pngTotal: [], pdfTotal: [], seconds, failures: 0 };
  const until = performance.now() + seconds * 1000;
  const client = async (format: 'png' | 'pdf') => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const output = await engine.render(format === 'png' ? png : pdf);
        if (format === 'png') {
          result.pngDraw.push(output.timings.draw);
          result.pngTotal.push(performance.now() - started);
        } else result.pdfTotal.push(performance.now() - started);
      } catch {
        result.failures++;
      }
    }
  };
  await Promise.all([client('png'), client('png'), client('pdf')]);
  process.stdout.write(`result ${JSON.stringify(result)}\n`);
  await engine.close();
  await printer.close();
  health.close();
}

interface Run {
  setting: string;
  health: number[];
  result: ChildResult;
}

async function probe(port: number, rate: number, stop: Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void stop.then(() => (done = true));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get({ host: '127.0.0.1', port, path: '/health', agent }, (response) => {
          response.resume();
          response.on('end', () => {
            if (!done) latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', () => resolve());
    });
  const pending: Promise<void>[] = [];
  while (!done) {
    pending.push(once());
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  await Promise.all(pending);
  agent.destroy();
  return latencies;
}

function runSetting(setting: string, seconds: number, rate: number, script: string): Promise<Run> {
  const [nice, workers = String(renderThreads())] = setting.split('/');
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/priority-bench.ts'), '--child', '--seconds', String(seconds), '--workers', workers, '--script', script],
    {
      cwd: ROOT,
      env: { ...process.env, RENDER_WORKER_NICE: nice },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise<Run>((resolve, reject) => {
    let buffered = '';
    let stopProbe!: () => void;
    const stopped = new Promise<void>((resolve) => (stopProbe = resolve));
    let probing: Promise<number[]> = Promise.resolve([]);
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        if (line.startsWith('port ')) probing = probe(Number(line.slice(5)), rate, stopped);
        if (line.startsWith('result ')) {
          stopProbe();
          const result = JSON.parse(line.slice(7)) as ChildResult;
          void probing.then((health) => resolve({ setting, health, result }));
        }
      }
    });
    proc.on('exit', (code) => {
      stopProbe();
      if (code !== 0) reject(new Error(`setting ${setting}: the child exited with ${code}`));
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      child: { type: 'boolean', default: false },
      script: { type: 'string' },
      workers: { type: 'string' },
      settings: { type: 'string', default: '0,5,10' },
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '15' },
      'probe-rate': { type: 'string', default: '20' },
    },
  });
  const seconds = Number(values.seconds);
  if (values.child) return child(seconds, Number(values.workers), values.script!);

  fs.mkdirSync(path.join(ROOT, '.next'), { recursive: true });
  const folder = fs.mkdtempSync(path.join(ROOT, '.next', 'priority-bench-'));
  try {
    const script = await buildRenderWorker(ROOT, path.join(folder, 'render-worker.mjs'));
    const settings = values.settings.split(',');
    const rounds = Number(values.rounds);
    console.log(
      `priority bench: ${os.availableParallelism()} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' ',
        )}; settings ${settings.join(', ')} (nice/workers), ${rounds} rounds of ${seconds} s; 2 PNG + 1 PDF clients, /health at ${values['probe-rate']}/s`,
    );
    const runs: Run[] = [];
    for (let round = 0; round < rounds; round++) {
      // Each round starts with the next setting, so none always runs first (or last) in a round.
      const order = settings.map((_, i) => settings[(i + round) % settings.length]!);
      for (const setting of order) {
        const run = await runSetting(setting, seconds, Number(values['probe-rate']), script);
        runs.push(run);
        const r = run.result;
        console.log(
          `round ${round + 1} ${setting.padEnd(5)} /health p50 ${quantile(run.health, 0.5).toFixed(1)} p99 ${quantile(run.health, 0.99).toFixed(1)} ms; PNG draw ${median(r.pngDraw).toFixed(0)} ms, PNG ${median(r.pngTotal).toFixed(0)} ms, PDF ${median(r.pdfTotal).toFixed(0)} ms; ${((r.pngTotal.length + r.pdfTotal.length) / r.seconds).toFixed(2)} posters/s (${r.pngTotal.length} PNG, ${r.pdfTotal.length} PDF, ${r.failures} failed); load ${os.loadavg()[0]!.toFixed(2)}`,
        );
      }
    }
    console.log('\nmedian over rounds (min-max): setting | /health p50 | /health p99 | PNG draw | PNG total | PDF total | posters/s');
    for (const setting of settings) {
      const mine = runs.filter((run) => run.setting === setting);
      const cell = (pick: (run: Run) => number, digits = 0) => {
        const values = mine.map(pick);
        return `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
      };
      console.log(
        [
          setting,
          cell((run) => quantile(run.health, 0.5), 1),
          cell((run) => quantile(run.health, 0.99), 1),
          cell((run) => median(run.result.pngDraw)),
          cell((run) => median(run.result.pngTotal)),
          cell((run) => median(run.result.pdfTotal)),
          cell((run) => (run.result.pngTotal.length + run.result.pdfTotal.length) / run.result.seconds, 2),
        ].join(' | '),
      );
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
