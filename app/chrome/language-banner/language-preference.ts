/**
 * Whether a browser's language list (`navigator.languages`, most preferred first) puts Spanish ahead of
 * English: its first Spanish entry comes before any English one. Other languages are passed over, so
 * ['fr-CA', 'es-MX', 'en'] prefers Spanish and ['en-US', 'es'] does not.
 */
export function prefersSpanish(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (language === 'es') return true;
    if (language === 'en') return false;
  }
  return false;
}

const DISMISSED_KEY = 'harborpoint:language-banner-dismissed';

/** The visitor closed the suggestion (or chose English themselves) on an earlier page or visit. */
export function languageBannerDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberLanguageBannerDismissed(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode, a full quota): the suggestion shows again on the next page.
  }
}
