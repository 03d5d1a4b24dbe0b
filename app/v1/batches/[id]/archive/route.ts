import type { ApiKeyRow, Database } from '@/lib/db';
import { methodsOtherThan, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { batchArchive } from '@/lib/posters';
import { getObjectStore } from '@/lib/storage';

export const dynamic = 'force-dynamic';

export const GET = route(
  operations.getBatchArchive,
  async ({ db, key, context }: { db: Database; key: ApiKeyRow; context: { params: Promise<{ id: string }> } }) => {
    const { id } = await context.params;
    const { stream, batch } = await batchArchive(db, key, id, getObjectStore());
    return new Response(stream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${batch.id}.zip"`,
        // What has finished so far: a later request may hold more.
        'Cache-Control': 'no-store',
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
