import { EXAMPLE_RENDER_REQUEST } from '@/lib/openapi';
import { SDK_PACKAGE, sdkPreamble } from './sdk';

/**
 * curl and TypeScript examples of every call, for the API at `base`. The end-to-end suite runs every
 * one of them, in the order the docs page shows them, against a started server
 * (tests/e2e/examples.spec.ts), so they must work as written:
 * - the key comes from the environment: `$ATLASPRINT_KEY` in the shell, `process.env.ATLASPRINT_KEY`;
 * - curl says `--fail-with-body`, so an HTTP error fails the command (and still prints the message);
 * - each TypeScript block is a whole ES module written with the SDK (`@atlasprint/sdk`, installed as the
 *   quickstart says; save the block as `example.mts`, run it with `npx tsx`): it prints what it got, and
 *   an error answer throws (an AtlasprintError);
 * - a poster rendered by the render example is kept in `poster.json`, which later examples read.
 */

const json = (value: unknown) => JSON.stringify(value);
const tsObject = (value: Record<string, unknown>) =>
  `{ ${Object.entries(value)
    .map(([key, item]) => `${key}: ${typeof item === 'string' ? `'${item}'` : JSON.stringify(item)}`)
    .join(', ')} }`;

/** Where a script's buyer lands after paying: a page of yours, so our return page does not reveal the key first. */
export const EXAMPLE_RETURN_URL = 'https://example.com/thanks';

/** The body of the checkout examples: the payer lands on your page afterwards. */
export const CHECKOUT_BODY = { plan: 'pro', email: 'you@example.com', return_url: EXAMPLE_RETURN_URL } as const;

/** A receiver on the reader's own machine, as the webhooks guide starts one (a server in embedded mode takes http to loopback). */
export const LOCAL_RECEIVER = 'http://localhost:4000/atlasprint-hooks';

export interface Example {
  curl: string;
  ts: string;
  python?: string;
}

