import { isSitePath } from './site-path';

export interface ConsentLink {
  label: string;
  href: string;
}

/** Plain text, or a link to a page of this site. */
export type ConsentPart = string | ConsentLink;

const LINK = /\[([^\]\n]+)\]\(([^()\s]*)\)/g;

/**
 * Splits a consent statement into plain text and links written [label](/site-path), in order. A link to
 * anything but a site-local path stays plain text, as written, so a definition can never send a visitor
 * off the site from the consent.
 */
export function consentParts(text: string): ConsentPart[] {
  const parts: ConsentPart[] = [];
  let plain = '';
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    plain += text.slice(from, match.index);
    from = match.index! + whole.length;
    if (!isSitePath(href)) {
      plain += whole;
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
