import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../server/logger';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; contentDisposition?: 'attachment'; path: string }[];
}

/**
 * A message as the outbox keeps it: an attachment names a private upload (a random stored name), never an
 * absolute path, so the data folder can move and an erased file is simply gone.
 */
export interface QueuedEmail extends Omit<EmailMessage, 'attachments'> {
  attachments?: { filename: string; contentType: string; contentDisposition?: 'attachment'; upload: string }[];
}

export interface EmailTransport {
  readonly name: 'smtp' | 'eml-files';
  send(message: EmailMessage, messageId: string): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:587 or smtps://...). */
export function createSmtpTransport(smtpUrl: string, from: string): EmailTransport {
  // Bounded waits: a hung mail server must fail the attempt (and be retried) well within the outbox claim.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    async send(message, messageId) {
      await transporter.sendMail({ ...message, from, messageId: `<${messageId}@harborpointmortgage.com>` });
    },
  };
}

/**
 * Development default: each message is written as an .eml file under DATA_DIR/mail (open it with any
 * mail client) and its file named in the log, so nothing needs a mail server.
 */
export function createEmlFileTransport(folder: string, from: string, logger: Logger): EmailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made when a write finds none (the first, or after it was removed), not before each message.
  const writeMessage = async (file: string, data: Buffer) => {
    try {
      await writeFile(file, data);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(folder, { recursive: true });
      await writeFile(file, data);
    }
  };
  return {
    name: 'eml-files',
    async send(message, messageId) {
      const info = await transporter.sendMail({ ...message, from, messageId: `<${messageId}@harborpointmortgage.com>` });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId}.eml`);
      await writeMessage(file, info.message as Buffer);
      // The file and the outbox id say which message it is; the subject and addresses stay out of the log.
      logger.info({ file }, 'mail written (development: set SMTP_URL to send it)');
    },
  };
}
