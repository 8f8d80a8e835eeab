import pino, { type Logger } from 'pino';
import { withoutQuotedInput } from './quoted-input';

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
      serializers: { err: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** Fields of a database error that say what failed without the values: kept when an error is logged. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType', 'file', 'line'] as const;

/**
 * An error as the logs keep it: its kind, message, stack, the database's error code and what it names
 * (table, column, constraint), and its cause, but none of the data being written. Pino's own serializer
 * copies every property, and a failed insert carries the visitor's data three times over: Drizzle's
 * message and `params` list every parameter of the query, and PostgreSQL's `detail` quotes the failing
 * row ("Failing row contains (...)", "Key (email)=(...) already exists").
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const message = withoutValues(error.message);
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name || error.name,
    message,
    stack: error.stack ? withoutValues(error.stack.replace(error.message, message)) : undefined,
  };
  const record = error as unknown as Record<string, unknown>;
  for (const field of DATABASE_ERROR_FIELDS) {
    if (typeof record[field] === 'string' || typeof record[field] === 'number') serialized[field] = record[field];
  }
  if (record.status !== undefined) serialized.status = record.status;
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** A message without the values it quotes: Drizzle's parameter list, and PostgreSQL's quoted input ('…: "value"'). */
function withoutValues(text: string): string {
  return withoutQuotedInput(text.replace(/\nparams: [^\n]*(\n(?! {4}at )[^\n]*)*/g, '\nparams: [redacted]'));
}
