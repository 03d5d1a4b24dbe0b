import fs from 'node:fs';
import path from 'node:path';
import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import * as pngText from 'png-chunk-text';
import type { BrowserContext, Page } from '@playwright/test';
import { LEGACY_THEME_KEYS, THEMES } from '@/lib/render';
import { expect, test, type RunningServer } from '@/tests/support/e2e';
import { lastLine, runScript } from '@/tests/support/server';

/** A small, quick poster of Monaco (in places.pmtiles). */
const POSTER = { lat: 43.7375, lon: 7.4289, zoom: 15, theme: 'vintage_atlas', city: 'Monaco', maxDimension: 512 };

interface RenderResult {
  id: string;
  url: string;
  format: string;
  provenance: { id: string; plan: string; issued: string; sha256: string; signature: string };
  usage: { used: number; quota: number; remaining: number };
}

// The service of this file (project `site` of playwright.config.ts, shared with the docs and a11y specs)
// renders from the bundled places archive; its pages are opened at its own address (PUBLIC_BASE_URL,
// localhost), where the site says it lives.
test.use({ baseURL: async ({ service }, use) => use(service.url.replace('127.0.0.1', 'localhost')) });

test.describe('the developer site: landing, themes, key page, verify page', () => {
  let server: RunningServer;
  let origin: string;

  test.beforeAll(({ service }) => {
    server = service;
    origin = service.url.replace('127.0.0.1', 'localhost');
  });

  async function createKey(plan: string): Promise<string> {
    const result = await runScript('key:create', ['--plan', plan], server.env);
    expect(result.code, result.stderr).toBe(0);
    const key = lastLine(result.stdout);
    expect(key).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
    return key;
  }

  async function render(key: string, format: string): Promise<{ result: RenderResult; bytes: Buffer }> {
    const response = await fetch(`${server.url}/v1/render`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...POSTER, format }),
    });
    const body = (await response.json()) as RenderResult & { message?: string };
    expect(response.status, body.message).toBe(200);
    const file = await fetch(body.url.replace(/^https?:\/\/[^/]+/, server.url));
    expect(file.status).toBe(200);
    return { result: body, bytes: Buffer.from(await file.arrayBuffer()) };
  }

  function me(key: string): Promise<Response> {
    return fetch(`${server.url}/v1/me`, { headers: { Authorization: `Bearer ${key}` } });
  }

  /** Records every request the page makes. */
  function record(page: Page): string[] {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    return requests;
  }

  /** Another page of the test's context, which records every request it makes. */
  async function openPage(context: BrowserContext): Promise<{ page: Page; requests: string[] }> {
    const page = await context.newPage();
    return { page, requests: record(page) };
  }

  /** Scrolls through the page (lazy images) and waits until every image has loaded. */
  async function loadEverything(page: Page): Promise<void> {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        // Two frames: the scroll is laid out and the lazy images' intersection is seen.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      // A lazy image scrolled past too quickly (a loaded machine) would never start: load every one now.
      for (const image of Array.from(document.images)) image.loading = 'eager';
      await Promise.all(
        Array.from(document.images, (image) =>
          image.complete
            ? undefined
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
        ),
      );
    });
  }

  test('the landing page shows real posters, a curl example and links, and requests nothing from other hosts', async ({ page }) => {
    const requests = record(page);
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.add(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'load' });
    await loadEverything(page);
    // The links' prefetches count too: wait until the router has asked for every page the landing links to.
    // Next.js prefetches a link once it has been in view, when the browser is idle: each link is brought into
    // view and kept there until its prefetch is seen (scrolled past in two frames on a loaded machine, the
    // /keys link was never seen in view, and its prefetch never came in 90 s).
    for (const path of ['/pricing', '/docs', '/themes', '/keys', '/verify']) {
      await page.locator(`a[href="${path}"]`).first().scrollIntoViewIfNeeded();
      await expect.poll(() => prefetched.has(path), { message: `the router's prefetch of ${path}`, timeout: 90_000 }).toBe(true);
    }

    await expect(page.getByRole('heading', { level: 1 })).toContainText('map posters');
    const posters = await page
      .locator('img[src^="/gallery/"]')
      .evaluateAll((images) => (images as HTMLImageElement[]).map((image) => ({ alt: image.alt, loaded: image.complete && image.naturalWidth > 0 })));
    expect(posters.length).toBeGreaterThanOrEqual(3);
    for (const poster of posters) {
      expect(poster.alt.length).toBeGreaterThan(5);
      expect(poster.loaded).toBe(true);
    }
    const curl = await page.getByLabel('curl example of POST /v1/render').textContent();
    expect(curl).toContain('curl -s ');
    expect(curl).toContain('/v1/render');
    expect(curl).toContain('Authorization: Bearer');
    expect(await page.locator('main a[href="/pricing"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/docs"]').count()).toBeGreaterThan(0);
    for (const name of ['Signed provenance', 'MCP for agents', 'Pick a format']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }

    expect(requests.length).toBeGreaterThan(3);
    const foreign = requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
    expect(foreign).toEqual([]);
  });

  test('the landing page finds a place by name and writes it into the curl example', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    await loadEverything(page);
    await page.getByLabel('Find a place').fill('Lisboa');
    await page.getByRole('button', { name: 'Search' }).click();
    const first = page.locator('.place-results button').first();
    await expect(first)
      .toBeVisible()
      .catch(async (error: unknown) => {
        throw new Error(`no results; the page says: ${await page.locator('[aria-live]').allTextContents()} (${String(error)})`);
      });
    await expect(first).toContainText('Lisbon, Portugal');
    await first.click();
    const curl = page.getByLabel('curl example of POST /v1/render');
    await expect(curl).toContainText('"city":"Lisbon","country":"Portugal"');
    await expect(curl).toContainText(/"lat":38\.7\d+,"lon":-9\.1\d+,"zoom":13/);
  });

  test('every page has a favicon, a skip link to its content, a title, a description and a poster for link previews', async ({ context }) => {
    const favicon = await fetch(`${origin}/favicon.ico`);
    expect([favicon.status, favicon.headers.get('content-type')]).toEqual([200, 'image/x-icon']);
    for (const path of ['/', '/pricing', '/themes', '/docs', '/keys', '/verify']) {
      const { page } = await openPage(context);
      await page.goto(path, { waitUntil: 'load' });
      expect((await page.title()).length, path).toBeGreaterThan(5);
      expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, path).toMatch(/\/gallery\/vintage_atlas\.webp$/);
      expect((await fetch(image!.replace(/^https?:\/\/[^/]+/, origin))).status).toBe(200);
      // The first Tab reaches the skip link; following it puts focus on the page's content.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent), path).toBe('Skip to content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id), path).toBe('main');
      await page.close();
    }
  });

  test('no page can be framed or leaks its URL as a Referer; stored posters are left to their own policy', async ({ context }) => {
    for (const path of ['/', '/docs', '/keys', '/verify', '/v1/places?q=Oslo']) {
      const response = await context.request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
      expect([headers['x-frame-options'], headers['referrer-policy'], headers['x-content-type-options']], path).toEqual(['DENY', 'no-referrer', 'nosniff']);
    }
    const poster = await context.request.get('/files/renders/none.png');
    expect(poster.headers()['x-frame-options']).toBeUndefined();
  });

  test('no page of the site requests anything from another host', async ({ context }) => {
    for (const path of ['/themes', '/keys', '/verify']) {
      const { page, requests } = await openPage(context);
      await page.goto(path, { waitUntil: 'load' });
      await loadEverything(page);
      const foreign = requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
      expect(foreign, path).toEqual([]);
      await page.close();
    }
  });

  test('the gallery shows every theme with its thumbnail, key and a copy button; tile styles and legacy keys are noted', async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.goto('/themes', { waitUntil: 'load' });
    await loadEverything(page);

    const cards = await page.locator('li.theme-card').evaluateAll((items) =>
      items.map((item) => {
        const image = item.querySelector('img')!;
        return {
          key: item.querySelector('code')?.textContent,
          name: item.querySelector('h3')?.textContent,
          src: image.getAttribute('src'),
          alt: image.alt,
          loaded: image.complete && image.naturalWidth > 0,
          copy: item.querySelector('button')?.getAttribute('aria-label'),
        };
      }),
    );
    expect(cards).toHaveLength(54);
    expect(cards.map((card) => card.key).sort()).toEqual(Object.keys(THEMES).sort());
    for (const card of cards) {
      const theme = Object.values(THEMES).find((each) => each.key === card.key)!;
      expect(card.name).toContain(theme.name);
      expect(card.src).toBe(`/gallery/${theme.key}.webp`);
      expect(card.alt).toContain(theme.name);
      expect(card.loaded, card.key!).toBe(true);
      expect(card.copy).toBe(`Copy ${theme.key}`);
    }

    await page.getByRole('button', { name: 'Copy vintage_atlas' }).click();
    await expect(page.getByRole('button', { name: 'Copy vintage_atlas' }).getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('vintage_atlas');

    const tiles = page.locator('section', { has: page.getByRole('heading', { name: 'Map-tile styles' }) });
    const tileText = (await tiles.textContent())!;
    expect(tileText).toContain('renderMode: "tile"');
    expect(tileText).toContain('Personal use only');
    expect(tileText).toContain('No thumbnail is shown');
    for (const key of ['standard', 'satellite']) expect(await tiles.locator('li code', { hasText: new RegExp(`^${key}$`) }).count()).toBe(1);
    expect(await tiles.locator('img').count()).toBe(0);

    const legacy = (await page.locator('section', { has: page.getByRole('heading', { name: 'Legacy keys' }) }).textContent())!;
    for (const [old, current] of Object.entries(LEGACY_THEME_KEYS)) {
      expect(legacy).toContain(old);
      expect(legacy).toContain(current);
    }
  });

  test('the key page shows usage from GET /v1/me, keeps the key out of the URL and storage, and rotates it (the new key once, the old one refused)', async ({
    page,
  }) => {
    const key = await createKey('pro');
    await render(key, 'png');

    const requests = record(page);
    await page.goto('/keys');
    const input = page.getByLabel('API key');
    await expect(input).toHaveAttribute('type', 'password');
    await input.fill(key);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(input).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(input).toHaveAttribute('type', 'password');

    const meRequest = page.waitForRequest((request) => request.url().endsWith('/v1/me'));
    await page.getByRole('button', { name: 'Check key' }).click();
    expect((await meRequest).headers().authorization).toBe(`Bearer ${key}`);
    await expect(page.getByTestId('usage-count')).toHaveText('1 / 1000');
    const bar = page.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '1000');
    await expect(page.getByRole('heading', { name: /Pro plan/ })).toBeVisible();
    expect(await page.getByText(key.slice(0, 12)).count()).toBeGreaterThan(0);
    await expect(page.getByText('Created')).toBeVisible();
    await expect(page.getByText('Last used')).toBeVisible();

    // Rotate, through the confirm step.
    await page.getByRole('button', { name: 'Rotate key…' }).click();
    expect(await page.getByTestId('new-api-key').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Rotate key…' }).click();
    await page.getByRole('button', { name: 'Yes, rotate the key' }).click();
    const shown = page.getByTestId('new-api-key');
    await expect(shown).toHaveText(/^\s*atp_live_[0-9A-Za-z]{40}\s*$/);
    const newKey = (await shown.textContent())!.trim();
    expect(newKey).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
    expect(newKey).not.toBe(key);
    await expect(page.getByText('The old key stopped working just now.')).toBeVisible();
    // Focus follows: to the new key, not back to the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Your new key');
    await expect(page.getByRole('button', { name: 'Copy new key' })).toBeVisible();
    await expect(page.getByTestId('new-api-key')).toHaveCount(1);

    expect((await me(key)).status).toBe(401);
    const fresh = await me(newKey);
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toMatchObject({ plan: 'pro', status: 'active', used: 1, quota: 1000 });

    // Hidden once acknowledged; never in the address, storage or cookies, nor in any request's URL.
    await page.getByRole('button', { name: 'I have stored it, hide it' }).click();
    await expect(page.getByTestId('new-api-key')).toHaveCount(0);
    const stored = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie, url: location.href }));
    expect(stored).toEqual({ local: 0, session: 0, cookie: '', url: `${origin}/keys` });
    expect(requests.filter((url) => url.includes(key) || url.includes(newKey))).toEqual([]);
    expect(server.output()).not.toContain(key.slice(12));
  });

  test('the recovery page says in customer words why a link did not replace the key, never the API’s', async ({ page }) => {
    const email = `recover-${Date.now().toString(36)}@example.com`;
    const created = await runScript('key:create', ['--plan', 'pro', '--email', email], server.env);
    expect(created.code, created.stderr).toBe(0);
    const asked = await fetch(`${server.url}/v1/keys/recover`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(202);
    // The embedded server writes mail into its outbox, after the answer: the link is in the message (quoted-printable).
    const outbox = path.join(server.dataDir, 'outbox');
    const tokenInOutbox = () => {
      if (!fs.existsSync(outbox)) return undefined;
      for (const name of fs.readdirSync(outbox).filter((file) => file.endsWith('.eml'))) {
        const text = fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r\n/g, '').replace(/=3D/g, '=');
        if (text.includes(email)) return /\/keys\/recover\?token=([\w-]+)/.exec(text)?.[1];
      }
      return undefined;
    };
    await expect.poll(tokenInOutbox, { timeout: 20_000 }).toBeDefined();
    const token = tokenInOutbox()!;
    const used = await fetch(`${server.url}/v1/keys/recover/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(used.status).toBe(200);

    const cases: Array<[string, string, string]> = [
      [token, 'This link was used already.', 'Each link replaces the key once. If you did not keep the new key, ask for a new link below.'],
      ['not-a-real-token', 'This link is not known.', 'Check that it was copied whole, or ask for a new one below.'],
    ];
    for (const [given, heading, text] of cases) {
      await page.goto(`/keys/recover?token=${encodeURIComponent(given)}`);
      await page.getByRole('button', { name: 'Replace my key and show the new one' }).click();
      const alert = page.locator('main').getByRole('alert');
      await expect(alert).toHaveText(`${heading} ${text}`);
      await expect(page.getByRole('heading', { name: 'Ask for a new link' })).toBeVisible();
      await expect(page.locator('main')).not.toContainText('/v1/');
    }

    // The link form, refused: an address the API cannot take.
    await page.getByLabel('Email address used at purchase').fill('not-an-address');
    await page.getByRole('button', { name: 'Send a link' }).click();
    await expect(page.locator('main').getByRole('alert').filter({ hasText: 'No link was sent.' })).toHaveText(
      'No link was sent. That does not look like an email address. Type the address the key was bought with.',
    );
    await expect(page.locator('main')).not.toContainText('POST /v1');
  });

  test('the key page shows the API message for a refused key, and explains a suspended one', async ({ page }) => {
    await page.goto('/keys');
    await page.getByLabel('API key').fill(`atp_live_${'x'.repeat(40)}`);
    await page.getByRole('button', { name: 'Check key' }).click();
    const alert = page.locator('.notice.error');
    await expect(alert.getByText('Key not accepted.')).toBeVisible();
    await expect(alert).toContainText('invalid API key');

    const key = await createKey('starter');
    const event = await runScript('billing:event', ['--key-prefix', key.slice(0, 12), '--event', 'payment_failed'], server.env);
    expect(event.code, event.stderr).toBe(0);
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Check key' }).click();
    await expect(page.getByText('The last subscription payment failed')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Starter plan/ })).toContainText('Suspended');
    await expect(page.getByTestId('usage-count')).toHaveText('0 / 100');
  });

  test.describe('the verify page', () => {
    let key: string;
    let png: { result: RenderResult; bytes: Buffer };
    test.beforeAll(async () => {
      key = await createKey('pro');
      png = await render(key, 'png');
    });

    async function verifyFile(context: BrowserContext, name: string, mimeType: string, buffer: Buffer): Promise<Page> {
      const { page } = await openPage(context);
      await page.goto('/verify');
      await expect(page.locator('.drop-zone[data-ready]')).toBeVisible();
      await page.getByLabel('Choose a poster file').setInputFiles({ name, mimeType, buffer });
      return page;
    }

    async function rows(page: Page) {
      await expect(page.getByTestId('verify-result')).toBeVisible();
      const text = async (id: string) => (await page.getByTestId(id).textContent())!;
      return {
        verdict: await text('verdict'),
        signature: await text('verify-signature'),
        logged: await text('verify-logged'),
        bytes: await text('verify-bytes'),
        plan: await text('verify-plan'),
        id: await text('verify-id'),
      };
    }

    test('a freshly rendered PNG is valid, logged, and its bytes match the record', async ({ context }) => {
      const page = await verifyFile(context, 'monaco.png', 'image/png', png.bytes);
      expect(await rows(page)).toEqual({
        verdict: 'Authentic and intact',
        signature: 'Valid',
        logged: 'Logged',
        bytes: 'Match the record',
        plan: 'pro',
        id: png.result.id,
      });
      expect(await page.locator('.hashes code').allTextContents()).toEqual([png.result.provenance.sha256, png.result.provenance.sha256]);
    });

    test('a PNG with one byte of image data changed: the record is genuine, the bytes do not match', async ({ context }) => {
      const chunks = extractChunks(png.bytes);
      const idat = chunks.find((chunk) => chunk.name === 'IDAT')!;
      const at = Math.floor(idat.data.length / 2);
      idat.data[at] = idat.data[at]! ^ 0x01;
      const page = await verifyFile(context, 'monaco-edited.png', 'image/png', Buffer.from(encodeChunks(chunks)));
      expect(await rows(page)).toMatchObject({
        verdict: 'Genuine record, altered file',
        signature: 'Valid',
        logged: 'Logged',
        bytes: 'Do not match the record',
      });
    });

    test('a PNG whose record says another plan is not valid', async ({ context }) => {
      const chunks = extractChunks(png.bytes);
      const index = chunks.findIndex((chunk) => chunk.name === 'tEXt' && pngText.decode(chunk.data).keyword === 'atlasprint');
      expect(index).toBe(1); // right after IHDR
      const record = JSON.parse(pngText.decode(chunks[index]!.data).text) as Record<string, unknown>;
      chunks[index] = pngText.encode('atlasprint', JSON.stringify({ ...record, plan: 'business' }));
      const page = await verifyFile(context, 'monaco-business.png', 'image/png', Buffer.from(encodeChunks(chunks)));
      expect(await rows(page)).toMatchObject({ verdict: 'Not valid', signature: 'Not valid', plan: 'business' });
    });

    test('an SVG poster is verified from its <metadata>; without it the page explains why there is nothing to check', async ({ context }) => {
      const svg = await render(key, 'svg');
      const page = await verifyFile(context, 'monaco.svg', 'image/svg+xml', svg.bytes);
      expect(await rows(page)).toMatchObject({ verdict: 'Authentic and intact', signature: 'Valid', logged: 'Logged', bytes: 'Match the record' });

      const stripped = svg.bytes.toString('utf8').replace(/<metadata id="atlasprint">[^<]*<\/metadata>/, '');
      const bare = await verifyFile(context, 'monaco-stripped.svg', 'image/svg+xml', Buffer.from(stripped));
      await expect(bare.getByRole('heading', { name: 'No Atlasprint record in this file' })).toBeVisible();
      await expect(bare.getByText('re-encoding removes metadata')).toBeVisible();
      await expect(bare.getByTestId('verify-result')).toHaveCount(0);
    });

    test('a JPEG has no embedded record; its pasted provenance verifies it against the chosen file', async ({ context }) => {
      const jpeg = await render(key, 'jpeg');
      const page = await verifyFile(context, 'monaco.jpg', 'image/jpeg', jpeg.bytes);
      await expect(page.getByRole('heading', { name: 'No Atlasprint record in this file' })).toBeVisible();
      await expect(page.getByText('JPEG posters carry no embedded record')).toBeVisible();

      await page.getByLabel('Provenance record (JSON)').fill(JSON.stringify(jpeg.result.provenance));
      await page.getByRole('button', { name: 'Verify record' }).click();
      expect(await rows(page)).toMatchObject({
        verdict: 'Authentic and intact',
        signature: 'Valid',
        logged: 'Logged',
        bytes: 'Match the record',
        id: jpeg.result.id,
      });
      // Focus moves to the verdict.
      expect(await page.evaluate(() => document.activeElement?.classList.contains('verify-result'))).toBe(true);

      // The provenance of another poster does not match this file.
      await page.getByLabel('Provenance record (JSON)').fill(JSON.stringify(png.result));
      await page.getByRole('button', { name: 'Verify record' }).click();
      await expect(page.getByTestId('verdict')).toHaveText('Genuine record, altered file');
      await expect(page.getByTestId('verify-bytes')).toHaveText('Do not match the record');

      await page.getByLabel('Provenance record (JSON)').fill('{"hello": 1}');
      await page.getByRole('button', { name: 'Verify record' }).click();
      await expect(page.getByText('This is not a provenance record: it has no render id')).toBeVisible();
    });
  });
});
