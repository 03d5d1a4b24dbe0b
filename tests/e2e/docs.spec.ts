import { Validator } from '@seriousme/openapi-schema-validator';
import { DATABASE_RETRY_SECONDS } from '@/lib/errors';
import { FIELDS_BODY_LIMIT, RENDER_BODY_LIMIT, VERIFY_BODY_LIMIT } from '@/lib/http';
import { SERVER_LIMITS } from '@/lib/openapi';
import { BUSY_RETRY_SECONDS, IDEMPOTENCY_RETRY_SECONDS, IDEMPOTENCY_WINDOW_HOURS } from '@/lib/posters';
import { RENDER_DEADLINE_MS, RENDER_QUEUE_LIMIT, THEME_KEYS, TILE_STYLE_KEYS } from '@/lib/render';
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

test.describe('the API docs (/docs) and /openapi.json on the real server', () => {
  /** Every request the page made while /docs loaded. */
  let requested: string[];

  test.beforeEach(async ({ page }) => {
    requested = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto('/docs');
    expect(response?.status()).toBe(200);
  });

  test('has a heading for every endpoint, in a heading hierarchy without gaps', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
    for (const endpoint of ENDPOINTS) {
      await expect(page.getByRole('heading', { level: 3, name: endpoint, exact: true }), endpoint).toBeVisible();
    }
    const levels = await page.locator('main h1, main h2, main h3, main h4').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index++) expect(levels[index]! - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1);
  });

  test('every table of contents entry and in-page link leads to an element of the page', async ({ page }) => {
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const targets = await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(targets.length).toBeGreaterThanOrEqual(ENDPOINTS.length + 12);
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
        .map((link) => link.getAttribute('href')!)
        .filter((href) => !document.getElementById(decodeURIComponent(href.slice(1)))),
    );
    expect(missing).toEqual([]);
    for (const target of targets) expect(target).toMatch(/^#[a-z0-9-]+$/);

    await toc.getByRole('link', { name: 'Provenance' }).click();
    await expect(page).toHaveURL(/#provenance$/);
    await expect(page.locator('#provenance')).toBeVisible();
  });

  test('documents the fields, short names, themes, errors, provenance and MCP set-up with this server’s own URL', async ({ page, service: server }) => {
    const text = (await page.locator('main').textContent())!;
    const base = server.env.PUBLIC_BASE_URL ?? `http://localhost:${server.port}`;
    expect(text).toContain(`curl -s --fail-with-body ${base}/v1/render`);
    expect(text).toContain(`fetch('${base}/v1/render'`);
    expect(text).toContain(`${base}/mcp`);
    expect(text).toContain('render_poster');
    expect(text).toContain('get_render_usage');
    expect(text).toContain('$ATLASPRINT_KEY');
    expect(text).not.toMatch(/atp_live_[0-9A-Za-z]{32,}/);
    expect(text).toContain('{"v":1,"id":"rnd_');
    for (const header of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Retry-After']) expect(text).toContain(header);
    for (const status of ['400', '401', '402', '403', '410', '429', '502', '503']) expect(text).toContain(status);
    for (const field of ['zoom', 'maxDimension', 'routeViaPoints', 'showBuildings', 'rawParams']) {
      expect(await page.locator('table.fields code', { hasText: new RegExp(`^${field}$`) }).count(), field).toBeGreaterThan(0);
    }
    expect(await page.locator('table.short-names tbody tr').count()).toBeGreaterThanOrEqual(20);
    expect(await page.locator('ul.themes li').count()).toBe(THEME_KEYS.length + TILE_STYLE_KEYS.length);
    expect(await page.locator('a[href="/openapi.json"]').count()).toBeGreaterThan(0);
    // Every table says what it holds, and its columns are headed.
    const unlabelled = await page
      .locator('table')
      .evaluateAll((tables) => tables.filter((table) => !table.querySelector('caption') || !table.querySelector('thead th[scope="col"]')).length);
    expect(unlabelled).toBe(0);
  });

  test('states the limits the code enforces, as the code has them', async ({ page }) => {
    const limits = (await page.getByRole('table', { name: 'Limits' }).textContent())!;
    expect(limits).toContain(`${RENDER_BODY_LIMIT / 1024 / 1024} MiB`);
    expect(limits).toContain(`POST /v1/verify ${VERIFY_BODY_LIMIT / 1024} KiB`);
    expect(limits).toContain(`operations ${FIELDS_BODY_LIMIT / 1024} KiB`);
    expect(limits).toContain(`${SERVER_LIMITS.headerKiB} KiB; 431 beyond`);
    expect(limits).toContain(`${RENDER_QUEUE_LIMIT} more waiting; beyond that 503 with Retry-After: ${BUSY_RETRY_SECONDS}`);
    expect(limits).toContain(`${RENDER_DEADLINE_MS / 1000} s, waiting included`);
    expect(limits).not.toMatch(/\d+ per server/); // the number of renders at once is the server's core count, not a constant
    const text = (await page.locator('main').textContent())!;
    expect(text).toContain(`within ${IDEMPOTENCY_WINDOW_HOURS} hours`);
    expect(text).toContain(`Retry-After: ${IDEMPOTENCY_RETRY_SECONDS}`);
    expect(text).toContain(`database_unavailable: Retry-After: ${DATABASE_RETRY_SECONDS}`);
    expect(text).toContain(`headers within ${SERVER_LIMITS.headersSeconds} s, the whole request within ${SERVER_LIMITS.requestSeconds} s`);
  });

  test('loads nothing from elsewhere', async ({ page, service: server }) => {
    await page.waitForLoadState('networkidle');
    const origin = new URL(server.url).origin;
    const foreign = requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
  });

  test('fits a 390 px phone without the page scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
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
