import { flowIndex } from '../flow-index';
import type { Flow } from '../types/flow';

/** Where two or more versions of a flow differ, as a visitor would meet it. */
export interface ExposurePoints {
  /** The versions differ before any question (the flow's own settings): every visit is exposed. */
  everywhere: boolean;
  /** The questions whose screen, or the question that follows them, differs (or that only some versions ask). */
  questions: string[];
  /** The contact step (or what is done with the lead) differs. */
  contact: boolean;
}

/** JSON with object keys sorted, so the same content reads the same whatever order it was written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Each question by key, with the question listed after it (where a question without its own jump goes next). */
function questionSignatures(flow: Flow): Map<string, string> {
  const { questions, keys } = flowIndex(flow);
  return new Map(keys.map((key, at) => [key, canonical({ question: questions[at], following: keys[at + 1] ?? null })]));
}

const allSame = (texts: readonly string[]) => texts.every((text) => text === texts[0]);

/**
 * Where the versions of an experiment part ways, so its outcome counts only the visits that met a
 * difference: a visit that left before the first differing screen saw the same thing in every variant
 * and says nothing about which converts better. The same points apply to every variant, so exposure is
 * measured alike in each.
 */
export function exposurePoints(flows: readonly Flow[]): ExposurePoints {
  const settings = flows.map(({ questions: _questions, contact: _contact, lead: _lead, version: _version, $schema: _schema, description: _description, ...rest }) => canonical(rest));
  const signatures = flows.map(questionSignatures);
  const keys = [...new Set(flows.flatMap((flow) => flowIndex(flow).keys))];
  return {
    everywhere: !allSame(settings),
    questions: keys.filter((key) => !allSame(signatures.map((byKey) => byKey.get(key) ?? 'absent'))),
    contact: !allSame(flows.map((flow) => canonical({ contact: flow.contact, lead: flow.lead }))),
  };
}
