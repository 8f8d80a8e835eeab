/** The content's 'best for' line without its own lead-in ('Best for first-time buyers' -> 'first-time buyers'): the card prints the lead-in itself. */
export function bestForText(highlight: string): string {
  return highlight.replace(/^(best for|ideal para)\s+/i, '');
}
