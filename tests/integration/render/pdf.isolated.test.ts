import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RenderError } from '@/lib/render/errors';
import { PdfPrinter, sharedPdfPrinter, type PdfPrinterOptions } from '@/lib/render/pdf';
import { CHROMIUM_ARGS } from '@/tests/support/browser';
import { CHROMIUM } from '@/tests/support/engine';

// Lets one test make request interception impossible to set up, to prove the printer then refuses to print.
const interception = vi.hoisted(() => ({ broken: false }));
vi.mock('@/lib/render/pdf/locked-down-page', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/render/pdf/locked-down-page')>();
  return {
    ...real,
    openLockedDownPage: (browser: Browser, onBlocked: (url: string) => void) => {
      if (!interception.broken) return real.openLockedDownPage(browser, onBlocked);
      const sabotaged = Object.create(browser) as Browser;
      sabotaged.newPage = async () => {
        const page = await browser.newPage();
        page.setRequestInterception = async () => {
          throw new Error('Fetch.enable failed');
        };
        return page;
      };
      return real.openLockedDownPage(sabotaged, onBlocked);
    },
  };
});

// Lets a test see the moment a job starts printing, and hold its answer back while Chromium prints:
// the queue and deadline tests then never depend on how long a print takes on this machine.
const nextPrint = vi.hoisted(() => ({ watch: undefined as undefined | { entered: () => void; released: Promise<void> } }));
vi.mock('@/lib/render/pdf/print-poster', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/render/pdf/print-poster')>();
  return {
    ...real,
    printPoster: async (...args: Parameters<typeof real.printPoster>) => {
      const watch = nextPrint.watch;
      nextPrint.watch = undefined;
      const printed = real.printPoster(...args);
      if (!watch) return printed;
      // Its page may be thrown away (deadline, crash) while the answer is held: that rejection is expected.
      printed.catch(() => undefined);
      watch.entered();
      await watch.released;
      return printed;
    },
  };
});

/**
 * The next job to start printing: `entered` resolves once Chromium has its page and is printing; with
 * `hold`, the job keeps that page and does not answer (whatever Chromium does) until `release()`.
 */
function watchNextPrint(options: { hold: boolean }): { entered: Promise<void>; release: () => void } {
  let entered!: () => void;
  let release: () => void = () => undefined;
  const enteredPromise = new Promise<void>((resolve) => (entered = resolve));
  const released = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  nextPrint.watch = { entered, released };
  return { entered: enteredPromise, release };
}

/** Whether a promise has settled yet, without ever leaving a rejection unhandled. */
function settledFlag(promise: Promise<unknown>): () => boolean {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
}

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const subsetFont = require('subset-font') as (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;

const INTER_BOLD = path.resolve(import.meta.dirname, '../../../node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-pdf-test-'));
const printers: PdfPrinter[] = [];

function printer(options: Omit<PdfPrinterOptions, 'executablePath'> = {}): PdfPrinter {
  const made = new PdfPrinter({ executablePath: CHROMIUM, ...options });
  printers.push(made);
  return made;
}

afterAll(async () => {
  await Promise.all(printers.map((p) => p.close()));
  fs.rmSync(workDir, { recursive: true, force: true });
});

// ---------- SVG fixtures ----------

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

const tinySvg = `${svgOpen(20, 20)}<rect width="20" height="20" fill="#abcdef"/></svg>`;

function scribbles(count: number, width: number, height: number, segments = 5): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    let x = Math.random() * width;
    let y = Math.random() * height;
    let d = `M${x.toFixed(0)} ${y.toFixed(0)}`;
    for (let k = 0; k < segments; k++) {
      x += (Math.random() - 0.5) * 40;
      y += (Math.random() - 0.5) * 40;
      d += `L${x.toFixed(1)} ${y.toFixed(1)}`;
    }
    const color = Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0');
    out += `<path d="${d}" stroke="#${color}" stroke-width="1.5" fill="none"/>`;
  }
  return out;
}

