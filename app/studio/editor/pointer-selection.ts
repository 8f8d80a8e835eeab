/** Where a JSON Pointer of a gate finding lands in the editor: which question, and which field to focus. */
export interface PointerTarget {
  /** The question's index in the file, or null for flow-level parts (the contact step, metadata). */
  question: number | null;
  /** Element ids to focus, most specific first (the field, then its enclosing parts). */
  fieldIds: string[];
}

/** RFC 6901: '/a~1b/c~0d' -> ['a/b', 'c~d']. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The id of the editor element for a path inside a question, or inside the flow when `question` is null. */
export function fieldId(question: number | null, path: readonly (string | number)[]): string {
  return `${question === null ? 'flow' : 'question'}-field-${path.join('-')}`;
}

export function pointerTarget(pointer: string): PointerTarget {
  const segments = pointerSegments(pointer);
  const inQuestion = segments[0] === 'questions' && /^\d+$/.test(segments[1] ?? '');
  const question = inQuestion ? Number(segments[1]) : null;
  const path = inQuestion ? segments.slice(2) : segments;
  const fieldIds: string[] = [];
  for (let length = path.length; length > 0; length--) fieldIds.push(fieldId(question, path.slice(0, length)));
  if (question !== null) fieldIds.push(fieldId(question, ['title']));
  return { question, fieldIds };
}
