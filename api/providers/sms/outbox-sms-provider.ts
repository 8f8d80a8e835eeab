import type { Executor } from '../../db/database';
import { insertOutboxMessage } from '../../db/repositories/verification-repository';
import type { Logger } from '../../server/logger';
import type { SmsProvider } from './sms-provider';

/**
 * Development default: messages go to the sms_outbox table instead of a phone, and the log prints the
 * newest one so a developer can read the code. Never used when Twilio is configured.
 */
export function createOutboxSmsProvider(db: Executor, logger: Logger): SmsProvider {
  return {
    name: 'local-outbox',
    async send(phone, body) {
      const id = await insertOutboxMessage(db, phone, body);
      logger.info({ smsOutboxId: id, to: `***-***-${phone.slice(-4)}` }, `SMS outbox (development): ${body}`);
    },
  };
}
