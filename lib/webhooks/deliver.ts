import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { SignedDelivery } from './sign';
import { checkWebhookUrl, type WebhookUrlOptions } from './url';
import { recognisedAcrossCopies } from '@/lib/singleton';

export const WEBHOOK_USER_AGENT = 'Atlasprint-Webhooks/1.0';

export interface DeliverOptions extends WebhookUrlOptions {
  /** For the whole attempt: the URL check's DNS lookup, connecting, and the receiver's answer. */
  timeoutMs: number;
}

export type DeliveryErrorKind = 'refused' | 'timeout' | 'network';

export interface DeliveryAttempt {
  /** The receiver's HTTP status; null when no answer came (refused URL, timeout, network error). */
  status: number | null;
  /** A 2xx answer. A redirect is not followed and counts as a failure. */
  ok: boolean;
  durationMs: number;
  error?: { kind: DeliveryErrorKind; message: string };
}

class DeadlineError extends Error {
  static {
    recognisedAcrossCopies(this, 'webhooks.DeadlineError');
  }
}
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DeadlineError('timed out'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Resolves with the status once the answer's head arrives; the body is not read. */
function post(url: URL, address: string, family: 4 | 6, delivery: SignedDelivery, signal: AbortSignal): Promise<number> {
  // The connection goes to the address that was checked, whatever DNS answers now (rebinding); TLS still
  // verifies the certificate against the URL's host name.
  const pinned = ((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...delivery.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(delivery.body)),
          'user-agent': WEBHOOK_USER_AGENT,
        },
        lookup: pinned,
        // A pooled keep-alive socket is keyed by host and port, not by address: it could have been
        // opened to an address checked earlier. Every attempt opens its own connection.
        agent: false,
        signal,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(delivery.body);
  });
}

/**
 * One attempt to POST a signed delivery. The URL is checked again now (DNS may have changed since it
 * was registered) and the request goes to the address that check saw. Never throws: every outcome is
 * an attempt for the caller to record; retries are the job engine's.
 */
export async function deliver(url: string, delivery: SignedDelivery, options: DeliverOptions): Promise<DeliveryAttempt> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const attempt = (status: number | null, error?: DeliveryAttempt['error']): DeliveryAttempt => ({
    status,
    ok: status !== null && status >= 200 && status < 300,
    durationMs: Math.round(performance.now() - started),
    ...(error ? { error } : {}),
  });
  const timedOut = () => attempt(null, { kind: 'timeout', message: `no answer within ${options.timeoutMs} ms` });

  try {
    const check = await beforeDeadline(checkWebhookUrl(url, options), deadline);
    if (!check.ok) return attempt(null, { kind: 'refused', message: check.reason });
    return attempt(await post(check.url, check.address, check.family, delivery, deadline));
  } catch (error) {
    if (error instanceof DeadlineError || deadline.aborted) return timedOut();
    const code = (error as NodeJS.ErrnoException).code;
    const message = error instanceof Error ? error.message : String(error);
    return attempt(null, { kind: 'network', message: code && !message.includes(code) ? `${code}: ${message}` : message });
  }
}
