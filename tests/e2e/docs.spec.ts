import { gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { DATABASE_RETRY_SECONDS } from '@/lib/errors';
import { FIELDS_BODY_LIMIT, RENDER_BODY_LIMIT, VERIFY_BODY_LIMIT } from '@/lib/http';
import { SERVER_LIMITS } from '@/lib/openapi';
import { BUSY_RETRY_SECONDS, IDEMPOTENCY_RETRY_SECONDS, IDEMPOTENCY_WINDOW_HOURS } from '@/lib/posters';
import { RENDER_DEADLINE_MS, RENDER_QUEUE_LIMIT, THEME_KEYS, TILE_STYLE_KEYS } from '@/lib/render';
import { API_PAGES, DOCS_PAGES, docsPage } from '@/components/docs/registry';
import { SDK_TARBALL } from '@/components/docs/sdk';
import { PHONE } from '@/tests/support/docs-survey';
import { expect, test } from '@/tests/support/e2e';

const ENDPOINTS = [
  'GET /v1/places',
  'POST /v1/render',
  'GET /v1/me',
  'POST /v1/keys/rotate',
  'POST /v1/keys/upgrade',
  'POST /v1/keys/recover',
  'POST /v1/keys/recover/confirm',
  'POST /v1/verify',
  'POST /v1/checkout',
  'GET /v1/key',
  'GET /health',
  'GET /.well-known/atlasprint-signing-key.json',
  'GET /files/{key}',
];

/** The text of the main content of the docs pages at `hrefs`, one after the other. */
async function mainText(page: import('@playwright/test').Page, hrefs: string[]): Promise<string> {
  let text = '';
  for (const href of hrefs) {
    await page.goto(href);
    text += (await page.locator('main').textContent())!;
  }
  return text;
}

test.describe('the docs site (/docs and its pages) and /openapi.json on the real server', () => {
  /** Every request the page made while /docs loaded. */
  let requested: string[];

  test.beforeEach(async ({ page }) => {
    requested = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto('/docs');
    expect(response?.status()).toBe(200);
  });

  test('has a reference page for every endpoint, with its heading, and a heading hierarchy without gaps on every page', async ({ page, survey }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview and quickstart');
    for (const endpoint of ENDPOINTS) {
      const reference = API_PAGES.find((candidate) => candidate.title === endpoint);
      expect(reference, endpoint).toBeDefined();
      await page.goto(reference!.href);
      await expect(page.getByRole('heading', { level: 1, name: endpoint, exact: true }), endpoint).toBeVisible();
    }
    for (const docs of DOCS_PAGES) {
      const levels = survey.get(docs.href)!.headingLevels;
      expect(levels[0], docs.href).toBe(1);
      for (let index = 1; index < levels.length; index++) expect(levels[index]! - levels[index - 1]!, `${docs.href} heading ${index}`).toBeLessThanOrEqual(1);
    }
  });

  test('its navigation lists the registry’s pages, in order, and each answers 200', async ({ page, service: server }) => {
    const nav = page.getByRole('navigation', { name: 'Docs' });
    const links = await nav.locator('.docs-sidebar a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(links).toEqual(DOCS_PAGES.map((docs) => docs.href));
    for (const href of links) expect((await fetch(`${server.url}${href}`)).status, href).toBe(200);
  });

  test('every table of contents entry, in-page link and /docs…#anchor link of every page leads to an element', async ({ page, survey }) => {
    const ids = new Map<string, Set<string>>();
    const links: { from: string; href: string }[] = [];
    for (const docs of DOCS_PAGES) {
      const { ids: pageIds, tocTargets: targets, docsLinks: hrefs } = survey.get(docs.href)!;
      ids.set(docs.href, pageIds);
      expect(targets.length, docs.href).toBeGreaterThanOrEqual(docs.toc.length);
      for (const target of targets) expect(target).toMatch(/^#[a-z0-9-]+$/);
      links.push(...hrefs.map((href) => ({ from: docs.href, href })));
    }
    const missing = links.filter(({ from, href }) => {
      const [path, anchor] = href.startsWith('#') ? [from, href.slice(1)] : (href.split('#') as [string, string | undefined]);
      if (!ids.has(path)) return true;
      return anchor !== undefined && !ids.get(path)!.has(decodeURIComponent(anchor));
    });
    expect(missing).toEqual([]);
    expect(links.length).toBeGreaterThanOrEqual(ENDPOINTS.length + 12);

    await page.goto('/docs/provenance');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Verifying' }).click();
    await expect(page).toHaveURL(/#provenance-verify$/);
    await expect(page.locator('#provenance-verify')).toBeVisible();
  });

  test('an old /docs#anchor lands on the page that holds it now', async ({ page }) => {
    // Each old link arrives from elsewhere (a bookmark, another site): a fresh load, not a jump within
    // the /docs this test's setup opened (whose router, still starting, may write its URL back).
    const arrive = async (url: string) => {
      await page.goto('about:blank');
      await page.goto(url);
    };
    await arrive('/docs#print');
    await expect(page).toHaveURL(/\/docs\/print$/);
    await expect(page.getByRole('heading', { level: 1, name: docsPage('/docs/print').title })).toBeVisible();
    await arrive('/docs#lost-key');
    await expect(page).toHaveURL(/\/docs\/keys#lost-key$/);
    await expect(page.locator('#lost-key')).toBeVisible();
    await arrive('/docs#post-v1-render');
    await expect(page).toHaveURL(/\/docs\/api\/render-poster$/);
    // An anchor of the overview itself stays.
    await arrive('/docs#quickstart');
    await expect(page).toHaveURL(/\/docs#quickstart$/);
  });

  test('documents the fields, short names, themes, errors, provenance and MCP set-up with this server’s own URL', async ({ page, service: server, survey }) => {
    test.setTimeout(120_000);
    const base = server.env.PUBLIC_BASE_URL ?? `http://localhost:${server.port}`;
    const text = await mainText(page, ['/docs', '/docs/api/render-poster', '/docs/mcp', '/docs/provenance', '/docs/keys', '/docs/errors']);
    expect(text).toContain(`curl -s --fail-with-body ${base}/v1/render`);
    // The TypeScript tab: the SDK, for this server.
    expect(text).toContain(`new Atlasprint({ baseUrl: '${base}', apiKey: process.env.ATLASPRINT_KEY })`);
    expect(text).toContain('await atlasprint.renders.create({');
    expect(text).toContain(`${base}/mcp`);
    expect(text).toContain('render_poster');
    expect(text).toContain('get_render_usage');
    expect(text).toContain('$ATLASPRINT_KEY');
    expect(text).not.toMatch(/atp_live_[0-9A-Za-z]{32,}/);
    expect(text).toContain('{"v":1,"id":"rnd_');
    for (const header of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Retry-After']) expect(text).toContain(header);
    for (const status of ['400', '401', '402', '403', '410', '429', '502', '503']) expect(text).toContain(status);
    await page.goto('/docs/posters');
    for (const field of ['zoom', 'maxDimension', 'routeViaPoints', 'showBuildings', 'rawParams']) {
      expect(await page.locator('table.fields code', { hasText: new RegExp(`^${field}$`) }).count(), field).toBeGreaterThan(0);
    }
    expect(await page.locator('table.short-names tbody tr').count()).toBeGreaterThanOrEqual(20);
    expect(await page.locator('ul.themes li').count()).toBe(THEME_KEYS.length + TILE_STYLE_KEYS.length);
    await page.goto('/docs/openapi');
    expect(await page.locator('a[href="/openapi.json"]').count()).toBeGreaterThan(0);
    // Every table of every page says what it holds, and its columns are headed.
    for (const docs of DOCS_PAGES) expect(survey.get(docs.href)!.unlabelledTables, docs.href).toBe(0);
  });

  test('states the limits the code enforces, as the code has them', async ({ page }) => {
    await page.goto('/docs/keys');
    const limits = (await page.getByRole('table', { name: 'Limits' }).textContent())!;
    expect(limits).toContain(`${RENDER_BODY_LIMIT / 1024 / 1024} MiB`);
    expect(limits).toContain(`POST /v1/verify ${VERIFY_BODY_LIMIT / 1024} KiB`);
    expect(limits).toContain(`operations ${FIELDS_BODY_LIMIT / 1024} KiB`);
    expect(limits).toContain(`${SERVER_LIMITS.headerKiB} KiB; 431 beyond`);
    expect(limits).toContain(`${RENDER_QUEUE_LIMIT} more waiting; beyond that 503 with Retry-After: ${BUSY_RETRY_SECONDS}`);
    expect(limits).toContain(`${RENDER_DEADLINE_MS / 1000} s, waiting included`);
    expect(limits).not.toMatch(/\d+ per server/); // the number of renders at once is the server's core count, not a constant
    const text = await mainText(page, ['/docs/keys', '/docs/errors']);
    expect(text).toContain(`within ${IDEMPOTENCY_WINDOW_HOURS} hours`);
    expect(text).toContain(`Retry-After: ${IDEMPOTENCY_RETRY_SECONDS}`);
    expect(text).toContain(`database_unavailable: Retry-After: ${DATABASE_RETRY_SECONDS}`);
    expect(text).toContain(`headers within ${SERVER_LIMITS.headersSeconds} s, the whole request within ${SERVER_LIMITS.requestSeconds} s`);
  });

  test('loads nothing from elsewhere', async ({ page, service: server }) => {
    await page.waitForLoadState('networkidle');
    for (const href of ['/docs/posters', '/docs/api/render-poster']) {
      await page.goto(href);
      await page.waitForLoadState('networkidle');
    }
    const origin = new URL(server.url).origin;
    const foreign = requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
  });

  test('every page fits a 390 px phone without scrolling sideways', async ({ survey }) => {
    for (const docs of DOCS_PAGES) expect(survey.get(docs.href)!.phoneScrollWidth, docs.href).toBeLessThanOrEqual(PHONE.width);
  });

  test('no table of the guides written in Markdown scrolls sideways at 1280 px: long commands and values wrap', async ({ survey }) => {
    for (const href of ['/docs/in-depth', '/docs/engine', '/docs/operating']) expect(survey.get(href)!.desktopScrollingTables, href).toEqual([]);
  });

  test('serves the SDK the quickstart installs: the package npm packed, compiled, with its types', async ({ service: server }) => {
    const response = await fetch(`${server.url}/sdk/${SDK_TARBALL}`);
    expect(response.status).toBe(200);
    const tarball = gunzipSync(Buffer.from(await response.arrayBuffer()));
    // A tar archive: 512-byte headers, each starting with the member's name (npm puts every file under package/).
    const field = (from: number, to: number) => tarball.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
    const names: string[] = [];
    for (let at = 0; at + 512 <= tarball.length; ) {
      const name = field(at, at + 100);
      if (!name) break;
      const size = Number.parseInt(field(at + 124, at + 136).trim(), 8);
      names.push(name);
      at += 512 + Math.ceil(size / 512) * 512;
    }
    expect(names.sort()).toEqual(['package/dist/index.d.ts', 'package/dist/index.js', 'package/dist/openapi.d.ts', 'package/package.json']);
  });

  test('serves /openapi.json that validates as OpenAPI 3.1, for this server', async ({ service: server }) => {
    const response = await fetch(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await response.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, unknown> };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]!.url).toBe(server.env.PUBLIC_BASE_URL ?? `http://localhost:${server.port}`);
    for (const endpoint of ENDPOINTS) {
      const [method, path] = endpoint.split(' ') as [string, string];
      expect(document.paths[path], endpoint).toHaveProperty(method.toLowerCase());
    }
  });
});
