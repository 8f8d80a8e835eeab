import { VARIANT_KEYS } from '../../../engine';

/** One variant as the start form holds it: a version hash ('' until chosen) and the weight as typed. */
export interface VariantChoice {
  version: string;
  weight: string;
}

export const MAX_VARIANTS = VARIANT_KEYS.length;
export const NAME_MAX = 80;

/** Variants are lettered by position, as the server names them: A, B, C… */
export const variantKey = (at: number) => VARIANT_KEYS[at] ?? String(at + 1);

/** The server's field names: `name`, `variants`, `variants[1].version`, `variants[1].weight`. */
export const versionField = (at: number) => `variants[${at}].version`;
export const weightField = (at: number) => `variants[${at}].weight`;

/**
 * What the server would refuse, checked before sending: a name of 1 to 80 characters, two to five
 * variants, each a different published version with a whole-number weight from 1 to 100.
 */
export function startChecks(name: string, variants: readonly VariantChoice[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > NAME_MAX) problems.name = `Give the experiment a name of 1 to ${NAME_MAX} characters.`;
  if (variants.length < 2) problems.variants = 'An experiment needs two or more variants: add another.';
  if (variants.length > MAX_VARIANTS) problems.variants = `An experiment has at most ${MAX_VARIANTS} variants.`;
  variants.forEach((variant, at) => {
    const first = variants.findIndex((other) => other.version === variant.version);
    if (!variant.version) problems[versionField(at)] = 'Choose a published version.';
    else if (first < at) problems[versionField(at)] = `Variant ${variantKey(first)} already uses this version: choose another.`;
    const weight = Number(variant.weight);
    if (variant.weight.trim() === '' || !Number.isInteger(weight) || weight < 1 || weight > 100) problems[weightField(at)] = 'Give a whole number from 1 to 100.';
  });
  return problems;
}

/** A server message by its field: a fragment ("must be …") reads after the field's name, a sentence as it is. */
export function fieldMessage(label: string, text: string): string {
  const sentence = /^[a-z]/.test(text) ? `${label} ${text}` : text;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The label of a field the form shows, or null for one it has no place for (its message goes above the form). */
export function fieldLabel(field: string, variantCount: number): string | null {
  if (field === 'name') return 'Name';
  if (field === 'variants') return 'Variants';
  const match = /^variants\[(\d+)\]\.(version|weight)$/.exec(field);
  if (!match || Number(match[1]) >= variantCount) return null;
  return `Variant ${variantKey(Number(match[1]))} ${match[2]}`;
}
