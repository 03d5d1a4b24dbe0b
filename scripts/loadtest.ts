// npm run loadtest [-- --duration 20 --connections 8 --probe-rate 10 --scenarios preview,png,pdf,mix --batch 48 --print A0]
// Loads the built server (started here as `npm start` runs it: its own temporary DATA_DIR, embedded
// PGlite, 127.0.0.1, the bundled Copenhagen tiles) with autocannon, one scenario at a time, each for
// --duration seconds, while a second and third autocannon send GET /health and GET /v1/me at
// --probe-rate a second. Prints posters/s, the server's CPU a poster, p50/p95/p99 and the error mix, and writes the numbers to
// bench-results/loadtest-<commit>.json. A measurement, not a test: not part of `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { lastLine, ROOT, runScript, startServer, type RunningServer } from '../tests/support/server';
import {
  formatBatch,
  formatPrint,
  formatTable,
  latencyOf,
  parseLoadtestArgs,
  scenarioBodies,
  summarise,
  targetChecks,
  USAGE,
  VIEW,
  type BatchResult,
  type LoadtestArgs,
  type PrintRunResult,
  type Sample,
  type Scenario,
  type ScenarioResult,
  type Summary,
} from './loadtest/summary';

const TILES = path.join(ROOT, 'data/tiles/city.pmtiles');
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** Past the engine's 90 s deadline: every request gets the server's own answer, not autocannon's time-out. */
const REQUEST_TIMEOUT_S = 120;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Load {
  url: string;
  connections: number;
  seconds: number;
  requests: Array<{ method: string; path: string; headers: Record<string, string>; body?: string }>;
  overallRate?: number;
}

/** Runs one autocannon instance and keeps every answer's status, latency and (for errors) API code. */
async function drive(load: Load): Promise<Summary> {
  const samples: Sample[] = [];
  // autocannon reports the answer's headers and body to onResponse, then its latency to 'response', for the same request.
  let pending: Pick<Sample, 'code' | 'retryAfter'> = {};
  const instance = autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    timeout: REQUEST_TIMEOUT_S,
    overallRate: load.overallRate,
    requests: load.requests.map((request) => ({
      ...request,
      onResponse: (status, body, _context, headers) => {
        pending = {};
        if (status >= 200 && status < 300) return;
        try {
          pending.code = String((JSON.parse(body) as { code?: unknown }).code ?? '?');
        } catch {
          pending.code = 'not-json';
        }
        const retryAfter = headers['retry-after'] ?? headers['Retry-After'];
        if (retryAfter !== undefined) pending.retryAfter = String(retryAfter);
      },
    })),
  });
  instance.on('response', (_client, status, _bytes, latencyMs) => {
    samples.push({ status, latencyMs, ...pending });
    pending = {};
  });
  const result = await instance;
  return summarise(samples, result.duration, result.errors);
}

function renderRequests(scenario: Scenario, key: string) {
  return scenarioBodies(scenario).map((body) => ({
    method: 'POST',
    path: '/v1/render',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }));
}

function probe(url: string, pathname: string, key: string | undefined, rate: number, seconds: number): Promise<Summary> {
  return drive({
    url,
    // Two connections: a slow answer does not hold back the next probe (rate-limited, so no extra load).
    connections: 2,
    seconds,
    overallRate: rate,
    requests: [{ method: 'GET', path: pathname, headers: key ? { Authorization: `Bearer ${key}` } : {} }],
  });
}

async function runScenario(args: LoadtestArgs, url: string, scenario: Scenario, key: string, probeKey: string): Promise<ScenarioResult> {
  const [renders, health, me] = await Promise.all([
    drive({ url, connections: args.connections, seconds: args.duration, requests: renderRequests(scenario, key) }),
    probe(url, '/health', undefined, args.probeRate, args.duration),
    probe(url, '/v1/me', probeKey, args.probeRate, args.duration),
  ]);
  return { scenario, connections: args.connections, seconds: args.duration, renders, health, me };
}

/**
 * One key's batch of `posters` default PNGs, drawn by the job workers, while another key renders one
 * 640 px poster at a time (synchronously, then queued) and /health is probed: the batch's posters/s
 * from the server's own times, and what the other key waits meanwhile.
 */
