import type { OutboxItem } from '../db/repositories/outbox-repository';
import type { DeliverySettings } from './delivery-settings';
import type { EmailTransport, QueuedEmail } from './email-transport';
import { sendWebhook } from './webhook-sender';

/**
 * Delivers one outbox item through its channel; throws to have it retried. `uploadPath` turns an
 * attachment's stored upload name into its file (resumes live in the private uploads folder).
 */
export function createOutboxDeliverer(email: EmailTransport, settings: DeliverySettings, uploadPath: (upload: string) => string) {
  return async (item: OutboxItem): Promise<void> => {
    if (item.channel === 'email') {
      const { attachments, ...message } = item.payload as QueuedEmail;
      await email.send(
        attachments ? { ...message, attachments: attachments.map(({ upload, ...rest }) => ({ ...rest, path: uploadPath(upload) })) } : message,
        item.id,
      );
      return;
    }
    if (!settings.webhook) throw new Error('LEAD_WEBHOOK_URL is no longer set; the item waits until it is');
    const { idempotencyKey, body } = item.payload as { idempotencyKey: string; body: unknown };
    await sendWebhook(settings.webhook, body, idempotencyKey);
  };
}
