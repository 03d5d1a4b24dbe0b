import { describe, expect, it } from 'vitest';
import { formatTable, parseLoadtestArgs, percentile, scenarioBodies, summarise, targetChecks, type ScenarioResult, type Summary } from './summary';

describe('loadtest arguments', () => {
  it('default to 20 s, 8 connections, probes at 10/s and every scenario', () => {
    expect(parseLoadtestArgs([])).toEqual({
      duration: 20,
      connections: 8,
      probeRate: 10,
      scenarios: ['preview', 'png', 'pdf', 'mix'],
      batch: 48,
      url: undefined,
      key: undefined,
      help: false,
    });
  });

  it('read each flag, and a running server with its key', () => {
    const args = parseLoadtestArgs([
      '--duration',
      '30',
      '--connections',
      '16',
      '--probe-rate',
      '5',
      '--scenarios',
      'png,mix,png',
      '--url',
      'http://127.0.0.1:3000/',
      '--key',
      'atp_live_x',
    ]);
    expect(args).toMatchObject({ duration: 30, connections: 16, probeRate: 5, scenarios: ['png', 'mix'], url: 'http://127.0.0.1:3000', key: 'atp_live_x' });
  });

  it('run the print scenario alone when --print is given alone, with the others when they are named', () => {
    expect(parseLoadtestArgs(['--print', 'a0'])).toMatchObject({ print: 'A0', scenarios: [], batch: 0 });
    expect(parseLoadtestArgs(['--print', 'A1', '--scenarios', 'png'])).toMatchObject({ print: 'A1', scenarios: ['png'], batch: 48 });
    expect(() => parseLoadtestArgs(['--print', 'A9'])).toThrow(/--print must be a paper size, A0 to A4 or B1 to B4, got "A9"/);
    expect(() => parseLoadtestArgs(['--scenarios', ''])).toThrow(/--scenarios: name at least one/);
  });

  it('name what is wrong', () => {
    expect(() => parseLoadtestArgs(['--duration', '2'])).toThrow(/--duration must be a whole number from 5 to 600, got "2"/);
    expect(() => parseLoadtestArgs(['--connections', 'many'])).toThrow(/--connections/);
    expect(() => parseLoadtestArgs(['--scenarios', 'png,jpeg'])).toThrow(/unknown scenario "jpeg"/);
    expect(() => parseLoadtestArgs(['--url', 'http://127.0.0.1:3000'])).toThrow(/--url and --key go together/);
    expect(() => parseLoadtestArgs(['--url', 'localhost:3000', '--key', 'k'])).toThrow(/--url must be an http/);
    expect(() => parseLoadtestArgs(['--batch', '101'])).toThrow(/--batch must be a whole number from 0 to 100, got "101"/);
    expect(parseLoadtestArgs(['--batch', '0']).batch).toBe(0);
    expect(() => parseLoadtestArgs(['--fast'])).toThrow();
  });
});

describe('scenario bodies', () => {
  it('ask for 640 px previews, default (3072 × 4096) PNGs, PDFs, and a mix of 6 previews, 3 PNGs and a PDF', () => {
    expect(scenarioBodies('preview')).toEqual([
      { lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark', format: 'png', maxDimension: 640 },
    ]);
    expect(scenarioBodies('png')[0]).not.toHaveProperty('maxDimension');
    expect(scenarioBodies('pdf')[0]).toMatchObject({ format: 'pdf' });
    const mix = scenarioBodies('mix');
    expect(mix.filter((b) => b.maxDimension === 640)).toHaveLength(6);
    expect(mix.filter((b) => b.format === 'png' && b.maxDimension === undefined)).toHaveLength(3);
    expect(mix.filter((b) => b.format === 'pdf')).toHaveLength(1);
  });
});

describe('summarising a run', () => {
  it('takes nearest-rank percentiles', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([percentile(hundred, 50), percentile(hundred, 95), percentile(hundred, 99), percentile(hundred, 100)]).toEqual([50, 95, 99, 100]);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('counts delivered answers per second, their latency alone, and the error mix by status and code', () => {
    const summary = summarise(
      [
        { status: 200, latencyMs: 1000 },
        { status: 200, latencyMs: 3000 },
        { status: 200, latencyMs: 2000 },
        { status: 503, latencyMs: 5, code: 'busy', retryAfter: '60' },
        { status: 503, latencyMs: 6, code: 'busy', retryAfter: '60' },
        { status: 502, latencyMs: 900, code: 'render_failed' },
        { status: 503, latencyMs: 7, code: 'timeout' },
      ],
      2,
      1,
    );
    expect(summary).toEqual({
      responses: 7,
      ok: 3,
      perSecond: 1.5,
      latencyMs: { p50: 2000, p95: 3000, p99: 3000, max: 3000 },
      statuses: { 200: 3, 502: 1, 503: 3 },
      errors: { '503 busy': 2, '502 render_failed': 1, '503 timeout': 1 },
      failed: 1,
      // The 502, and the 503 that came without Retry-After.
      undocumented5xx: 2,
    });
  });

  it('prints a row per scenario and says which targets were met', () => {
    const quiet: Summary = summarise(
      [
        { status: 200, latencyMs: 12 },
        { status: 200, latencyMs: 30 },
      ],
      1,
    );
    const png: ScenarioResult = {
      scenario: 'png',
      connections: 8,
      seconds: 20,
      renders: summarise(
        [...Array.from({ length: 44 }, () => ({ status: 200, latencyMs: 3500 })), { status: 503, latencyMs: 3, code: 'busy', retryAfter: '60' }],
        20,
      ),
      health: quiet,
      me: quiet,
      serverCpuPerPoster: 0.614,
    };
    const table = formatTable([png, { ...png, scenario: 'pdf', serverCpuPerPoster: undefined }]);
    expect(table.split('\n')[0]).toMatch(/^scenario\s+posters\/s\s+CPU\/poster\s+p50\s+p95\s+p99\s+errors\s+\/health p50\/p99\s+\/v1\/me p50\/p99$/);
    expect(table.split('\n')[2]).toMatch(/^pdf \(8 conn\)\s+2\.20\s+-\s+3\.50 s/);
    expect(table.split('\n')[1]).toMatch(/^png \(8 conn\)\s+2\.20\s+0\.61 s\s+3\.50 s\s+3\.50 s\s+3\.50 s\s+1× 503 busy\s+12 ms \/ 30 ms\s+12 ms \/ 30 ms$/);
    expect(targetChecks([png])).toEqual([
      'met: ≥ 2 posters/s at 3072×4096 PNG (2.20)',
      'met: no 5xx but 503 with Retry-After (0 others)',
      'met: /health p99 under 100 ms while rendering (worst 30 ms)',
    ]);
    const slow = { ...png, renders: summarise([{ status: 502, latencyMs: 1, code: 'render_failed' }], 20), health: summarise([], 20) };
    expect(targetChecks([slow])).toEqual([
      'missed: ≥ 2 posters/s at 3072×4096 PNG (0.00)',
      'missed: no 5xx but 503 with Retry-After (1 others)',
      'missed: /health p99 under 100 ms while rendering (worst 0 ms; a run with no 200 from /health)',
    ]);
  });
});
