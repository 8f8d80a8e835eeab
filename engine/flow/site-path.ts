/**
 * A path on this site: one leading slash and no whitespace, control characters or backslashes. Browsers
 * drop tabs and newlines from URLs and read a backslash as a slash, so '/\evil.example' or '/\t/evil.example'
 * would leave the site like '//evil.example' does.
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(href);
}
