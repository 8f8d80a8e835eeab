/**
 * The first `max` UTF-16 units of a text, never ending in the first half of a surrogate pair: a plain
 * `slice` can cut an emoji in two, and PostgreSQL's jsonb refuses the lone half (the insert failed: a 500).
 */
export function truncateText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
