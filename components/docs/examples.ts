import { EXAMPLE_RENDER_REQUEST, EXAMPLE_VERIFY_REQUEST } from '@/lib/openapi';

/**
 * curl and TypeScript (fetch) examples of every call, for the API at `base`. Keys are never real:
 * the shell reads $ATLASPRINT_KEY, TypeScript process.env.ATLASPRINT_KEY.
 */

const json = (value: unknown) => JSON.stringify(value);
const tsObject = (value: Record<string, unknown>) =>
  `{ ${Object.entries(value)
    .map(([key, item]) => `${key}: ${typeof item === 'string' ? `'${item}'` : JSON.stringify(item)}`)
    .join(', ')} }`;

export interface Example {
  curl: string;
  ts: string;
}

export function examples(base: string): Record<string, Example> {
  return {
    render: {
      curl: `
curl -s ${base}/v1/render \\
  -H "Authorization: Bearer $ATLASPRINT_KEY" \\
  -H "Content-Type: application/json" \\
  -d '${json(EXAMPLE_RENDER_REQUEST)}'`,
      ts: `
const response = await fetch('${base}/v1/render', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.ATLASPRINT_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify(${tsObject(EXAMPLE_RENDER_REQUEST)}),
});
const body = await response.json();
if (!response.ok) throw new Error(\`\${response.status}: \${body.message}\`); // { error: true, message }
console.log(body.url, body.usage, response.headers.get('X-RateLimit-Remaining'));`,
    },
    me: {
      curl: `curl -s ${base}/v1/me -H "Authorization: Bearer $ATLASPRINT_KEY"`,
      ts: `
const response = await fetch('${base}/v1/me', {
  headers: { Authorization: \`Bearer \${process.env.ATLASPRINT_KEY}\` },
});
const status = await response.json(); // { plan, status, quota, used, remaining, credits, … }`,
    },
    rotate: {
      curl: `curl -s -X POST ${base}/v1/keys/rotate -H "Authorization: Bearer $ATLASPRINT_KEY"`,
      ts: `
const response = await fetch('${base}/v1/keys/rotate', {
  method: 'POST',
  headers: { Authorization: \`Bearer \${process.env.ATLASPRINT_KEY}\` },
});
const { key, key_prefix } = await response.json();
// Store key now (e.g. in your secret manager): the old key is refused from this moment on.`,
    },
    verify: {
      curl: `
curl -s ${base}/v1/verify \\
  -H "Content-Type: application/json" \\
  -d '${json(EXAMPLE_VERIFY_REQUEST)}'`,
      ts: `
// poster: a RenderResult; its provenance names the signature "signature", the record "sig".
const { signature, ...record } = poster.provenance;
const response = await fetch('${base}/v1/verify', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ ...record, sig: signature }),
});
const { valid, logged } = await response.json();`,
    },
    checkout: {
      curl: `
curl -s ${base}/v1/checkout \\
  -H "Content-Type: application/json" \\
  -d '{"plan": "pro", "email": "you@example.com"}'`,
      ts: `
const response = await fetch('${base}/v1/checkout', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ plan: 'pro', email: 'you@example.com' }),
});
const { url, id } = await response.json(); // the person opens url and pays; keep id for GET /v1/key`,
    },
    key: {
      curl: `curl -s "${base}/v1/key?session_id=$CHECKOUT_ID"`,
      ts: `
async function revealKey(checkoutId: string): Promise<string> {
  for (;;) {
    const response = await fetch(\`${base}/v1/key?session_id=\${encodeURIComponent(checkoutId)}\`);
    const body = await response.json();
    if (response.status === 200) return body.key; // shown this once: store it now
    if (response.status !== 202) throw new Error(body.message); // 400, 404, 410
    const seconds = Number(response.headers.get('Retry-After') ?? 3);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}`,
    },
    places: {
      curl: `curl -s '${base}/v1/places?q=Kobenhavn&limit=3'`,
      ts: `
const response = await fetch('${base}/v1/places?' + new URLSearchParams({ q: 'Kobenhavn', limit: '3' }));
const { results } = await response.json();
const [best] = results; // { name: 'Copenhagen', country: 'DK', lat: 55.67594, lon: 12.56553, zoom: 12, … }`,
    },
    health: {
      curl: `curl -s ${base}/health`,
      ts: `
const { ok } = await (await fetch('${base}/health')).json();`,
    },
    signingKey: {
      curl: `curl -s ${base}/.well-known/atlasprint-signing-key.json`,
      ts: `
const jwk = await (await fetch('${base}/.well-known/atlasprint-signing-key.json')).json();
// { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' }`,
    },
    files: {
      curl: `curl -s -o poster.png "$POSTER_URL"   # the url of a RenderResult; no key`,
      ts: `
import { writeFile } from 'node:fs/promises';

const file = await fetch(poster.url); // public: no key
await writeFile('poster.png', Buffer.from(await file.arrayBuffer()));`,
    },
  };
}

/** Checking a record offline with the published public key (Node.js). */
export function offlineVerification(base: string): string {
  return `
import { createPublicKey, verify } from 'node:crypto';

const keyUrl = '${base}/.well-known/atlasprint-signing-key.json';
const publicKey = createPublicKey({ key: await (await fetch(keyUrl)).json(), format: 'jwk' });

// A RenderResult's provenance (or an embedded record, whose signature is named sig):
const { v, id, plan, issued, sha256, signature } = poster.provenance;
const canonical = JSON.stringify({
  v,
  id,
  plan: plan ?? null,
  issued: issued ?? null,
  sha256: sha256 ?? null,
});
const valid = verify(
  null,
  Buffer.from(canonical, 'utf8'),
  publicKey,
  Buffer.from(signature, 'base64url'),
);`;
}
