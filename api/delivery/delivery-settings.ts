/** Where deliveries go; read from the environment (README lists the variables). */
export interface DeliverySettings {
  /** smtp://user:pass@host:587 or smtps://...; null writes .eml files under DATA_DIR/mail. */
  smtpUrl: string | null;
  mailFrom: string;
  webhook: { url: string; secret: string } | null;
}

export function readDeliverySettings(env: NodeJS.ProcessEnv = process.env): DeliverySettings {
  const webhookUrl = env.LEAD_WEBHOOK_URL?.trim();
  const webhookSecret = env.LEAD_WEBHOOK_SECRET?.trim();
  if (webhookUrl && !webhookSecret) throw new Error('LEAD_WEBHOOK_URL is set but LEAD_WEBHOOK_SECRET is not: webhooks must be signed.');
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Harborpoint Mortgage <no-reply@harborpointmortgage.com>',
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : null,
  };
}
