import { getDatabaseHandle, pingDatabase } from '@/lib/db';
import { methodsOtherThan, route, statusOf } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const GET = route(operations.health, async () => {
  try {
    await pingDatabase(await getDatabaseHandle());
    return Response.json({ ok: true, service: 'atlasprint' }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log.warn('health check failed: database unreachable', { error });
    return Response.json(
      { ok: false, service: 'atlasprint', message: 'database unreachable' },
      { status: statusOf('unavailable'), headers: { 'Cache-Control': 'no-store', 'Retry-After': '10' } },
    );
  }
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