export function examples(base: string): Record<string, Example> {
  return {
    render: {
      curl: `
curl -s --fail-with-body ${base}/v1/render \\
  -H "Authorization: Bearer $ATLASPRINT_KEY" \\
  -H "Content-Type: application/json" \\
  -d '${json(EXAMPLE_RENDER_REQUEST)}' | tee poster.json`,
      ts: `
import { writeFile } from 'node:fs/promises';
${sdkPreamble(base)}

// An error answer throws an AtlasprintError: its status, code (e.g. invalid_request) and message.
const poster = await atlasprint.renders.create(${tsObject(EXAMPLE_RENDER_REQUEST)});
await writeFile('poster.json', JSON.stringify(poster, null, 2)); // kept for the examples below
console.log(poster.url, poster.usage);`,
    },
    me: {
      curl: `curl -s --fail-with-body ${base}/v1/me -H "Authorization: Bearer $ATLASPRINT_KEY"`,
      ts: `
${sdkPreamble(base)}

const status = await atlasprint.keys.status();
console.log(status); // { plan, status, quota, used, remaining, credits, … }`,
    },
    rotate: {
      curl: `
# The old key is refused from this moment: keep the new one (here, in the same variable).
ATLASPRINT_KEY=$(curl -s --fail-with-body -X POST ${base}/v1/keys/rotate -H "Authorization: Bearer $ATLASPRINT_KEY" | jq -r .key)
echo "new key: \${ATLASPRINT_KEY:0:12}…"`,
      ts: `
${sdkPreamble(base)}

const rotated = await atlasprint.keys.rotate();
// Store the new key now (e.g. in your secret manager): the old key is refused from this moment on.
console.log(\`new key, shown once: \${rotated.key}\`);`,
    },
    upgrade: {
      curl: `
# Another monthly plan, up or down; the key stays the same. 200: changed now (a Stripe subscription),
# with the key's new status. 202: pay first at "url"; the plan changes once it is paid.
curl -s --fail-with-body ${base}/v1/keys/upgrade \\
  -H "Authorization: Bearer $ATLASPRINT_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"plan": "business"}'`,
      ts: `
${sdkPreamble(base)}

// Plans go both ways: here to Pro. This month's renders count against the new quota at once.
const change = await atlasprint.keys.upgrade({ plan: 'pro' });
if ('url' in change) console.log(\`pay here to change the plan: \${change.url}\`); // then GET /v1/key?session_id=<change.id> says upgraded: true
else console.log(\`now on \${change.plan}: \${change.remaining} of \${change.quota} renders left this month\`);`,
    },
    recover: {
      curl: `
# Lost your key? A link that replaces it goes to the address it was bought with (no key needed).
# The answer is the same whether or not keys were bought with that address.
curl -s --fail-with-body ${base}/v1/keys/recover \\
  -H "Content-Type: application/json" \\
  -d '{"email": "you@example.com"}'`,
      ts: `
${sdkPreamble(base, { key: false })}

// 429: too many requests; 503: this server sends no mail (each an AtlasprintError with that status)
const accepted = await atlasprint.keys.recover({ email: 'you@example.com' });
console.log(accepted.message); // 202, always the same words`,
    },
    recoverConfirm: {
      curl: `
# RECOVERY_TOKEN: the token of the link in the message (after ?token=), or the code printed below it.
# The lost key is refused from this moment; the new one is in this answer only: store it now.
curl -s --fail-with-body ${base}/v1/keys/recover/confirm \\
  -H "Content-Type: application/json" \\
  -d "{\\"token\\": \\"$RECOVERY_TOKEN\\"}" | jq .
# {"key": "atp_live_…", "key_prefix": "atp_live_…", "note": "Your key was replaced: …"}`,
      ts: `
${sdkPreamble(base, { key: false })}

// The token of the link in the message (its token parameter). 410: used or expired, ask for a new link.
const recovered = await atlasprint.keys.confirmRecovery({ token: process.env.RECOVERY_TOKEN ?? '' });
// Store the new key now: the lost key is refused from this moment on.
console.log(\`new key, shown once: \${recovered.key}\`);`,
    },
    verify: {
      curl: `
# poster.json: a RenderResult (from the render example). Its provenance is the signed record.
jq .provenance poster.json | curl -s --fail-with-body ${base}/v1/verify \\
  -H "Content-Type: application/json" -d @-`,
      ts: `
import { readFile } from 'node:fs/promises';
${sdkPreamble(base, { key: false, types: ['RenderResult'] })}

// poster.json: a RenderResult (from the render example). Its provenance is the signed record.
const poster: RenderResult = JSON.parse(await readFile('poster.json', 'utf8'));
const verdict = await atlasprint.provenance.verify(poster.provenance);
console.log(verdict); // { valid: true, id, logged: true }`,
    },
    checkout: {
      curl: `
curl -s --fail-with-body ${base}/v1/checkout \\
  -H "Content-Type: application/json" \\
  -d '{"plan": "pro", "email": "you@example.com", "return_url": "${EXAMPLE_RETURN_URL}"}' | tee checkout.json
# The person opens its "url" and pays; then reveal the key (GET /v1/key) with its "id":
CHECKOUT_ID=$(jq -r .id checkout.json)`,
      ts: `
${sdkPreamble(base, { key: false })}

const checkout = await atlasprint.checkout.create({ plan: 'pro', email: 'you@example.com', return_url: '${EXAMPLE_RETURN_URL}' });
console.log(\`pay here: \${checkout.url}\`); // then reveal the key with checkout.id (GET /v1/key)`,
    },
    key: {
      curl: `
# 202 {"pending": true, "declined": false, …} until the payment is confirmed, then 200 {"key": …} once
curl -s --fail-with-body "${base}/v1/key?session_id=$CHECKOUT_ID"`,
      ts: `
// Buy a key from a script: start a checkout, let the person pay, reveal the key once.
${sdkPreamble(base, { key: false })}

// return_url: the payer lands on your page, so the key is yours to reveal (our return page would reveal it)
const checkout = await atlasprint.checkout.create({ plan: 'pro', email: 'you@example.com', return_url: '${EXAMPLE_RETURN_URL}' });
console.log(\`pay here: \${checkout.url}\`);

/** Polls until paid (at most \`minutes\`); stops on a decline or an error (400, 404, 410 throw an AtlasprintError). */
async function revealKey(checkoutId: string, minutes = 10): Promise<string> {
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    const answer = await atlasprint.checkout.reveal(checkoutId);
    if ('key' in answer) return answer.key; // shown this once: store it now
    if ('declined' in answer && answer.declined) throw new Error('the payment was declined; the person may still pay on the checkout page');
    await new Promise((resolve) => setTimeout(resolve, 3000)); // pending: the payment is not confirmed yet
  }
  throw new Error(\`not paid within \${minutes} minutes; the checkout stays open, call revealKey('\${checkoutId}') again\`);
}

const key = await revealKey(checkout.id);
console.log(\`your key, shown once: \${key}\`);`,
    },
    places: {
      curl: `curl -s --fail-with-body '${base}/v1/places?q=Kobenhavn&limit=3'`,
      ts: `
${sdkPreamble(base, { key: false })}

const places = await atlasprint.places.find({ q: 'Kobenhavn', limit: 3 });
const [best] = places.results; // { name: 'Copenhagen', country: 'DK', lat: 55.67594, lon: 12.56553, zoom: 12, … }
console.log(best);`,
    },
    health: {
      curl: `curl -s --fail-with-body ${base}/health`,
      ts: `
${sdkPreamble(base, { key: false })}

// 503 (the database does not answer) is retried, then thrown as an AtlasprintError.
console.log(await atlasprint.health()); // { ok: true, service: 'atlasprint' }`,
    },
    signingKey: {
      curl: `curl -s --fail-with-body ${base}/.well-known/atlasprint-signing-key.json`,
      ts: `
${sdkPreamble(base, { key: false })}

const { keys } = await atlasprint.provenance.signingKeys(); // the current key first, then the retired ones
console.log(keys); // [{ kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' }, …]`,
    },
    files: {
      curl: `curl -s --fail-with-body -o poster.png "$(jq -r .url poster.json)" && ls -l poster.png   # public: no key`,
      ts: `
import { readFile, writeFile } from 'node:fs/promises';
${sdkPreamble(base, { key: false, types: ['RenderResult'] })}

const poster: RenderResult = JSON.parse(await readFile('poster.json', 'utf8'));
const bytes = await atlasprint.files.download(poster.url); // public: no key is sent
await writeFile('poster.png', bytes);
console.log(\`poster.png: \${bytes.length} bytes\`);`,
    },
  };
}

