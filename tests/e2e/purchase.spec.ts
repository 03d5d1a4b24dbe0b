import fs from 'node:fs';
import { expect, test } from '@/tests/support/e2e';
import { dataFolderUsers, loggedLines } from '@/tests/support/server';

test.describe('buying a key in the browser (built-in test payment page)', () => {
  // The service's own address (PUBLIC_BASE_URL), where checkout sends the buyer back.
  test.use({ baseURL: async ({ service }, use) => use(service.url.replace('127.0.0.1', 'localhost')) });

  test('pricing → checkout → test payment page → the key shown once; a reload says it was revealed', async ({ page, service }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
    await page.getByRole('button', { name: 'Buy Pro' }).click();

    await page.waitForURL(/\/checkout\/cs_/);
    await expect(page.getByText('Test payment page.')).toBeVisible();
    await page.getByRole('button', { name: /Pay \$\d+ \(test\)/ }).click();

    await page.waitForURL(/\/purchase\/return\?session_id=cs_/);
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    const key = page.getByTestId('api-key');
    await expect(key).toHaveText(/^\s*atp_live_[0-9A-Za-z]{40}\s*$/);
    const text = (await key.textContent())!.trim();
    expect(text).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
    await expect(page.getByText('Store it now.')).toBeVisible();
    // The hint names the variable every other example uses, and no other.
    await expect(page.getByText(/Try it, with the key in ATLASPRINT_KEY/)).toBeVisible();
    await expect(page.locator('main')).toContainText('curl -H "Authorization: Bearer $ATLASPRINT_KEY"');
    await expect(page.locator('main')).not.toContainText('$KEY"');

    const me = await fetch(`${service.url}/v1/me`, { headers: { Authorization: `Bearer ${text}` } });
    expect(await me.json()).toMatchObject({ plan: 'pro', status: 'active' });

    await page.reload();
    await expect(page.getByText('Already revealed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'get a link that replaces it' })).toHaveAttribute('href', '/keys/recover');
    await expect(page.getByTestId('api-key')).toHaveCount(0);
  });

  test('declining on the test payment page says nothing was charged, shows no key, and still offers to pay', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Buy Single Render' }).click();
    await page.waitForURL(/\/checkout\/cs_/);
    const checkout = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Decline' }).click();

    // Back on the same checkout, which says so in a status message.
    await expect(page).toHaveURL(new RegExp(`${checkout}\\?declined=1$`));
    await expect(page.getByRole('status')).toHaveText('Payment declined. Nothing was charged; you can pay now or leave.');
    // No key and no "paid": the buyer can still pay, or decline again.
    await expect(page.getByTestId('api-key')).toHaveCount(0);
    await expect(page.getByText('Already paid')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Pay \$\d+ \(test\)/ })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  // Last: it stops this file's service. Issue 45: a browser closing while the return page's prefetches were being
  // sent left requests counted in flight for good, and every SIGTERM after waited out the whole grace period.
  test('after a purchase in a browser that is then closed, SIGTERM drains what is in flight at once, and exits 0', async ({ browser, service }) => {
    const checkout = await fetch(`${service.url}/v1/checkout`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"plan":"pro"}' });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    // The buyer's own browser: its connections end when it closes.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: /Pay \$\d+ \(test\)/ }).click();
    await page.waitForURL(/\/purchase\/return\?session_id=cs_/);
    await expect(page.getByTestId('api-key')).toHaveText(/atp_live_/);
    const returnPage = page.url();
    // Reloaded, then the browser closed as soon as the page has loaded (its prefetches still arriving); the same
    // again twice, as a buyer who comes back to the tab and closes it.
    await page.reload();
    await context.close();
    for (let round = 0; round < 2; round++) {
      const again = await browser.newContext();
      await (await again.newPage()).goto(returnPage);
      await again.close();
    }
    // The service has answered everything it was sent: it is idle (a request it still counted would show here).
    expect((await fetch(`${service.url}/health`)).status).toBe(200);

    service.signal('SIGTERM');
    expect(await service.exited).toEqual({ code: 0, signal: null });
    // Requests of the closed tabs may still be being answered on a busy machine (tests beside this one share
    // its two cores): what issue 45 broke is that they never ended, so every one must end within the grace period.
    expect(loggedLines(service, 'shutdown: stopped accepting connections')).toEqual([expect.objectContaining({ workInFlight: 0 })]);
    // Drained before the grace period ran out (nothing abandoned), every phase in its turn, and a clean exit.
    expect(loggedLines(service, 'shutdown: every request in flight was answered')).toEqual([expect.objectContaining({ inFlight: 0 })]);
    expect(loggedLines(service, 'shutdown: grace period over')).toEqual([]);
    expect(loggedLines(service, 'shutdown: requests still running when the database closes')).toEqual([]);
    expect(loggedLines(service, 'shutdown: the engine did not close')).toEqual([]);
    expect(loggedLines(service, 'shutdown: closed the database')).toHaveLength(1);
    expect(loggedLines(service, 'shutdown: done; exiting')).toHaveLength(1);
    // Issue 38: nothing the server started outlives it in its data folder.
    expect(dataFolderUsers(service.dataDir) ?? []).toEqual([]);
    fs.rmSync(service.dataDir, { recursive: true });
  });
});
