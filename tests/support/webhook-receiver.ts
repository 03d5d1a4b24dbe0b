import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

/** Closes a server after the test, ending connections a receiver holds open (close() alone would wait for ever). */
export function closeAfterTest(server: http.Server): () => Promise<void> {
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }));
  servers.push(close);
  return close;
}

/** A real receiver on 127.0.0.1 that records every request and answers as the test says; closed after the test. */
export async function receiver(answer: (request: Received, response: http.ServerResponse) => void) {
  const received: Received[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
    received.push(entry);
    answer(entry, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const close = closeAfterTest(server);
  return { port, received, url: `http://127.0.0.1:${port}/hooks/atlasprint`, close };
}

/** Headers as the standardwebhooks library's verify() takes them: the three webhook-* values as strings. */
export function webhookHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(headers[name])]));
}
