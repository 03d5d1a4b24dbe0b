import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { keyStatus } from '@/lib/usage';

export const dynamic = 'force-dynamic';

export const GET = route(operations.getKeyStatus, async ({ db, key }) => Response.json(await keyStatus(db, key), { headers: { 'Cache-Control': 'no-store' } }));

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
