/** Text put into the reports: escaped for XML and HTML, and names made safe for folders. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an XML or HTML element or attribute (and drops the control characters XML forbids). */
export function escapeMarkup(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** A folder name for a fixture or a flow: lower case letters, digits and dashes, at most 60 characters. */
export function slug(text: string): string {
  const cleaned = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return cleaned || 'fixture';
}

/** One folder name per fixture, unique within its flow (a repeated name gets -2, -3...). */
export function fixtureSlugs(fixtures: readonly { flow: string; name: string }[]): string[] {
  const taken = new Set<string>();
  return fixtures.map(({ flow, name }) => {
    const base = slug(name);
    let candidate = base;
    for (let n = 2; taken.has(`${flow}/${candidate}`); n++) candidate = `${base}-${n}`;
    taken.add(`${flow}/${candidate}`);
    return candidate;
  });
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
