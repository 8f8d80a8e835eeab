import { bracketLinks, RENDERED_LINK_SYNTAX } from './bracket-links';
import { isSitePath } from './site-path';

export interface ConsentLink {
  label: string;
  href: string;
}

/** Plain text, or a link to a page of this site. */
export type ConsentPart = string | ConsentLink;

/**
 * Splits a consent statement into plain text and links written [label](/site-path), in order. A link to
 * anything but a site-local path stays plain text, as written, so a definition can never send a visitor
 * off the site from the consent.
 */
export function consentParts(text: string): ConsentPart[] {
  const parts: ConsentPart[] = [];
  let plain = '';
  let from = 0;
  for (const { start, end, label, href } of bracketLinks(text, RENDERED_LINK_SYNTAX)) {
    plain += text.slice(from, start);
    from = end;
    if (!isSitePath(href)) {
      plain += text.slice(start, end);
      continue;
    }
    if (plain) parts.push(plain);
    plain = '';
    parts.push({ label, href });
  }
  plain += text.slice(from);
  if (plain) parts.push(plain);
  return parts;
}