/** About 2 s of printing on this machine: Chromium rasterises blurred groups into the PDF. */
const slowSvg = `${svgOpen(1024, 1024)}<filter id="b"><feGaussianBlur stdDeviation="20"/></filter><g filter="url(#b)">${scribbles(500, 1024, 1024)}</g></svg>`;

// ---------- poppler helpers ----------

async function savePdf(pdf: Uint8Array, name: string): Promise<string> {
  const file = path.join(workDir, `${name}.pdf`);
  await fs.promises.writeFile(file, pdf);
  return file;
}

async function pdfInfo(file: string): Promise<{ pages: number; widthPt: number; heightPt: number }> {
  const { stdout } = await run('pdfinfo', [file]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
  const pages = /Pages:\s+(\d+)/.exec(stdout);
  return { pages: Number(pages?.[1]), widthPt: Number(size?.[1]), heightPt: Number(size?.[2]) };
}

async function pdfFonts(file: string): Promise<{ name: string; embedded: boolean }[]> {
  const { stdout } = await run('pdffonts', [file]);
  // Columns: name type encoding emb sub uni object-id; names hold no spaces in subset fonts.
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const cells = line.trim().split(/\s+/);
      return { name: cells[0] ?? '', embedded: cells.at(-5) === 'yes' };
    });
}

/** Rasterises page 1 at 96 dpi, so one pixel is one CSS px of the poster. */
async function rasterise(file: string): Promise<{ width: number; height: number; rgb: (x: number, y: number) => [number, number, number] }> {
  const { stdout } = await run('pdftoppm', ['-r', '96', '-singlefile', file], { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 });
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(stdout.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a binary PPM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const start = header[0].length;
  return {
    width,
    height,
    rgb: (x, y) => {
      const at = start + (y * width + x) * 3;
      return [stdout[at]!, stdout[at + 1]!, stdout[at + 2]!];
    },
  };
}

function expectColor(actual: [number, number, number], hex: string): void {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const off = Math.max(...actual.map((v, i) => Math.abs(v - want[i]!)));
  expect(off, `rgb(${actual.join(',')}) should be ${hex}`).toBeLessThanOrEqual(8);
}

async function rejection(promise: Promise<unknown>): Promise<RenderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RenderError);
  return error as RenderError;
}

// ---------- tests ----------

