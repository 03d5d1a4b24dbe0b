import { processSingleton } from '@/lib/singleton';
import { abortedError, RenderError } from '../errors';
import { BrowserSession, type PageLease } from './browser-session';
import { assertPageSize } from './html';
import type { BrowserSource } from './launch';
import { printPoster } from './print-poster';

export interface PdfPrinterOptions {
  /** Remote CDP endpoint (puppeteer.connect); first choice when set. */
  wsEndpoint?: string;
  /**
   * Local Chromium executable; second choice. Else the Chromium bundled in @sparticuz/chromium
   * (unpacked into /tmp on first use, headless 'shell', its own args plus ours).
   */
  executablePath?: string;
  /** Concurrent pages, default 2. */
  pages?: number;
  /** Waiting jobs beyond the busy pages before 'busy', default 8. */
  maxQueue?: number;
  /** Per job, queue wait included, default 60 000. */
  deadlineMs?: number;
  /** A page is closed and replaced after this many jobs, default 50. */
  recycleAfter?: number;
}

interface PrintJob {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly deadlineMs: number;
  readonly deadlineAt: number;
  readonly timer: NodeJS.Timeout;
  /** Stops listening to the caller's AbortSignal. */
  forgetSignal?: () => void;
  state: 'queued' | 'running' | 'done';
  session?: BrowserSession;
  /** The page this job prints on, until it is handed back or thrown away. */
  lease?: PageLease;
  resolve(pdf: Uint8Array): void;
  reject(error: RenderError): void;
}

/**
 * Prints SVG posters to vector PDF with one warm Chromium: launched on the first print, shared by a
 * bounded pool of pages, and replaced when it dies. Jobs beyond the pool wait in a short FIFO queue;
 * a full queue answers 'busy' at once rather than letting callers pile up behind a slow render.
 */
export class PdfPrinter {
  readonly #source: BrowserSource;
  readonly #pages: number;
  readonly #maxQueue: number;
  readonly #deadlineMs: number;
  readonly #recycleAfter: number;

  readonly #queue: PrintJob[] = [];
  /** Jobs holding one of the `pages` slots (printing, or waiting for the browser to start). */
  readonly #printing = new Set<PrintJob>();
  #session: BrowserSession | undefined;
  #sessionStarting: Promise<BrowserSession> | undefined;
  #closed = false;

  #blockedRequests = 0;
  #pagesOpened = 0;
  #browsersLaunched = 0;

  constructor(options: PdfPrinterOptions = {}) {
    this.#source = { wsEndpoint: options.wsEndpoint, executablePath: options.executablePath };
    this.#pages = atLeast(1, options.pages ?? 2);
    this.#maxQueue = atLeast(0, options.maxQueue ?? 8);
    this.#deadlineMs = atLeast(1, options.deadlineMs ?? 60_000);
    this.#recycleAfter = atLeast(1, options.recycleAfter ?? 50);
  }

  /** Requests the current browser's pages made that were not data: or about:blank (all aborted). */
  get blockedRequests(): number {
    return this.#blockedRequests;
  }

  /** Pages opened since the printer was made; grows when pages are recycled or discarded. */
  get pagesOpened(): number {
    return this.#pagesOpened;
  }

  /** Browsers started (or connected to) since the printer was made. */
  get browsersLaunched(): number {
    return this.#browsersLaunched;
  }

  /** The current browser's pid when we launched it; for tests and diagnostics. */
  get browserPid(): number | undefined {
    return this.#session?.usable ? this.#session.pid : undefined;
  }