/** The SDK guide's example: a queued render waited for, and an error answer branched on by its code. */
export function sdkExample(base: string): string {
  return `
${sdkPreamble(base, { imports: ['AtlasprintError'] })}

// Queued: answered at once with an id; wait() polls until the poster is made (or throws the render's error).
const accepted = await atlasprint.renders.queue({ lat: 55.676, lon: 12.576, zoom: 14, theme: 'vintage_atlas', format: 'svg' });
const poster = await atlasprint.renders.wait(accepted.id, { timeoutMs: 120_000 });
console.log(poster.url, poster.bytes);

// An error answer is an AtlasprintError: branch on its stable code, quote its request id.
try {
  await atlasprint.renders.get('rnd_0000000000000000000000000');
} catch (error) {
  if (!(error instanceof AtlasprintError) || error.code !== 'not_found') throw error;
  console.log(\`no such render: \${error.status} \${error.code} (request \${error.requestId})\`);
}`;
}

/** Where the typed-client example writes the generated types; its TypeScript imports them from here. */
export const TYPES_FILE = 'atlasprint.d.ts';

/**
 * A typed client: types generated from /openapi.json with openapi-typescript (its default options),
 * calls made with openapi-fetch. tests/integration/openapi-client.test.ts compiles this very code
 * with tsc --strict against types generated from the document.
 */
export function typedClient(base: string): { generate: string; ts: string } {
  return {
    generate: `npx openapi-typescript ${base}/openapi.json -o ${TYPES_FILE}`,
    ts: `
import createClient from 'openapi-fetch';
import type { paths } from './${TYPES_FILE.replace(/\.d\.ts$/, '.js')}'; // the types generated above

const client = createClient<paths>({
  baseUrl: '${base}',
  headers: { Authorization: \`Bearer \${process.env.ATLASPRINT_KEY}\` },
});

// Only lat and lon are required: every other field of a RenderRequest has a default.
const { data: poster, error, response } = await client.POST('/v1/render', {
  body: ${tsObject(EXAMPLE_RENDER_REQUEST)},
});
if (error) throw new Error(\`\${response.status} \${error.code}: \${error.message}\`); // typed: the Error schema
console.log(poster.url, poster.usage); // typed: a RenderResult`,
  };
}

