export type RawJsonVerdict = { kind: 'applied' } | { kind: 'syntax'; message: string } | { kind: 'schema'; messages: string[] };

/**
 * Whether edited JSON text may replace the draft: it must parse to an object and raise no schema error
 * (`schemaErrors` runs only once the text parses).
 */
export function rawJsonVerdict(text: string, schemaErrors: () => string[]): { verdict: RawJsonVerdict; value?: unknown } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { verdict: { kind: 'syntax', message: error instanceof Error ? error.message : 'it does not parse' } };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { verdict: { kind: 'syntax', message: 'the definition must be a JSON object' } };
  const messages = schemaErrors();
  if (messages.length > 0) return { verdict: { kind: 'schema', messages } };
  return { verdict: { kind: 'applied' }, value };
}
