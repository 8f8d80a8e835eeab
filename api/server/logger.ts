import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/** Personal data never reaches the logs: these paths are replaced wherever they appear. */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  '*.email',
  '*.phone',
  '*.phoneNumber',
  '*.fullName',
  '*.firstName',
  '*.lastName',
  '*.code',
  '*.contactInfo',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'site' },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
