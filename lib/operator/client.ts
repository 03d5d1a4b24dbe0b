import fs from 'node:fs';
import { getConfig } from '@/lib/config';
import { announcementFile, type EndpointAnnouncement } from './announcement';
import { OperationError } from './errors';
import type { OperationName, OperationResult } from './operations';

/** Null when the announced server is not listening any more (it died without cleaning up). */
async function postToServer(server: EndpointAnnouncement, name: string, args: unknown): Promise<Response | null> {
  try {
    return await fetch(`http://127.0.0.1:${server.port}/operations/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
  } catch {
    return null;
  }
}

function runningServer(dataDir: string): EndpointAnnouncement | null {
  try {
    const announcement = JSON.parse(fs.readFileSync(announcementFile(dataDir), 'utf8')) as EndpointAnnouncement;
    process.kill(announcement.pid, 0);
    return announcement;
  } catch {
    return null;
  }
}

/**
 * Runs an operator operation against the service's database: through the running server when it
 * holds the embedded database, directly otherwise (a real PostgreSQL, or no server running).
 */
export async function runOperation<Name extends OperationName>(name: Name, args: unknown): Promise<OperationResult<Name>> {
  const config = getConfig();
  const server = config.database.kind === 'pglite' ? runningServer(config.dataDir) : null;
  const response = server ? await postToServer(server, name, args) : null;
  if (response) {
    const body = (await response.json()) as { result?: OperationResult<Name>; message?: string };
    if (!response.ok) throw new OperationError(body.message ?? `operation failed with status ${response.status}`);
    return body.result!;
  }
  // Only now the operations and the database: a script that asks the running server (key:create beside
  // `npm start`) need not load them (1.7 of its ~4 CPU s went to importing them).
  const [{ runOperationOn }, { closeDb, getDb }] = await Promise.all([import('./operations'), import('@/lib/db')]);
  try {
    return await runOperationOn(await getDb(), name, args);
  } finally {
    await closeDb();
  }
}