  /**
   * Prints a standalone SVG document (fonts embedded as data: URLs) to a one-page vector PDF of width×height CSS px.
   * When `signal` fires the job ends 'aborted' at once and its page is closed, which stops Chromium's work on it:
   * a client that left must not hold a page (and its render slot) for the seconds a large PDF takes.
   */
  print(svg: string, width: number, height: number, options: { deadlineMs?: number; signal?: AbortSignal } = {}): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new RenderError('render_failed', 'PDF printer is closed'));
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortedError());
    try {
      assertPageSize(width, height);
    } catch (error) {
      return Promise.reject(error);
    }
    if (this.#printing.size >= this.#pages && this.#queue.length >= this.#maxQueue) {
      return Promise.reject(
        new RenderError('busy', `renderer busy: ${this.#printing.size} posters printing and ${this.#queue.length} waiting; retry in about a minute`),
      );
    }
    const deadlineMs = atLeast(1, options.deadlineMs ?? this.#deadlineMs);
    return new Promise<Uint8Array>((resolve, reject) => {
      const job: PrintJob = {
        svg,
        width,
        height,
        deadlineMs,
        deadlineAt: Date.now() + deadlineMs,
        timer: setTimeout(() => this.#deadlinePassed(job), deadlineMs),
        state: 'queued',
        resolve,
        reject,
      };
      if (signal) {
        const onAbort = () => this.#stop(job, abortedError());
        signal.addEventListener('abort', onAbort, { once: true });
        job.forgetSignal = () => signal.removeEventListener('abort', onAbort);
      }
      this.#queue.push(job);
      this.#startWaitingJobs();
    });
  }

  /** Rejects waiting and running jobs, then closes the browser. The printer cannot be used again. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (sharedPdfPrinter.peek() === this) sharedPdfPrinter.reset();
    for (const job of [...this.#queue, ...this.#printing]) {
      this.#finish(job, new RenderError('render_failed', 'PDF printer closed before the poster was printed'));
    }
    const starting = this.#sessionStarting;
    this.#session = undefined;
    this.#sessionStarting = undefined;
    const session = await starting?.catch(() => undefined);
    await session?.close();
  }

  #startWaitingJobs(): void {
    while (this.#printing.size < this.#pages) {
      const job = this.#queue.shift();
      if (!job) return;
      void this.#run(job);
    }
  }

  async #run(job: PrintJob): Promise<void> {
    job.state = 'running';
    this.#printing.add(job);
    try {
      const session = await this.#usableSession();
      if (isDone(job)) return;
      job.session = session;
      const lease = await session.takePage();
      if (isDone(job)) {
        // The page is fresh or idle and untouched by this job: keep it.
        session.returnPage(lease);
        return;
      }
      job.lease = lease;
      const pdf = await printPoster(lease.page, job.svg, job.width, job.height, job.deadlineAt);
      lease.jobsPrinted += 1;
      // A deadline or a lost browser already answered the caller and threw the page away.
      if (isDone(job)) return;
      job.lease = undefined;
      if (lease.jobsPrinted >= this.#recycleAfter) session.discardPage(lease);
      else session.returnPage(lease);
      this.#finish(job, pdf);
    } catch (error) {
      // Whatever failed, the page's state is unknown now; a fresh one costs ~50 ms.
      this.#dropLease(job);
      this.#finish(job, asRenderError(error, job.session));
    } finally {
      this.#releaseSlot(job);
    }
  }

  async #usableSession(): Promise<BrowserSession> {
    // A browser that was killed may not have announced its disconnect yet; never hand out a dead one.
    if (this.#session && !this.#session.usable) this.#forgetSession(this.#session);
    this.#sessionStarting ??= this.#startSession();
    return this.#sessionStarting;
  }

  #startSession(): Promise<BrowserSession> {
    this.#browsersLaunched += 1;
    this.#blockedRequests = 0;
    const starting = BrowserSession.start(this.#source, {
      onBlockedRequest: () => {
        if (this.#sessionStarting === starting) this.#blockedRequests += 1;
      },
      onPageOpened: () => {
        this.#pagesOpened += 1;
      },
      onLost: (session) => this.#sessionLost(session),
    }).then(
      async (session) => {
        // close() ran while the browser was starting: nobody will use it.
        if (this.#closed) {
          await session.close();
          throw new RenderError('render_failed', 'PDF printer closed before the browser started');
        }
        this.#session = session;
        return session;
      },
      (error: unknown) => {
        if (this.#sessionStarting === starting) this.#sessionStarting = undefined;
        throw new RenderError('render_failed', `could not start the PDF browser: ${messageOf(error)}`, { cause: error });
      },
    );
    return starting;
  }

  #sessionLost(session: BrowserSession): void {
    this.#forgetSession(session);
    for (const job of this.#printing) {
      if (job.session !== session) continue;
      // The page died with the browser; closing it is pointless.
      job.lease = undefined;
      this.#finish(job, new RenderError('render_failed', 'the PDF browser crashed or disconnected while printing'));
      this.#releaseSlot(job);
    }
  }

  #forgetSession(session: BrowserSession): void {
    if (this.#session !== session) return;
    this.#session = undefined;
    this.#sessionStarting = undefined;
  }

  #deadlinePassed(job: PrintJob): void {
    const where = job.state === 'queued' ? 'waiting for a free page' : 'printing';
    this.#stop(job, new RenderError('timeout', `PDF print passed its ${job.deadlineMs} ms deadline while ${where}`));
  }

  /** Ends a job from outside (its deadline, its caller gone): out of the queue, or its page thrown away and its slot freed. */
  #stop(job: PrintJob, error: RenderError): void {
    if (job.state === 'done') return;
    if (job.state === 'queued') this.#queue.splice(this.#queue.indexOf(job), 1);
    // A page that overran, or whose print was abandoned, may still be busy inside Chromium; never give it to the next job.
    this.#dropLease(job);
    this.#finish(job, error);
    this.#releaseSlot(job);
  }

  #dropLease(job: PrintJob): void {
    if (job.lease && job.session) job.session.discardPage(job.lease);
    job.lease = undefined;
  }

  #finish(job: PrintJob, outcome: Uint8Array | RenderError): void {
    if (job.state === 'done') return;
    job.state = 'done';
    clearTimeout(job.timer);
    job.forgetSignal?.();
    if (outcome instanceof RenderError) job.reject(outcome);
    else job.resolve(outcome);
  }

  /** Frees the job's page slot (once) and lets the next waiting job in. */
  #releaseSlot(job: PrintJob): void {
    if (!this.#printing.delete(job)) return;
    if (!this.#closed) this.#startWaitingJobs();
  }
}

/**
 * The process's printer, made on first use with `options` (later calls get the same one, whatever
 * their options). A process singleton because Next.js may load this module once per route bundle,
 * and each copy must not start its own browser. Closing it forgets it.
 */
export const sharedPdfPrinter = processSingleton('pdfPrinter', (options: PdfPrinterOptions) => new PdfPrinter(options));

/** Deadlines and crashes settle a job from outside while #run awaits; this re-reads the state. */
function isDone(job: PrintJob): boolean {
  return job.state === 'done';
}

function asRenderError(error: unknown, session: BrowserSession | undefined): RenderError {
  if (error instanceof RenderError) return error;
  const lost = session !== undefined && !session.usable;
  const what = lost ? 'the PDF browser crashed or disconnected while printing' : 'PDF printing failed';
  return new RenderError('render_failed', `${what}: ${messageOf(error)}`, { cause: error });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function atLeast(min: number, value: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min;
}
