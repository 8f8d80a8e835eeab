import { createHmac } from 'node:crypto';

export interface WebhookSettings {
  url: string;
  secret: string;
  timeoutMs?: number;
}

export const SIGNATURE_HEADER = 'X-Harborpoint-Signature';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by LEAD_WEBHOOK_SECRET>`: the receiver
 * recomputes it over the raw body and refuses old timestamps, which defeats tampering and replays.
 */
export function signatureHeader(secret: string, rawBody: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/** POSTs one JSON body, signed; any 2xx counts as delivered, anything else throws to be retried. */
export async function sendWebhook(settings: WebhookSettings, body: unknown, idempotencyKey: string, now: () => number = Date.now): Promise<void> {
  const raw = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Idempotency-Key': idempotencyKey,
        [SIGNATURE_HEADER]: signatureHeader(settings.secret, raw, Math.floor(now() / 1000)),
      },
      body: raw,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new Error(`webhook unreachable: ${(error as Error).message}`);
  }
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) throw new Error(`webhook answered HTTP ${response.status}`);
}
