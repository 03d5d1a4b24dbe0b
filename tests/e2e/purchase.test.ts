import { describe, expect, it } from 'vitest';
import { useServiceInBrowser } from '@/tests/support/browser';

describe('buying a key in the browser (built-in test payment page)', () => {
  const service = useServiceInBrowser();

  it('pricing → checkout → test payment page → the key shown once; a reload says it was revealed', async () => {
    const page = await service.browser().newPage({ baseURL: service.server().url.replace('127.0.0.1', 'localhost') });
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Pricing' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Buy Pro' }).click();

    await page.waitForURL(/\/checkout\/cs_/);
    expect(await page.getByText('Test payment page.').isVisible()).toBe(true);
    await page.getByRole('button', { name: /Pay \$\d+ \(test\)/ }).click();

    await page.waitForURL(/\/purchase\/return\?session_id=cs_/);
    const key = page.getByTestId('api-key');
    await key.waitFor();
    const text = (await key.textContent())!.trim();
    expect(text).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
    expect(await page.getByText('Store it now.').isVisible()).toBe(true);

    const me = await fetch(`${service.server().url}/v1/me`, { headers: { Authorization: `Bearer ${text}` } });
    expect(await me.json()).toMatchObject({ plan: 'pro', status: 'active' });

    await page.reload();
    await page.getByText('Already revealed').waitFor();
    expect(await page.getByRole('link', { name: 'rotate it from the key page' }).getAttribute('href')).toBe('/keys');
    expect(await page.getByTestId('api-key').count()).toBe(0);
  });

  it('declining on the test payment page says nothing was charged', async () => {
    const page = await service.browser().newPage({ baseURL: service.server().url.replace('127.0.0.1', 'localhost') });
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Buy Single Render' }).click();
    await page.waitForURL(/\/checkout\/cs_/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Payment declined. Nothing was charged').waitFor();
  });
});
