import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { badRequest, clientAddress, methodsOtherThan, readJsonObject, route } from '@/lib/http';
import { RECOVERY_ACCEPTED_MESSAGE, recoveryRequestSchema, requestKeyRecovery } from '@/lib/keys';
import { getMailTransport } from '@/lib/mail';

export const dynamic = 'force-dynamic';

/** POST /v1/keys/recover: mails a single-use link per key bought with the address; says the same either way. */
export const POST = route(async (request) => {
  const parsed = recoveryRequestSchema.safeParse(await readJsonObject(request, 4 * 1024));
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues
        .map((issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} is not a recovery field (send email)` : issue.message))
        .join('; '),
    );
  }
  await requestKeyRecovery(await getDb(), parsed.data.email, clientAddress(request), { mail: getMailTransport(), publicBaseUrl: getConfig().publicBaseUrl });
  return Response.json({ accepted: true, message: RECOVERY_ACCEPTED_MESSAGE }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
