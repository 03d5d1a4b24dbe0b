import http from 'node:http';
import type net from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchFailureReason, isUnreachable } from './errors';

/** What fetch itself throws, for real: a closed port, a name that does not resolve, a server that answers 500. */
const failure = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
    (response) => (response.ok ? undefined : new Error(`HTTP ${response.status}`)),
    (error: unknown) => error,
  );

describe('a tile server nobody answers for, told from one that answered badly', () => {
  it('a refused connection and an unresolvable host are unreachable; an HTTP 500 is not', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const refused = await failure(`http://127.0.0.1:${closedPort}/planet.pmtiles`);
    expect([isUnreachable(refused), fetchFailureReason(refused, 10_000)]).toEqual([true, 'it refused the connection']);
    const nowhere = await failure('https://tiles.atlasprint-test.invalid/planet');
    expect([isUnreachable(nowhere), fetchFailureReason(nowhere, 10_000)]).toEqual([true, 'its host name could not be found']);

    const server = http.createServer((_, response) => response.writeHead(500).end()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const broken = await failure(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}/planet.pmtiles`);
    server.close();
    expect([isUnreachable(broken), fetchFailureReason(broken, 10_000)]).toEqual([false, 'it answered HTTP 500']);
  });

  it('no answer within the time limit is unreachable', () => {
    expect(isUnreachable(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe(true);
  });
});
