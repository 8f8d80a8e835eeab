/** Whether the browser sends Global Privacy Control: the visitor asks not to be followed across a visit. */
export function privacyControlOn(nav: unknown = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  return (nav as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}
