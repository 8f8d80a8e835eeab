/** Sends a text message to a US phone number (10 digits). */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, body: string): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