async function runBatchScenario(args: LoadtestArgs, url: string, batchKey: string, smallKey: string): Promise<BatchResult> {
  const headers = (key: string) => ({ Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' });
  const small = { ...VIEW, format: 'png', maxDimension: 640 };
  const accepted = await fetch(`${url}/v1/batches`, {
    method: 'POST',
    headers: headers(batchKey),
    body: JSON.stringify({ defaults: { ...VIEW, format: 'png' }, renders: Array.from({ length: args.batch }, () => ({})) }),
  });
  if (accepted.status !== 202) throw new Error(`POST /v1/batches: ${accepted.status} ${await accepted.text()}`);
  const { id } = (await accepted.json()) as { id: string };
  let running = true;
  const batch = (async () => {
    for (;;) {
      const state = (await (await fetch(`${url}/v1/batches/${id}`, { headers: headers(batchKey) })).json()) as {
        status: string;
        succeeded: number;
        failed: number;
        created_at: string;
        completed_at: string;
      };
      if (state.status === 'completed') return state;
      await sleep(250);
    }
  })().finally(() => {
    running = false;
  });
  const singles: Sample[] = [];
  const singleLoop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/v1/render`, { method: 'POST', headers: headers(smallKey), body: JSON.stringify(small) });
      const body = (await response.json()) as { code?: string };
      singles.push({ status: response.status, latencyMs: performance.now() - started, ...(response.ok ? {} : { code: String(body.code) }) });
    }
  })();
  const queued: number[] = [];
  const queuedLoop = (async () => {
    while (running) {
      const response = await fetch(`${url}/v1/renders`, { method: 'POST', headers: headers(smallKey), body: JSON.stringify(small) });
      if (response.status !== 202) throw new Error(`POST /v1/renders: ${response.status} ${await response.text()}`);
      const { id: renderId } = (await response.json()) as { id: string };
      for (;;) {
        const render = (await (await fetch(`${url}/v1/renders/${renderId}`, { headers: headers(smallKey) })).json()) as {
          status: string;
          created_at: string;
          finished_at: string;
        };
        if (render.status === 'succeeded' || render.status === 'failed') {
          queued.push(Date.parse(render.finished_at) - Date.parse(render.created_at));
          break;
        }
        await sleep(100);
      }
    }
  })();
  const healthSamples: Sample[] = [];
  const healthLoop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/health`);
      await response.arrayBuffer();
      healthSamples.push({ status: response.status, latencyMs: performance.now() - started });
      await sleep(1000 / args.probeRate);
    }
  })();
  const done = await batch;
  await Promise.all([singleLoop, queuedLoop, healthLoop]);
  const seconds = (Date.parse(done.completed_at) - Date.parse(done.created_at)) / 1000;
  return {
    posters: args.batch,
    succeeded: done.succeeded,
    failed: done.failed,
    seconds,
    perSecond: done.succeeded / seconds,
    single: summarise(singles, seconds),
    queued: { ...latencyOf(queued), count: queued.length },
    health: summarise(healthSamples, seconds),
  };
}

/** A process's peak resident memory so far (VmHWM, Linux), in MiB; undefined where it cannot be read. */
function peakRssMiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kib = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? undefined : Math.round(Number(kib) / 1024);
  } catch {
    return undefined;
  }
}

/**
 * A process's CPU time so far, all its threads (utime + stime of /proc/<pid>/stat, in USER_HZ ticks,
 * 100 a second on Linux), in seconds; undefined where it cannot be read.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Small posters rendered one after another while `going()` (POST /v1/render, 640 px PNG), each answer's latency kept. */
async function smallPosters(url: string, key: string, going: () => boolean): Promise<Sample[]> {
  const small = { ...VIEW, format: 'png', maxDimension: 640 };
  const samples: Sample[] = [];
  while (going()) {
    const started = performance.now();
    const response = await fetch(`${url}/v1/render`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(small),
    });
    const body = (await response.json()) as { code?: string };
    samples.push({ status: response.status, latencyMs: performance.now() - started, ...(response.ok ? {} : { code: String(body.code) }) });
  }
  return samples;
}

/** The small posters rendered alone before the print, as its baseline. */
const SMALL_ALONE = 12;

/**
 * The print scenario (--print A0): the small poster alone first (SMALL_ALONE of them), then a print of that size
 * at 300 dpi with 3 mm bleed (the bench's print view: the Copenhagen core at zoom 13) queued by one key, while
 * another key renders the small poster one at a time and /health is probed, and the print's progress is polled
 * as a client would. A big poster must not starve the small ones behind it: their latency beside it is the answer.
 */
