import { getConfig } from '@/lib/config';
import { clientAddress, methodsOtherThan, route } from '@/lib/http';
import { RECOVERY_ACCEPTED_MESSAGE, requestKeyRecovery } from '@/lib/keys';
import { getMailTransport } from '@/lib/mail';
import { operations } from '@/lib/openapi';

export const dynamic = 'force-dynamic';

/** POST /v1/keys/recover: mails a single-use link per key bought with the address; says the same either way. */
export const POST = route(operations.requestKeyRecovery, async ({ request, db, body, respond }) => {
  await requestKeyRecovery(db, body.email, clientAddress(request), { mail: getMailTransport(), publicBaseUrl: getConfig().publicBaseUrl });
  return respond({ accepted: true, message: RECOVERY_ACCEPTED_MESSAGE }, { 'Cache-Control': 'no-store' });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