describe('PdfPrinter output', () => {
  const main = printer();

  it('prints rect, path and embedded-font text to one exact-size vector page', async () => {
    const width = 640;
    const height = 480;
    const woff2 = await subsetFont(fs.readFileSync(INTER_BOLD), 'ATLAS', { targetFormat: 'woff2' });
    const svg =
      svgOpen(width, height) +
      `<style>@font-face{font-family:"PosterTitle";font-weight:700;src:url(data:font/woff2;base64,${woff2.toString('base64')}) format("woff2")}</style>` +
      `<rect width="${width}" height="${height}" fill="#f4efe6"/>` +
      `<rect x="40" y="40" width="200" height="120" fill="#1e6fd9"/>` +
      `<path d="M300 100 L600 100" stroke="#d62828" stroke-width="40"/>` +
      `<text x="320" y="400" text-anchor="middle" font-family="PosterTitle" font-weight="700" font-size="110" fill="#111111">ATLAS</text>` +
      `</svg>`;
    const file = await savePdf(await main.print(svg, width, height), 'simple');

    expect(await pdfInfo(file)).toEqual({ pages: 1, widthPt: width * 0.75, heightPt: height * 0.75 });

    const image = await rasterise(file);
    expect([image.width, image.height]).toEqual([width, height]);
    expectColor(image.rgb(10, 10), '#f4efe6');
    expectColor(image.rgb(140, 100), '#1e6fd9');
    expectColor(image.rgb(450, 100), '#d62828');
    expectColor(image.rgb(450, 140), '#f4efe6');

    // Only the embedded subset: a fallback (DejaVu, Liberation…) would show up here too.
    const fonts = await pdfFonts(file);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]!.name).toMatch(/^[A-Z]{6}\+Inter/);
    expect(fonts[0]!.embedded).toBe(true);
  });

  it('rounds a size that is not a multiple of 8 px up by under 1.2 px, still on one page', async () => {
    // Chromium sizes PDF pages in 1/300 in, so W×0.75 pt is exact only when W is a multiple of 8.
    const file = await savePdf(await main.print(`${svgOpen(1003, 1403)}<rect width="1003" height="1403" fill="#00aa55"/></svg>`, 1003, 1403), 'odd');
    const info = await pdfInfo(file);
    expect(info.pages).toBe(1);
    expect(info.widthPt - 1003 * 0.75).toBeGreaterThanOrEqual(0);
    expect(info.widthPt - 1003 * 0.75).toBeLessThan(0.9);
    expect(info.heightPt - 1403 * 0.75).toBeGreaterThanOrEqual(0);
    expect(info.heightPt - 1403 * 0.75).toBeLessThan(0.9);
  });

  it('reaches nothing on the network and runs no script, yet still prints', async () => {
    const hits: string[] = [];
    let connections = 0;
    const canary = http.createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end('');
    });
    canary.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
    // A printer of its own, closed before counting: once its browser is gone, no late request
    // (an iframe, a prefetch) can still arrive.
    const own = printer();
    try {
      const svg =
        svgOpen(400, 300) +
        `<style>@import url("${origin}/import.css"); .far{fill:url(${origin}/paint.svg#p)} .bg{background-image:url(${origin}/css-bg.png)}</style>` +
        `<rect width="400" height="300" fill="#ffffff" class="bg"/>` +
        `<rect id="marker" x="10" y="10" width="100" height="100" fill="#00ff00"/>` +
        `<image href="${origin}/image.png" x="150" y="10" width="20" height="20"/>` +
        `<image xlink:href="${origin}/xlink-image.png" x="180" y="10" width="20" height="20"/>` +
        `<use href="${origin}/sprite.svg#icon" x="210" y="10"/>` +
        `<rect class="far" x="240" y="10" width="20" height="20"/>` +
        `<foreignObject x="0" y="150" width="400" height="150"><div xmlns="http://www.w3.org/1999/xhtml">` +
        `<img src="${origin}/img.png" width="10" height="10"/>` +
        `<iframe src="${origin}/frame.html" width="50" height="50"></iframe>` +
        `<script src="${origin}/script.js"></script>` +
        `<link rel="stylesheet" href="${origin}/link.css"/><link rel="preconnect" href="${origin}"/><link rel="prefetch" href="${origin}/prefetch"/>` +
        `<div style="width:10px;height:10px;background:url(${origin}/div-bg.png)"></div>` +
        `</div></foreignObject>` +
        `<script>document.getElementById('marker').setAttribute('fill', '#ff0000'); fetch('${origin}/fetch');</script>` +
        `</svg>`;
      const file = await savePdf(await own.print(svg, 400, 300), 'canary');

      expect((await pdfInfo(file)).pages).toBe(1);
      expectColor((await rasterise(file)).rgb(60, 60), '#00ff00');
      const blocked = own.blockedRequests;
      await own.close();
      // The canary takes connections in the order they were made: once it has seen this one, it has
      // seen any the browser opened before it exited.
      await (await fetch(`${origin}/after-close`)).text();
      expect(hits).toEqual(['/after-close']);
      expect(connections).toBe(1);
      expect(blocked).toBeGreaterThan(0);
    } finally {
      canary.closeAllConnections();
      await new Promise((resolve) => canary.close(resolve));
    }
  });

  it('prints a 3 MB SVG', async () => {
    const svg = `${svgOpen(3072, 4096)}<rect width="3072" height="4096" fill="#f4efe6"/>${scribbles(24_000, 3072, 4096)}</svg>`;
    expect(svg.length).toBeGreaterThan(3_000_000);
    const file = await savePdf(await main.print(svg, 3072, 4096), 'large');
    expect(await pdfInfo(file)).toEqual({ pages: 1, widthPt: 2304, heightPt: 3072 });
  });

  it('refuses to print when request interception cannot be set up', async () => {
    const fresh = printer({ pages: 1 });
    interception.broken = true;
    try {
      const error = await rejection(fresh.print(tinySvg, 20, 20));
      expect(error.code).toBe('render_failed');
      expect(error.message).toContain('Fetch.enable failed');
    } finally {
      interception.broken = false;
    }
    // The browser is fine; only the sabotaged page was refused.
    expect((await pdfInfo(await savePdf(await fresh.print(tinySvg, 20, 20), 'after-refusal'))).pages).toBe(1);
  });
});

