import { defaultLocale, type Locale } from '../../../i18n/locales';
import type { FieldErrors, FormMessages } from './form-types';
import { formRuleText } from './messages';

/**
 * From validation errors to the form's own texts: the one mapping the server (answering
 * `validation_failed` with `fields`) and the page (showing errors under fields) both use, so a rule's
 * message is written once, in the definition.
 */

/** The parts of an ajv error the mapping reads. */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params?: Record<string, unknown>;
}

/** Keywords that only summarise other errors (a failed `if` repeats its `then`'s errors). */
const SUMMARY_KEYWORDS = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not', 'dependencies']);

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The field an error is about: the first segment of its data path, or the missing property. */
export function fieldOf(error: AjvErrorLike): string | null {
  const [first] = error.instancePath.split('/').filter(Boolean);
  if (first !== undefined) return unescapePointer(first);
  const missing = error.params?.missingProperty;
  return typeof missing === 'string' ? missing : null;
}

/** The rule key: the keyword, or keyword:field when the keyword's value is a `$data` reference to a field. */
export function ruleOf(schema: unknown, error: AjvErrorLike): string {
  let node: unknown = schema;
  for (const segment of error.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (!node || typeof node !== 'object') return error.keyword;
    node = (node as Record<string, unknown>)[unescapePointer(segment)];
  }
  const pointer = node && typeof node === 'object' ? (node as { $data?: unknown }).$data : undefined;
  if (typeof pointer !== 'string') return error.keyword;
  const target = pointer.split('/').at(-1);
  return target ? `${error.keyword}:${target}` : error.keyword;
}

/**
 * The text of a failed rule: the field's own for the rule, else for its keyword, else the form's default
 * for the keyword, else a general request to check the field in `locale` (the definition's texts are
 * already in the form's language).
 */
export function messageFor(messages: FormMessages, field: string, rule: string, locale: Locale = defaultLocale): string {
  const keyword = rule.split(':')[0]!;
  const own = messages.fields[field];
  return (own && Object.hasOwn(own, rule) ? own[rule] : undefined)
    ?? (own && Object.hasOwn(own, keyword) ? own[keyword] : undefined)
    ?? (Object.hasOwn(messages.defaults, keyword) ? messages.defaults[keyword] : undefined)
    ?? formRuleText.text(locale, 'checkField');
}

const priority = (keyword: string) => (keyword === 'required' ? 0 : keyword === 'type' ? 1 : 2);

/** One message per field: a missing value first, then a wrong type, then the first other rule. */
export function fieldErrorsFrom(
  definition: { schema: unknown; messages: FormMessages },
  errors: readonly AjvErrorLike[] | null | undefined,
  locale: Locale = defaultLocale,
): FieldErrors {
  const chosen = new Map<string, AjvErrorLike>();
  for (const error of errors ?? []) {
    if (SUMMARY_KEYWORDS.has(error.keyword)) continue;
    const field = fieldOf(error);
    if (field === null) continue;
    const current = chosen.get(field);
    if (!current || priority(error.keyword) < priority(current.keyword)) chosen.set(field, error);
  }
  const result: FieldErrors = {};
  for (const [field, error] of chosen) result[field] = messageFor(definition.messages, field, ruleOf(definition.schema, error), locale);
  return result;
}
