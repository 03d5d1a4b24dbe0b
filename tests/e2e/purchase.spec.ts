import { expect, test } from '@/tests/support/e2e';

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
});