/** Checking a record offline with the published public keys (Node.js): the key its kid names. */
export function offlineVerification(base: string): string {
  return `
import { createPublicKey, verify } from 'node:crypto';
import { readFile } from 'node:fs/promises';
${sdkPreamble(base, { key: false })}

// A JWK Set: the current key and every retired one. Fetch it once and keep it: the check below needs no network.
const { keys } = await atlasprint.provenance.signingKeys();

// A RenderResult's provenance (an embedded record names its signature sig):
const poster = JSON.parse(await readFile('poster.json', 'utf8'));
const { v, id, plan, issued, sha256, kid, signature } = poster.provenance;
const canonical = JSON.stringify({
  v,
  id,
  plan: plan ?? null,
  issued: issued ?? null,
  sha256: sha256 ?? null,
});
// The key the record names; a record from before kids were written: any of them.
const candidates = kid ? keys.filter((key) => key.kid === kid) : keys;
const valid = candidates.some((jwk) =>
  verify(null, Buffer.from(canonical, 'utf8'), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(signature, 'base64url')),
);
console.log({ id, kid, valid });`;
}

/** Print: a 50 × 70 cm PDF for a print shop, and an A4 PNG at its full 300 dpi (answered at once: under the synchronous limit). */
export function printExamples(base: string): { pdf: string; png: string } {
  const request = (fields: Record<string, unknown>) =>
    JSON.stringify({ lat: 55.676, lon: 12.576, zoom: 14, theme: 'vintage_atlas', city: 'Copenhagen', country: 'Denmark', ...fields });
  const call = (fields: Record<string, unknown>) => `
curl -s --fail-with-body ${base}/v1/render \\
  -H "Authorization: Bearer $ATLASPRINT_KEY" \\
  -H "Content-Type: application/json" \\
  -d '${request(fields)}' \\
  | jq '{url, print, warnings}'`;
  return {
    pdf: `# 50 x 70 cm for a print shop: 3 mm bleed, crop marks, vector${call({ printSize: '50x70cm', bleedMm: 3, cropMarks: true, format: 'pdf' })}`,
    png: `# A4 at 300 dpi: 2480 x 3508 px, the dpi in the file (A3 and larger at 300 dpi: queue them, POST /v1/renders)${call({ printSize: 'A4', dpi: 300, format: 'png' })}`,
  };
}

/**
 * A receiver's check of a delivery, as its handler would make it: the raw body (saved here as
 * delivery.json) and the three webhook-* headers (here in WEBHOOK_ID, WEBHOOK_TIMESTAMP and
 * WEBHOOK_SIGNATURE), with the endpoint's secret in WEBHOOK_SECRET. The README shows the same two.
 */
export function webhookVerification(): { ts: string; sh: string } {
  return {
    ts: `
import { readFileSync } from 'node:fs';
import { verifyWebhook } from '${SDK_PACKAGE}';

// In your handler: the raw body, exactly as received (before any JSON parsing), and its headers.
const body = readFileSync('delivery.json', 'utf8');
const headers = {
  'webhook-id': process.env.WEBHOOK_ID ?? '',
  'webhook-timestamp': process.env.WEBHOOK_TIMESTAMP ?? '',
  'webhook-signature': process.env.WEBHOOK_SIGNATURE ?? '',
};
// Throws on a wrong signature, or a timestamp more than five minutes off; answer 400 then.
const event = verifyWebhook(body, headers, process.env.WEBHOOK_SECRET ?? '');
console.log(\`verified \${event.type} of \${event.data.id} (delivery \${headers['webhook-id']})\`);`,
    sh: `
# The HMAC key is the base64-decoded part of the secret after whsec_, given to openssl in hex.
HMAC_KEY=$(printf '%s' "\${WEBHOOK_SECRET#whsec_}" | base64 -d | od -An -v -tx1 | tr -d ' \\n')
EXPECTED=$({ printf '%s.%s.' "$WEBHOOK_ID" "$WEBHOOK_TIMESTAMP"; cat delivery.json; } \\
  | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$HMAC_KEY" -binary | base64)
# webhook-signature lists one or more "v1,<base64>", space-separated: one must match.
case " $WEBHOOK_SIGNATURE " in
  *" v1,$EXPECTED "*) ;;
  *) echo "bad signature" >&2; exit 1 ;;
esac
# Refuse a timestamp more than five minutes off (a replayed delivery).
AGE=$(( $(date +%s) - WEBHOOK_TIMESTAMP ))
if [ "\${AGE#-}" -gt 300 ]; then echo "stale delivery" >&2; exit 1; fi
echo "verified delivery $WEBHOOK_ID"`,
  };
}

