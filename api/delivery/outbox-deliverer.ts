import type { OutboxItem } from '../db/repositories/outbox-repository';
import type { DeliverySettings } from './delivery-settings';
import type { EmailMessage, EmailTransport } from './email-transport';
import { sendWebhook } from './webhook-sender';

/** Delivers one outbox item through its channel; throws to have it retried. */
export function createOutboxDeliverer(email: EmailTransport, settings: DeliverySettings) {
  return async (item: OutboxItem): Promise<void> => {
    if (item.channel === 'email') {
      await email.send(item.payload as EmailMessage, item.id);
      return;
    }
    if (!settings.webhook) throw new Error('LEAD_WEBHOOK_URL is no longer set; the item waits until it is');
    const { idempotencyKey, body } = item.payload as { idempotencyKey: string; body: unknown };
    await sendWebhook(settings.webhook, body, idempotencyKey);
  };
}
