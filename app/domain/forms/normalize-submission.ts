import { matchesCondition } from './condition-validator';
import type { FormDefinition, FormValues } from './form-types';

type Branch = { if?: FormDefinition['schema']; then?: Branch; else?: Branch; properties?: Record<string, unknown>; allOf?: Branch[] };

/** The fields the data can have: the root's, and those of each condition the data meets. */
export function applicableFields(node: Branch, data: FormValues, into = new Set<string>()): Set<string> {
  for (const field of Object.keys(node.properties ?? {})) into.add(field);
  for (const branch of node.allOf ?? []) {
    if (branch.if) {
      const next = matchesCondition(branch.if, data) ? branch.then : branch.else;
      if (next) applicableFields(next, data, into);
    } else {
      applicableFields(branch, data, into);
    }
  }
  return into;
}

/**
 * What a form checks, from what was typed or sent: strings trimmed, empty ones dropped, and only the
 * fields that apply (the root's, and those of the conditions the data meets). The server validates and
 * stores this; the browser validates the same, so both judge a padded or blank value alike.
 */
export function normalizeSubmission(schema: FormDefinition['schema'], input: Record<string, unknown>): FormValues {
  const known: FormValues = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') known[key] = trimmed;
    } else if (value !== null && value !== undefined) {
      known[key] = value;
    }
  }
  const fields = applicableFields(schema as Branch, known);
  return Object.fromEntries(Object.entries(known).filter(([key]) => fields.has(key)));
}
