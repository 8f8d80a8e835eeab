import { SmsDeliveryError, type SmsProvider } from './sms-provider';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sending number in E.164 ('+12485550100') or a Messaging Service SID ('MG...'). */
  sender: string;
  /** https://api.twilio.com in production; a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** Twilio's Messages REST API: one POST per message, basic auth with the account SID and token. */
export function createTwilioSmsProvider(settings: TwilioSettings): SmsProvider {
  return {
    name: 'twilio',
    async send(phone, body) {
      const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, settings.baseUrl);
      const form = new URLSearchParams({ To: `+1${phone}`, Body: body });
      form.set(settings.sender.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.sender);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Twilio could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const detail = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
        throw new SmsDeliveryError(`Twilio refused the message (HTTP ${response.status}${detail?.code ? `, code ${detail.code}` : ''})`);
      }
    },
  };
}