/** Python (standard library) of the calls whose flow the generated requests (./requests.ts) do not cover. */
export function pythonExamples(base: string): Record<'rotate' | 'key' | 'recoverConfirm', string> {
  const failing = `except HTTPError as error:  # 4xx and 5xx: { "error": true, "code", "message" }
    raise SystemExit(f'{error.code}: {json.load(error)["message"]}')`;
  return {
    rotate: `
import json
import os
import urllib.request
from urllib.error import HTTPError

request = urllib.request.Request(
    '${base}/v1/keys/rotate',
    method='POST',
    headers={'Authorization': f'Bearer {os.environ["ATLASPRINT_KEY"]}'},
)
try:
    with urllib.request.urlopen(request) as response:
        rotated = json.load(response)
${failing}
# Store the new key now (e.g. in your secret manager): the old key is refused from this moment on.
print(f'new key, shown once: {rotated["key"]}')`,
    key: `
import json
import time
import urllib.parse
import urllib.request
from urllib.error import HTTPError

with open('checkout.json') as file:
    checkout = json.load(file)  # the answer of POST /v1/checkout: the person pays at its url


def reveal_key(checkout_id: str, minutes: int = 10) -> str:
    """Polls until paid (at most \`minutes\`); stops on a decline or an error."""
    deadline = time.monotonic() + minutes * 60
    url = '${base}/v1/key?' + urllib.parse.urlencode({'session_id': checkout_id})
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url) as response:
                body = json.load(response)
                if response.status == 200:
                    return body['key']  # shown this once: store it now
                wait = int(response.headers.get('Retry-After', '3'))
        ${failing.replace('\n', '\n        ')}
        if body.get('declined'):
            raise SystemExit('the payment was declined; the person may still pay on the checkout page')
        time.sleep(wait)
    raise SystemExit(f'not paid within {minutes} minutes; the checkout stays open: call reveal_key again')


print(f'your key, shown once: {reveal_key(checkout["id"])}')`,
    recoverConfirm: `
import json
import os
import urllib.request
from urllib.error import HTTPError

request = urllib.request.Request(
    '${base}/v1/keys/recover/confirm',
    method='POST',
    headers={'Content-Type': 'application/json'},
    data=json.dumps({'token': os.environ['RECOVERY_TOKEN']}).encode(),  # the link's token parameter
)
try:
    with urllib.request.urlopen(request) as response:
        recovered = json.load(response)
${failing}  # 410: used or expired, ask for a new link
# Store the new key now: the lost key is refused from this moment on.
print(f'new key, shown once: {recovered["key"]}')`,
  };
}

/**
 * A whole receiver (Node.js, no framework): it answers HTTP, verifies each delivery before parsing
 * it, ignores a delivery id it has seen, and answers 2xx at once. It listens at LOCAL_RECEIVER, the
 * URL the reference's POST /v1/webhooks example registers.
 */
export function webhookReceiver(timeoutSeconds: number): string {
  const url = new URL(LOCAL_RECEIVER);
  return `
import { createServer } from 'node:http';
import { verifyWebhook, type WebhookEvent } from '${SDK_PACKAGE}';

// The secret POST /v1/webhooks answered once (whsec_…), kept in your secret manager.
const secret = process.env.WEBHOOK_SECRET ?? '';
const seen = new Set<string>(); // delivery ids handled: keep them in your database

createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '${url.pathname}') {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8'); // the raw body: verify it before parsing
    let event: WebhookEvent;
    try {
      event = verifyWebhook(body, request.headers, secret);
    } catch {
      response.writeHead(400).end('bad signature'); // not signed with your secret, or older than the scheme's tolerance
      return;
    }
    const id = String(request.headers['webhook-id']); // the same on every attempt of one event
    if (!seen.has(id)) {
      seen.add(id);
      // Answer within ${timeoutSeconds} s: queue slow work (downloading the poster) rather than doing it here.
      console.log(event.type, event.data.id, event.data.status); // render.*: data is the Render; batch.completed: the Batch
    }
    response.writeHead(204).end();
  });
}).listen(${url.port}, () => console.log('receiving at ${LOCAL_RECEIVER}'));`;
}
