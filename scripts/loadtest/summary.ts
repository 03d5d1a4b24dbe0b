// The pure parts of `npm run loadtest` (scripts/loadtest.ts): its arguments, the request bodies of
// each scenario, and what a run's responses add up to. No server, no autocannon: tested beside it.
import { parseArgs } from 'node:util';

/** The bundled map data: Copenhagen's centre, zoom 14, from data/tiles/city.pmtiles (no network). */
export const VIEW = { lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark' } as const;

export const SCENARIOS = ['preview', 'png', 'pdf', 'mix'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** What each scenario posts to /v1/render, in the order a connection sends them (the mix: 6 previews, 3 PNGs, 1 PDF). */
export function scenarioBodies(scenario: Scenario): Array<Record<string, unknown>> {
  const preview = { ...VIEW, format: 'png', maxDimension: 640 };
  // The defaults: 3600 × 4800 capped at maxDimension 4096, so 3072 × 4096.
  const png = { ...VIEW, format: 'png' };
  const pdf = { ...VIEW, format: 'pdf' };
  switch (scenario) {
    case 'preview':
      return [preview];
    case 'png':
      return [png];
    case 'pdf':
      return [pdf];
    case 'mix':
      return [preview, png, preview, preview, pdf, preview, png, preview, preview, png];
  }
}

export interface LoadtestArgs {
  /** Seconds each scenario runs. */
  duration: number;
  /** Render requests in flight at once (autocannon connections). */
  connections: number;
  /** Requests per second of each probe (/health, /v1/me) sent while the renders run. */
  probeRate: number;
  scenarios: Scenario[];
  /** Posters in the batch scenario (POST /v1/batches of default PNGs), 0 for none. */
  batch: number;
  /**
   * The print scenario (--print A0): this paper size at 300 dpi with 3 mm bleed, PNG, queued, while another
   * key renders the small poster one at a time; undefined: not run. Alone, it runs without the other scenarios.
   */
  print?: string;
  /** An already running server (with `key`) instead of starting one. */
  url?: string;
  key?: string;
  help: boolean;
}

export const USAGE = `usage: npm run loadtest -- [--duration SECONDS] [--connections N] [--probe-rate N] [--scenarios ${SCENARIOS.join(',')}] [--url URL --key KEY]
  --duration     seconds each scenario runs (default 20, 5 to 600)
  --connections  render requests in flight at once (default 8, 1 to 256)
  --probe-rate   GET /health and GET /v1/me requests per second each, sent during the renders (default 10, 1 to 200)
  --scenarios    which, comma-separated (default all: ${SCENARIOS.join(',')})
  --batch        posters in the batch scenario, run after them: one key's batch of 3072 × 4096 PNGs while another key renders one poster at a time (default 48, 0 to skip, at most 100)
  --print        a paper size (A0 … A4, B1 … B4): the print scenario, run last: that size at 300 dpi with 3 mm bleed, PNG, queued by one key, while another key renders the small poster (640 px PNG) one at a time, first alone; given alone, --scenarios and --batch default to none
  --url, --key   load a server that is already running, with this key (default: start the built server on a temporary DATA_DIR)`;

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  return Number(value);
}

/** The command line; throws an Error naming the bad argument. */
export function parseLoadtestArgs(argv: string[]): LoadtestArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      'probe-rate': { type: 'string' },
      scenarios: { type: 'string' },
      batch: { type: 'string' },
      print: { type: 'string' },
      url: { type: 'string' },
      key: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const print = values.print?.trim().toUpperCase();
  if (print !== undefined && !/^(A[0-4]|B[1-4])$/.test(print))
    throw new Error(`--print must be a paper size, A0 to A4 or B1 to B4, got ${JSON.stringify(values.print)}`);
  // A print run alone measures the print alone.
  const printAlone = print !== undefined && values.scenarios === undefined;
  const scenarios =
    values.scenarios === undefined
      ? printAlone
        ? []
        : [...SCENARIOS]
      : values.scenarios
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  for (const scenario of scenarios) {
    if (!(SCENARIOS as readonly string[]).includes(scenario))
      throw new Error(`--scenarios: unknown scenario ${JSON.stringify(scenario)}; choose from ${SCENARIOS.join(', ')}`);
  }
  if (scenarios.length === 0 && !printAlone) throw new Error(`--scenarios: name at least one of ${SCENARIOS.join(', ')}`);
  if ((values.url === undefined) !== (values.key === undefined)) throw new Error('--url and --key go together: a running server and a key of it');
  if (values.url !== undefined && !/^https?:\/\//.test(values.url)) throw new Error(`--url must be an http(s) URL, got ${JSON.stringify(values.url)}`);
  return {
    duration: wholeNumber('duration', values.duration, 20, 5, 600),
    connections: wholeNumber('connections', values.connections, 8, 1, 256),
    probeRate: wholeNumber('probe-rate', values['probe-rate'], 10, 1, 200),
    scenarios: [...new Set(scenarios)] as Scenario[],
    batch: wholeNumber('batch', values.batch, printAlone ? 0 : 48, 0, 100),
    print,
    url: values.url?.replace(/\/$/, ''),
    key: values.key,
    help: values.help,
  };
}

/** One answer as the load generator saw it. */
export interface Sample {
  status: number;
  /** ms from the request sent to the response read. */
  latencyMs: number;
  /** The API's error code (`busy`, `timeout`, …) of a non-2xx JSON answer. */
  code?: string;
  retryAfter?: string;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile (p in 0..100) of numbers; 0 of none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function latencyOf(values: readonly number[]): Latency {
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
    max: round(values.length ? Math.max(...values) : 0),
  };
}

export interface Summary {
  /** Answers received (any status). */
  responses: number;
  /** 2xx answers: posters delivered, or probes answered. */
  ok: number;
  /** ok per second over the run. */
  perSecond: number;
  /** Of the 2xx answers (a refusal is quick, and would flatter the figures). */
  latencyMs: Latency;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** Non-2xx answers by "status code" (503 busy, 502 render_failed…). */
  errors: Record<string, number>;
  /** Requests that got no answer: connection errors and autocannon's time-outs. */
  failed: number;
  /** 5xx answers the API does not document as "come back later": any 5xx but a 503 with Retry-After. */
  undocumented5xx: number;
}

/** What a run's answers add up to; `seconds` is how long it ran, `failed` the requests that got no answer. */
export function summarise(samples: readonly Sample[], seconds: number, failed = 0): Summary {
  const statuses: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const okLatencies: number[] = [];
  let undocumented5xx = 0;
  for (const sample of samples) {
    statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
    if (sample.status >= 200 && sample.status < 300) {
      okLatencies.push(sample.latencyMs);
      continue;
    }
    const label = `${sample.status} ${sample.code ?? '?'}`;
    errors[label] = (errors[label] ?? 0) + 1;
    if (sample.status >= 500 && !(sample.status === 503 && sample.retryAfter)) undocumented5xx++;
  }
  return {
    responses: samples.length,
    ok: okLatencies.length,
    perSecond: seconds > 0 ? Math.round((okLatencies.length / seconds) * 100) / 100 : 0,
    latencyMs: latencyOf(okLatencies),
    statuses,
    errors,
    failed,
    undocumented5xx,
  };
}

export interface ScenarioResult {
  scenario: Scenario;
  connections: number;
  seconds: number;
  renders: Summary;
  health: Summary;
  me: Summary;
  /** The server's CPU seconds (every thread) from the scenario's start until it drained, over the posters delivered; only when the loadtest started the server. */
  serverCpuPerPoster?: number;
}

const seconds = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

function errorMix(summary: Summary): string {
  const parts = Object.entries(summary.errors).map(([label, count]) => `${count}× ${label}`);
  if (summary.failed) parts.push(`${summary.failed}× no answer`);
  return parts.length ? parts.join(', ') : 'none';
}

/** The table `npm run loadtest` prints: one row per scenario, then the probes' latency during it. */
export function formatTable(results: readonly ScenarioResult[]): string {
  const rows = [['scenario', 'posters/s', 'CPU/poster', 'p50', 'p95', 'p99', 'errors', '/health p50/p99', '/v1/me p50/p99']];
  for (const r of results) {
    rows.push([
      `${r.scenario} (${r.connections} conn)`,
      r.renders.perSecond.toFixed(2),
      r.serverCpuPerPoster === undefined ? '-' : `${r.serverCpuPerPoster.toFixed(2)} s`,
      seconds(r.renders.latencyMs.p50),
      seconds(r.renders.latencyMs.p95),
      seconds(r.renders.latencyMs.p99),
      errorMix(r.renders),
      `${seconds(r.health.latencyMs.p50)} / ${seconds(r.health.latencyMs.p99)}${r.health.ok < r.health.responses + r.health.failed ? ` (${errorMix(r.health)})` : ''}`,
      `${seconds(r.me.latencyMs.p50)} / ${seconds(r.me.latencyMs.p99)}${r.me.ok < r.me.responses + r.me.failed ? ` (${errorMix(r.me)})` : ''}`,
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The issue's targets, each said as met or missed (a measurement: nothing fails on them). */
export function targetChecks(results: readonly ScenarioResult[]): string[] {
  const lines: string[] = [];
  const png = results.find((r) => r.scenario === 'png');
  if (png) lines.push(`${png.renders.perSecond >= 2 ? 'met' : 'missed'}: ≥ 2 posters/s at 3072×4096 PNG (${png.renders.perSecond.toFixed(2)})`);
  const bad = results.reduce((n, r) => n + r.renders.undocumented5xx + r.health.undocumented5xx + r.me.undocumented5xx, 0);
  lines.push(`${bad === 0 ? 'met' : 'missed'}: no 5xx but 503 with Retry-After (${bad} others)`);
  if (results.length) {
    const worst = Math.max(...results.map((r) => r.health.latencyMs.p99));
    const unanswered = results.some((r) => r.health.ok === 0);
    lines.push(
      `${worst < 100 && !unanswered ? 'met' : 'missed'}: /health p99 under 100 ms while rendering (worst ${seconds(worst)}${unanswered ? '; a run with no 200 from /health' : ''})`,
    );
  }
  return lines;
}

/** The batch scenario: one key's batch drawn by the job workers while a second key renders one poster at a time, and the probes. */
export interface BatchResult {
  posters: number;
  succeeded: number;
  failed: number;
  /** From the batch's created_at to its completed_at, as the server recorded them. */
  seconds: number;
  perSecond: number;
  /** The second key's synchronous renders (POST /v1/render, 640 px PNG) while the batch ran. */
  single: Summary;
  /** The second key's queued renders (POST /v1/renders, 640 px PNG), from queued to finished, one after another while the batch ran. */
  queued: Latency & { count: number };
  health: Summary;
}

/** The print scenario: a big print queued by one key while another key renders the small poster one at a time. */
export interface PrintRunResult {
  /** The paper size, at 300 dpi with 3 mm bleed, PNG. */
  size: string;
  status: string;
  /** The sheet's pixels and the file's bytes, from the stored file's result. */
  width?: number;
  height?: number;
  bytes?: number;
  /** From queued to finished, and from started to finished (the drawing, storing included), as the server recorded them. */
  seconds: number;
  drawSeconds: number;
  /** The progress a client polling GET /v1/renders/{id} every half second saw: seconds since queued, stage, fraction. */
  progress: Array<{ at: number; stage: string; fraction: number }>;
  /** The small poster (POST /v1/render, 640 px PNG), one at a time: alone before the print, then while it rendered. */
  smallAlone: Summary;
  smallBeside: Summary;
  health: Summary;
  /** The server process's peak RSS (VmHWM) before the print was queued and after it ended, in MiB; undefined when unknown (--url). */
  peakRssMiB?: { before: number; after: number };
}

export function formatPrint(result: PrintRunResult): string[] {
  const size = result.width ? `${result.width} × ${result.height} px, ${((result.bytes ?? 0) / 1024 / 1024).toFixed(1)} MB` : 'no file';
  const small = (summary: Summary) =>
    `p50 ${seconds(summary.latencyMs.p50)}, p95 ${seconds(summary.latencyMs.p95)}, max ${seconds(summary.latencyMs.max)} (${summary.ok} renders, errors: ${errorMix(summary)})`;
  const seen = result.progress.filter((p, i, all) => i === 0 || p.stage !== all[i - 1]!.stage || p.fraction !== all[i - 1]!.fraction);
  return [
    `print ${result.size} at 300 dpi, PNG, queued: ${result.status}, ${size}, ${result.seconds.toFixed(1)} s queued to finished (${result.drawSeconds.toFixed(1)} s from started)`,
    `  its progress as polled: ${seen.map((p) => `${p.at.toFixed(1)} s ${p.stage} ${Math.round(p.fraction * 100)} %`).join(', ') || 'none seen'}`,
    `  another key's small poster alone, POST /v1/render (640 px): ${small(result.smallAlone)}`,
    `  the same while the print rendered: ${small(result.smallBeside)}`,
    `  /health while it rendered: p50 ${seconds(result.health.latencyMs.p50)}, p99 ${seconds(result.health.latencyMs.p99)}`,
    ...(result.peakRssMiB ? [`  server peak RSS (VmHWM): ${result.peakRssMiB.before} MiB before the print, ${result.peakRssMiB.after} MiB after`] : []),
  ];
}

export function formatBatch(result: BatchResult): string[] {
  return [
    `batch of ${result.posters} PNGs (3072 × 4096): ${result.perSecond.toFixed(2)} posters/s (${result.succeeded} succeeded, ${result.failed} failed, in ${result.seconds.toFixed(1)} s)`,
    `  another key's single render while it ran, POST /v1/render (640 px): p50 ${seconds(result.single.latencyMs.p50)}, p95 ${seconds(result.single.latencyMs.p95)}, max ${seconds(result.single.latencyMs.max)} (${result.single.ok} renders, errors: ${errorMix(result.single)})`,
    `  another key's queued render while it ran, POST /v1/renders (640 px), queued to finished: p50 ${seconds(result.queued.p50)}, max ${seconds(result.queued.max)} (${result.queued.count} renders)`,
    `  /health while it ran: p50 ${seconds(result.health.latencyMs.p50)}, p99 ${seconds(result.health.latencyMs.p99)}`,
  ];
}
