import { applyStripeEvent, getPaymentProvider, verifyStripeWebhook } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { ApiError, methodsOtherThan, readBodyText, route, WEBHOOK_BODY_LIMIT } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** Stripe's events: verified by signature, each applied once. */
export const POST = route(async (request) => {
  const secret = getConfig().stripeWebhookSecret;
  if (!secret) throw new ApiError('not_found', 'Stripe webhooks are not configured here (STRIPE_WEBHOOK_SECRET is not set)');
  const payload = await readBodyText(request, WEBHOOK_BODY_LIMIT);
  const event = verifyStripeWebhook(payload, request.headers.get('stripe-signature'), secret);
  const outcome = await applyStripeEvent(await getDb(), event, getPaymentProvider());
  return Response.json({ received: true, outcome });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
