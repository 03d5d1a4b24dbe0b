import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, type ResolveHost } from '@/lib/webhooks';

/** A resolver that answers from a table, so that no test needs DNS; it counts its calls. */
function table(answers: Record<string, string[]>): ResolveHost & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };
  return Object.assign(resolve, { calls });
}

/** Answers nothing: a test that passes it needs no lookup, or expects one to fail. */
const noDns = table({});

describe('checkWebhookUrl refuses', () => {
  it('http to a public name, before any DNS lookup', async () => {
    const noDns = table({});
    expect(await checkWebhookUrl('http://hooks.example.com/atlasprint', { resolve: noDns })).toEqual({ ok: false, reason: 'webhook url must use https' });
    expect(noDns.calls).toEqual([]);
  });

  it.each([
    ['https://127.0.0.1/hook', 'webhook url points to a loopback address (127.0.0.1)'],
    ['https://127.8.9.10:8443/hook', 'webhook url points to a loopback address (127.8.9.10)'],
    ['https://2130706433/hook', 'webhook url points to a loopback address (127.0.0.1)'],
    ['https://10.0.0.5/hook', 'webhook url points to a private address (10.0.0.5)'],
    ['https://172.16.0.1/hook', 'webhook url points to a private address (172.16.0.1)'],
    ['https://192.168.1.10/hook', 'webhook url points to a private address (192.168.1.10)'],
    ['https://169.254.169.254/latest/meta-data/', 'webhook url points to a link-local address (169.254.169.254)'],
    ['https://0.0.0.0/hook', 'webhook url points to an unspecified address (0.0.0.0)'],
    ['https://100.64.0.1/hook', 'webhook url points to a shared (CGNAT) address (100.64.0.1)'],
    ['https://224.0.0.1/hook', 'webhook url points to a multicast address (224.0.0.1)'],
    ['https://192.0.2.1/hook', 'webhook url points to a reserved address (192.0.2.1)'],
    ['https://[::1]/hook', 'webhook url points to a loopback address (::1)'],
    ['https://[::]/hook', 'webhook url points to an unspecified address (::)'],
    ['https://[::ffff:127.0.0.1]/hook', 'webhook url points to a loopback address (127.0.0.1)'],
    ['https://[::ffff:10.0.0.5]/hook', 'webhook url points to a private address (10.0.0.5)'],
    ['https://[::127.0.0.1]/hook', 'webhook url points to a reserved address (::7f00:1)'],
    ['https://[fc00::1]/hook', 'webhook url points to a private address (fc00::1)'],
    ['https://[fd00:ec2::254]/hook', 'webhook url points to a private address (fd00:ec2::254)'],
    ['https://[fe80::1]/hook', 'webhook url points to a link-local address (fe80::1)'],
    ['https://[ff02::1]/hook', 'webhook url points to a multicast address (ff02::1)'],
  ])('%s', async (url, reason) => {
    expect(await checkWebhookUrl(url, { resolve: noDns })).toEqual({ ok: false, reason });
  });

  it('a name that resolves to a private address', async () => {
    const resolve = table({ 'hooks.customer.example': ['10.0.0.5'] });
    expect(await checkWebhookUrl('https://hooks.customer.example/x', { resolve })).toEqual({
      ok: false,
      reason: 'webhook url host hooks.customer.example must be a public address reachable from the internet',
    });
    expect(resolve.calls).toEqual(['hooks.customer.example']);
  });

  it('a name that does not resolve and one that resolves to an internal address are refused in the same words', async () => {
    const resolve = table({
      'a.example': ['10.0.0.5'],
      'b.example': ['169.254.169.254'],
      'c.example': ['127.0.0.1'],
      'd.example': ['not-an-ip'],
      'e.example': [],
    });
    const reasons = new Set<string>();
    for (const host of ['a.example', 'b.example', 'c.example', 'd.example', 'e.example', 'nowhere.example']) {
      const check = await checkWebhookUrl(`https://${host}/hook`, { resolve });
      expect(check.ok).toBe(false);
      if (!check.ok) reasons.add(check.reason.replace(host, 'HOST'));
    }
    expect([...reasons]).toEqual(['webhook url host HOST must be a public address reachable from the internet']);
  });

  it('a name with ANY refused address among public ones (A and AAAA)', async () => {
    const resolve = table({ 'mixed.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '::ffff:169.254.169.254'] });
    expect(await checkWebhookUrl('https://mixed.example/', { resolve })).toEqual({
      ok: false,
      reason: 'webhook url host mixed.example must be a public address reachable from the internet',
    });
  });

  it('localhost, resolved by node:dns', async () => {
    const check = await checkWebhookUrl('https://localhost/hook');
    expect(check.ok).toBe(false);
    expect(!check.ok && check.reason).toBe('webhook url host localhost must be a public address reachable from the internet');
  });

  it('a user name or password in the URL, another scheme, a malformed or overlong URL, a name that does not resolve', async () => {
    expect(await checkWebhookUrl('https://user:secret@93.184.215.14/', { resolve: noDns })).toEqual({
      ok: false,
      reason: 'webhook url must not carry a user name or password',
    });
    expect(await checkWebhookUrl('https://user@93.184.215.14/', { resolve: noDns })).toMatchObject({ ok: false });
    expect(await checkWebhookUrl('ftp://93.184.215.14/', { resolve: noDns })).toEqual({ ok: false, reason: 'webhook url must use https' });
    expect(await checkWebhookUrl('file:///etc/passwd', { resolve: noDns, allowLoopbackHttp: true })).toEqual({
      ok: false,
      reason: 'webhook url must use https',
    });
    expect(await checkWebhookUrl('not a url', { resolve: noDns })).toEqual({ ok: false, reason: 'webhook url is not a valid URL' });
    expect(await checkWebhookUrl(`https://example.com/${'a'.repeat(2048)}`, { resolve: noDns })).toEqual({
      ok: false,
      reason: 'webhook url is longer than 2048 characters',
    });
    expect(await checkWebhookUrl('https://nowhere.invalid/', { resolve: noDns })).toEqual({
      ok: false,
      reason: 'webhook url host nowhere.invalid must be a public address reachable from the internet',
    });
    expect(await checkWebhookUrl('https://empty.example/', { resolve: table({ 'empty.example': [] }) })).toEqual({
      ok: false,
      reason: 'webhook url host empty.example must be a public address reachable from the internet',
    });
  });

  it('with allowLoopbackHttp: http to anything but loopback, and private addresses whatever the scheme', async () => {
    const resolve = table({ 'hooks.example.com': ['93.184.215.14'] });
    expect(await checkWebhookUrl('http://hooks.example.com/', { allowLoopbackHttp: true, resolve })).toEqual({
      ok: false,
      reason: 'webhook url must use https (http is allowed only to a loopback address)',
    });
    expect(await checkWebhookUrl('http://10.0.0.5/', { allowLoopbackHttp: true, resolve })).toEqual({
      ok: false,
      reason: 'webhook url points to a private address (10.0.0.5)',
    });
    expect(await checkWebhookUrl('https://169.254.169.254/', { allowLoopbackHttp: true, resolve })).toEqual({
      ok: false,
      reason: 'webhook url points to a link-local address (169.254.169.254)',
    });
  });
});

describe('checkWebhookUrl accepts', () => {
  it('https to a name that resolves to public addresses only, and names the first address to connect to', async () => {
    const resolve = table({ 'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'] });
    const check = await checkWebhookUrl('https://hooks.example.com/atlasprint?x=1', { resolve });
    expect(check).toMatchObject({ ok: true, address: '93.184.215.14', family: 4 });
    expect(check.ok && check.url.href).toBe('https://hooks.example.com/atlasprint?x=1');
  });

  it('https to a public IPv6 or IPv4-mapped literal, without DNS', async () => {
    const noDns = table({});
    expect(await checkWebhookUrl('https://[2606:4700:4700::1111]/', { resolve: noDns })).toMatchObject({
      ok: true,
      address: '2606:4700:4700::1111',
      family: 6,
    });
    expect(await checkWebhookUrl('https://[::ffff:8.8.8.8]/', { resolve: noDns })).toMatchObject({ ok: true, address: '8.8.8.8', family: 4 });
    expect(noDns.calls).toEqual([]);
  });

  it('with allowLoopbackHttp: http and https to loopback (the embedded mode)', async () => {
    const resolve = table({ localhost: ['127.0.0.1', '::1'] });
    expect(await checkWebhookUrl('http://127.0.0.1:4567/hook', { allowLoopbackHttp: true })).toMatchObject({ ok: true, address: '127.0.0.1' });
    expect(await checkWebhookUrl('http://localhost:4567/hook', { allowLoopbackHttp: true, resolve })).toMatchObject({ ok: true, address: '127.0.0.1' });
    expect(await checkWebhookUrl('https://[::1]:4567/hook', { allowLoopbackHttp: true })).toMatchObject({ ok: true, address: '::1', family: 6 });
    expect(await checkWebhookUrl('http://127.0.0.1:4567/hook')).toEqual({ ok: false, reason: 'webhook url must use https' });
  });
});