async function runPrintScenario(args: LoadtestArgs, url: string, pid: number | undefined, printKey: string, smallKey: string): Promise<PrintRunResult> {
  let count = 0;
  // The first one pays the routes' first compile and the tiles' first read (the other scenarios' warm-up may not have run): not counted.
  const alone = (await smallPosters(url, smallKey, () => count++ <= SMALL_ALONE)).slice(1);
  const before = peakRssMiB(pid);
  const headers = { Authorization: `Bearer ${printKey}`, 'Content-Type': 'application/json' };
  const accepted = await fetch(`${url}/v1/renders`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...VIEW, zoom: 13, format: 'png', printSize: args.print, dpi: 300, bleedMm: 3 }),
  });
  if (accepted.status !== 202) throw new Error(`POST /v1/renders: ${accepted.status} ${await accepted.text()}`);
  const { id } = (await accepted.json()) as { id: string };
  const queuedAt = performance.now();
  let running = true;
  const progress: PrintRunResult['progress'] = [];
  type RenderAnswer = {
    status: string;
    created_at: string;
    started_at: string | null;
    finished_at: string | null;
    progress?: { stage: string; fraction: number };
    result?: { bytes: number; url: string };
  };
  const print = (async () => {
    for (;;) {
      const render = (await (await fetch(`${url}/v1/renders/${id}`, { headers })).json()) as RenderAnswer;
      if (render.progress) progress.push({ at: (performance.now() - queuedAt) / 1000, ...render.progress });
      if (render.status === 'succeeded' || render.status === 'failed') return render;
      await sleep(500);
    }
  })().finally(() => {
    running = false;
  });
  const beside = smallPosters(url, smallKey, () => running);
  const healthSamples: Sample[] = [];
  const healthLoop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/health`);
      await response.arrayBuffer();
      healthSamples.push({ status: response.status, latencyMs: performance.now() - started });
      await sleep(1000 / args.probeRate);
    }
  })();
  const done = await print;
  const [besideSamples] = await Promise.all([beside, healthLoop]);
  const after = peakRssMiB(pid);
  const took = (from: string | null) => (from && done.finished_at ? (Date.parse(done.finished_at) - Date.parse(from)) / 1000 : 0);
  let sheet: { width?: number; height?: number } = {};
  if (done.result) {
    // The sheet's size from the stored file itself (its PNG header), not from what was asked.
    const file = Buffer.from(await (await fetch(done.result.url)).arrayBuffer());
    sheet = { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
  }
  const seconds = took(done.created_at);
  return {
    size: args.print!,
    status: done.status,
    ...sheet,
    bytes: done.result?.bytes,
    seconds,
    drawSeconds: took(done.started_at),
    progress,
    smallAlone: summarise(alone, alone.reduce((total, sample) => total + sample.latencyMs, 0) / 1000),
    smallBeside: summarise(besideSamples, seconds),
    health: summarise(healthSamples, seconds),
    ...(before !== undefined && after !== undefined ? { peakRssMiB: { before, after } } : {}),
  };
}

/** Never two `next build`s at once on this machine: wait for one already running to finish. */
async function waitForOtherBuilds(): Promise<void> {
  for (let waited = 0; ; waited += 5) {
    const running = spawnSync('pgrep', ['-f', 'next build'], { encoding: 'utf8' }).stdout.trim();
    if (!running) return;
    if (waited === 0) console.log('waiting for a `next build` already running to finish…');
    if (waited > 900) throw new Error('a `next build` has been running for 15 minutes; try again later');
    await sleep(5000);
  }
}

async function createKey(server: RunningServer, plan = 'business'): Promise<string> {
  const created = await runScript('key:create', ['--plan', plan], server.env);
  const key = lastLine(created.stdout);
  if (created.code !== 0 || !key.startsWith('atp_')) throw new Error(`key:create failed (${created.code}):\n${created.stderr}`);
  return key;
}

async function warmUp(url: string, key: string, scenarios: readonly Scenario[]): Promise<void> {
  // One of each poster first: tiles read, fonts loaded, Chromium started, the routes compiled.
  const bodies = new Map(scenarios.flatMap((s) => scenarioBodies(s)).map((body) => [JSON.stringify(body), body]));
  for (const body of bodies.values()) {
    const response = await fetch(`${url}/v1/render`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`warm-up render of ${JSON.stringify(body)} failed: ${response.status} ${await response.text()}`);
  }
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'uncommitted';
  }
}

async function main(): Promise<void> {
  const args = parseLoadtestArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  let server: RunningServer | undefined;
  let url = args.url;
  const keys: string[] = [];
  try {
    if (!url) {
      await waitForOtherBuilds();
      console.log('starting the built server (building first if the sources changed)…');
      server = await startServer({ env: { TILES_URL: TILES, ...(CHROMIUM ? { CHROMIUM_PATH: CHROMIUM } : {}) } });
      url = server.url;
      // A key per scenario and one for /v1/me: a Business quota (5000 a month) each, far more than a run draws.
      keys.push(...(await Promise.all(Array.from({ length: args.scenarios.length + 2 }, () => createKey(server!)))));
      // The batch scenario's other key: a Pro key, a customer far smaller than the batch's.
      keys.push(await createKey(server, 'pro'));
      // The print scenario's two: the print's, and the small posters' (a Pro key beside it).
      keys.push(await createKey(server), await createKey(server, 'pro'));
    } else {
      keys.push(...Array.from({ length: args.scenarios.length + 5 }, () => args.key!));
    }
    const probeKey = keys[0]!;
    const loadBefore = os.loadavg();
    console.log(
      `Atlasprint loadtest: ${url}, ${args.duration} s per scenario, ${args.connections} render connections, probes at ${args.probeRate}/s; ` +
        `${os.availableParallelism()} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}` +
        (process.env.UV_THREADPOOL_SIZE ? `, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE}` : ''),
    );
    console.log(`view: ${VIEW.city} ${VIEW.lat}, ${VIEW.lon} zoom ${VIEW.zoom} (data/tiles/city.pmtiles)\n`);
    await warmUp(url, probeKey, args.scenarios);

    const idle = await Promise.all([probe(url, '/health', undefined, args.probeRate, 5), probe(url, '/v1/me', probeKey, args.probeRate, 5)]);
    console.log(
      `idle: /health p50 ${idle[0].latencyMs.p50} ms p99 ${idle[0].latencyMs.p99} ms; /v1/me p50 ${idle[1].latencyMs.p50} ms p99 ${idle[1].latencyMs.p99} ms`,
    );

    const results: ScenarioResult[] = [];
    for (const [index, scenario] of args.scenarios.entries()) {
      process.stdout.write(`${scenario}: ${args.duration} s… `);
      const cpuBefore = cpuSeconds(server?.pid);
      const result = await runScenario(args, url, scenario, keys[index + 1]!, probeKey);
      console.log(`${result.renders.perSecond.toFixed(2)} posters/s`);
      // Let renders cut off by the end of the run (their clients gone) drain before the next.
      await sleep(3000);
      const cpuAfter = cpuSeconds(server?.pid);
      // Renders cut off at the end count too: their CPU was spent, for no poster.
      if (cpuBefore !== undefined && cpuAfter !== undefined && result.renders.ok > 0) result.serverCpuPerPoster = (cpuAfter - cpuBefore) / result.renders.ok;
      results.push(result);
    }
    let batch: BatchResult | undefined;
    if (args.batch > 0) {
      process.stdout.write(`batch of ${args.batch}… `);
      batch = await runBatchScenario(args, url, keys.at(-4)!, keys.at(-3)!);
      console.log(`${batch.perSecond.toFixed(2)} posters/s`);
    }
    let print: PrintRunResult | undefined;
    if (args.print) {
      process.stdout.write(`print ${args.print} at 300 dpi… `);
      print = await runPrintScenario(args, url, server?.pid, keys.at(-2)!, keys.at(-1)!);
      console.log(`${print.status} in ${print.seconds.toFixed(1)} s`);
    }
    const loadAfter = os.loadavg();
    if (results.length) console.log(`\n${formatTable(results)}\n`);
    if (batch) console.log(`${formatBatch(batch).join('\n')}\n`);
    if (print) console.log(`${formatPrint(print).join('\n')}\n`);
    console.log('latency of delivered posters (2xx); /health and /v1/me sent at the same time, each at the probe rate');
    for (const line of targetChecks(results)) console.log(line);
    console.log(`load average after: ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);

    const id = commit();
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    const file = path.join('bench-results', `loadtest-${id}.json`);
    fs.writeFileSync(
      path.join(ROOT, file),
      JSON.stringify(
        {
          commit: id,
          date: new Date().toISOString(),
          machine: { cores: os.availableParallelism(), loadBefore, loadAfter, node: process.version },
          env: { UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? null },
          view: VIEW,
          args: {
            duration: args.duration,
            connections: args.connections,
            probeRate: args.probeRate,
            scenarios: args.scenarios,
            batch: args.batch,
            print: args.print,
          },
          idle: { health: idle[0], me: idle[1] },
          results,
          batch,
          print,
        },
        null,
        2,
      ),
    );
    console.log(`written ${file}`);
  } finally {
    if (server) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`loadtest: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
