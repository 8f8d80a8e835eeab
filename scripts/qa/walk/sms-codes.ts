import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import type { SmsCodeSource } from './walk-types';

/** A growing log: its length now, and what was written from an offset on. */
export interface GrowingLog {
  size(): number;
  since(offset: number): string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Codes from the server's log: without Twilio the site texts nothing, it keeps each message in its local
 * outbox and prints it, with the phone's last four digits, in its log. Only lines written after the mark
 * count, so an older code for the same phone is never typed.
 */
export function smsCodesFromLog(log: GrowingLog, timeoutMs = 10_000): SmsCodeSource {
  return {
    mark: async () => log.size(),
    async code(phoneDigits, since) {
      const to = `***-***-${phoneDigits.slice(-4)}`;
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const lines = log.since(Number(since)).split('\n').filter((line) => line.includes(to));
        const code = /verification code is (\d{6})/.exec(lines.at(-1) ?? '')?.[1];
        if (code) return code;
        await pause(100);
      }
      throw new Error(`no verification code for the phone ending ${phoneDigits.slice(-4)} appeared in the server's log within ${timeoutMs / 1000} s`);
    },
  };
}

/** A log file on this machine (the output of `npm run dev` or `npm start` written to a file). */
export function logFile(path: string): GrowingLog {
  return {
    size: () => (existsSync(path) ? statSync(path).size : 0),
    since(offset) {
      if (!existsSync(path)) return '';
      const length = statSync(path).size - offset;
      if (length <= 0) return '';
      const buffer = Buffer.alloc(length);
      const fd = openSync(path, 'r');
      try {
        readSync(fd, buffer, 0, length, offset);
      } finally {
        closeSync(fd);
      }
      return buffer.toString('utf8');
    },
  };
}

/** A log held in memory (a server process a test started). */
export function logText(read: () => string): GrowingLog {
  return { size: () => read().length, since: (offset) => read().slice(offset) };
}
