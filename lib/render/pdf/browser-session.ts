import type { Page } from 'puppeteer-core';
import { startBrowser, type BrowserSource, type StartedBrowser } from './launch';
import { openLockedDownPage } from './locked-down-page';

/** A page and how many jobs it has printed, so it can be retired before it grows heavy. */
export interface PageLease {
  readonly page: Page;
  jobsPrinted: number;
}

export interface SessionEvents {
  onBlockedRequest(url: string): void;
  onPageOpened(): void;
  /** The browser went away without being asked to (crash, kill, lost connection). */
  onLost(session: BrowserSession): void;
}

/** One browser and its idle pages. Once lost or closed it is never used again; the printer starts a new one. */
export class BrowserSession {
  #idlePages: PageLease[] = [];
  /** Busy ones too: a remote browser outlives us, so close() must close every page we opened there. */
  #openPages = new Set<Page>();
  #ended = false;

  private constructor(
    private readonly started: StartedBrowser,
    private readonly events: SessionEvents,
  ) {
    started.browser.once('disconnected', () => {
      if (this.#ended) return;
      this.#ended = true;
      this.#idlePages = [];
      this.#openPages.clear();
      events.onLost(this);
      void started.cleanUpAfterCrash().catch(() => undefined);
    });
  }

  static async start(source: BrowserSource, events: SessionEvents): Promise<BrowserSession> {
    return new BrowserSession(await startBrowser(source), events);
  }

  get usable(): boolean {
    return !this.#ended && this.started.browser.connected;
  }

  /** The pid of a browser we launched (undefined for a remote one). */
  get pid(): number | undefined {
    return this.started.browser.process()?.pid;
  }

  async takePage(): Promise<PageLease> {
    const idle = this.#idlePages.pop();
    if (idle) return idle;
    const page = await openLockedDownPage(this.started.browser, (url) => this.events.onBlockedRequest(url));
    this.#openPages.add(page);
    this.events.onPageOpened();
    return { page, jobsPrinted: 0 };
  }

  returnPage(lease: PageLease): void {
    if (this.usable) this.#idlePages.push(lease);
    else this.discardPage(lease);
  }

  /** Closes a page in the background; a page stuck in a render must not hold up its job's caller. */
  discardPage(lease: PageLease): void {
    this.#openPages.delete(lease.page);
    void lease.page.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    const pages = [...this.#openPages];
    this.#idlePages = [];
    this.#openPages.clear();
    await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
    await this.started.release();
  }
}