describe('PdfPrinter queue and deadlines', () => {
  const tight = printer({ pages: 1, maxQueue: 1 });
  beforeAll(async () => {
    await tight.print(tinySvg, 20, 20); // warm: the browser starts on the first print
  });

  it("answers 'busy' at once when the pages and the queue are full", async () => {
    const ahead = watchNextPrint({ hold: true });
    const printing = tight.print(tinySvg, 20, 20);
    await ahead.entered; // the only page is printing, and stays busy until released
    const queued = tight.print(tinySvg, 20, 20); // the only place in the queue
    const printingSettled = settledFlag(printing);
    const queuedSettled = settledFlag(queued);
    const error = await rejection(tight.print(tinySvg, 20, 20));
    expect(error.code).toBe('busy');
    expect(error.message).toMatch(/^renderer busy: .*retry in about a minute$/);
    // At once: answered while the page was still busy, not once a page or a place in the queue freed up.
    expect([printingSettled(), queuedSettled()]).toEqual([false, false]);
    ahead.release();
    // The jobs already accepted are not harmed.
    await expect(printing).resolves.toBeInstanceOf(Uint8Array);
    await expect(queued).resolves.toBeInstanceOf(Uint8Array);
  });

  it("answers 'timeout' when the deadline passes in the queue, and the job ahead still prints", async () => {
    const ahead = watchNextPrint({ hold: true });
    const printing = tight.print(tinySvg, 20, 20);
    await ahead.entered; // it holds the only page until released, so the job below can only wait
    const error = await rejection(tight.print(tinySvg, 20, 20, { deadlineMs: 200 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('waiting for a free page');
    ahead.release();
    await expect(printing).resolves.toBeInstanceOf(Uint8Array);
  });

  it("answers 'timeout' when the deadline passes while printing, and never reuses that page", async () => {
    // An idle page: the job below has it and is printing within the same turn, before any timer can fire.
    await tight.print(tinySvg, 20, 20);
    const pagesBefore = tight.pagesOpened;
    const overrun = watchNextPrint({ hold: true });
    const printing = tight.print(slowSvg, 1024, 1024, { deadlineMs: 200 });
    await overrun.entered;
    // Its print cannot answer until released: the timeout comes from the deadline, not from the print ending.
    const error = await rejection(printing);
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('while printing');

    // The next job gets a new page, and is printed while the abandoned print still has not answered.
    await expect(tight.print(tinySvg, 20, 20)).resolves.toBeInstanceOf(Uint8Array);
    expect(tight.pagesOpened).toBe(pagesBefore + 1);
    overrun.release();
  });

  it("answers 'aborted' when its caller goes away while printing, frees the page slot at once and never reuses that page", async () => {
    await tight.print(tinySvg, 20, 20);
    const pagesBefore = tight.pagesOpened;
    const held = watchNextPrint({ hold: true });
    const controller = new AbortController();
    const printing = tight.print(slowSvg, 1024, 1024, { signal: controller.signal });
    await held.entered;
    controller.abort();
    const error = await rejection(printing);
    expect(error.code).toBe('aborted');
    // The only page slot is free while the abandoned print still has not answered: the next job prints on a new page.
    await expect(tight.print(tinySvg, 20, 20)).resolves.toBeInstanceOf(Uint8Array);
    expect(tight.pagesOpened).toBe(pagesBefore + 1);
    held.release();
  });

  it("answers 'aborted' for a job whose caller leaves while it waits, and the job ahead still prints", async () => {
    const ahead = watchNextPrint({ hold: true });
    const printing = tight.print(tinySvg, 20, 20);
    await ahead.entered;
    const controller = new AbortController();
    const waiting = tight.print(tinySvg, 20, 20, { signal: controller.signal });
    controller.abort();
    expect((await rejection(waiting)).code).toBe('aborted');
    // Out of the queue: its place is free for another job.
    const next = tight.print(tinySvg, 20, 20);
    ahead.release();
    await expect(printing).resolves.toBeInstanceOf(Uint8Array);
    await expect(next).resolves.toBeInstanceOf(Uint8Array);
    // A signal that fired before the call: refused without a page.
    expect((await rejection(tight.print(tinySvg, 20, 20, { signal: AbortSignal.abort() }))).code).toBe('aborted');
  });

  it("answers 'timeout' for a deadline too short for any print", async () => {
    expect((await rejection(tight.print(tinySvg, 20, 20, { deadlineMs: 1 }))).code).toBe('timeout');
  });

  it('fails the print in flight when the browser is killed, and the next print starts a new browser', async () => {
    const pid = tight.browserPid;
    expect(pid).toBeTypeOf('number');
    const launchedBefore = tight.browsersLaunched;

    const printing = watchNextPrint({ hold: false });
    const inFlight = tight.print(slowSvg, 1024, 1024);
    await printing.entered; // Chromium is printing it (about 2 s of work), and the browser dies now
    process.kill(pid!, 'SIGKILL');
    const error = await rejection(inFlight);
    expect(error.code).toBe('render_failed');

    const file = await savePdf(await tight.print(tinySvg, 20, 20), 'after-kill');
    expect((await pdfInfo(file)).pages).toBe(1);
    expect(tight.browsersLaunched).toBe(launchedBefore + 1);
    expect(tight.browserPid).not.toBe(pid);
  });
});

describe('PdfPrinter browser lifecycle', () => {
  it('replaces a page after recycleAfter jobs', async () => {
    const recycling = printer({ pages: 1, recycleAfter: 2 });
    for (let i = 0; i < 5; i++) await recycling.print(tinySvg, 20, 20);
    // Jobs 1–2 on page 1, 3–4 on page 2, 5 on page 3.
    expect(recycling.pagesOpened).toBe(3);
    expect(recycling.browsersLaunched).toBe(1);
  });

  it('launches lazily with the server flags and a temporary profile that close() removes', async () => {
    const lazy = printer();
    expect(lazy.browserPid).toBeUndefined();
    await lazy.print(tinySvg, 20, 20);
    const pid = lazy.browserPid!;
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    // What every test browser runs with, and unhinted glyph outlines (the PDF's text as the font draws it).
    for (const flag of [...CHROMIUM_ARGS, '--font-render-hinting=none']) {
      expect(args).toContain(flag);
    }
    const profile = args.find((arg) => arg.startsWith('--user-data-dir='))?.slice('--user-data-dir='.length);
    expect(profile?.startsWith(os.tmpdir())).toBe(true);
    expect(fs.existsSync(profile!)).toBe(true);

    await lazy.close();
    expect(fs.existsSync(profile!)).toBe(false);
    expect((await rejection(lazy.print(tinySvg, 20, 20))).code).toBe('render_failed');
  });

  it('shares one printer per process (a process singleton), forgotten when closed', async () => {
    const first = sharedPdfPrinter({ executablePath: CHROMIUM });
    expect(sharedPdfPrinter({ executablePath: '/elsewhere' })).toBe(first);
    expect(sharedPdfPrinter.peek()).toBe(first);
    expect(first.browsersLaunched).toBe(0); // nothing starts until the first print
    await first.close();
    expect(sharedPdfPrinter.peek()).toBeUndefined();
  });
});
