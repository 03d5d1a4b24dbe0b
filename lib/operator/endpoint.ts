import fs from 'node:fs';
import http from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/singleton';
import { announcementFile, type EndpointAnnouncement } from './announcement';
import { OperationError } from './errors';
import { isOperationName, runOperationOn } from './operations';

/**
 * With the embedded database only the server process may open it, so operator scripts send
 * their operation here instead: an HTTP endpoint bound to loopback, guarded by a random token
 * that lives in DATA_DIR (readable by whoever can read the database files anyway).
 */

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(request: http.IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > 16_384) throw new OperationError('operation arguments too large');
  }
  return text ? JSON.parse(text) : {};
}

/** Starts the process's endpoint once (a process singleton); later calls answer the same announcement. */
export const startOperatorEndpoint = processSingleton('operatorEndpoint', listen);

async function listen(): Promise<EndpointAnnouncement> {
  const config = getConfig();
  const file = announcementFile(config.dataDir);
  const token = randomBytes(32).toString('base64url');
  const server = http.createServer(async (request, response) => {
    const name = /^\/operations\/(\w+)$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !name) return send(response, 404, { error: true, message: 'unknown operation' });
    if (!tokenMatches(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return send(response, 401, { error: true, message: 'operator token missing or wrong' });
    }
    if (!isOperationName(name)) return send(response, 404, { error: true, message: `unknown operation ${name}` });
    try {
      const result = await runOperationOn(await getDb(), name, await readBody(request));
      log.info('operator operation', { operation: name });
      send(response, 200, { result });
    } catch (error) {
      if (error instanceof OperationError || error instanceof SyntaxError) {
        return send(response, 400, { error: true, message: error.message });
      }
      log.error('operator operation failed', { operation: name, error });
      send(response, 500, { error: true, message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  server.unref();

  const announcement: EndpointAnnouncement = {
    pid: process.pid,
    port: (server.address() as { port: number }).port,
    token,
  };
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(announcement), { mode: 0o600 });
  const forget = () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as EndpointAnnouncement;
      if (current.pid === process.pid) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', forget);
  return announcement;
}
