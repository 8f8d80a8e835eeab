/** The page's language (the root element's lang), 'en' when it names none. */
export function pageLanguage(): string {
  const lang = document.documentElement.lang.trim();
  return lang !== '' && lang.length <= 10 && /^[A-Za-z0-9-]+$/.test(lang) ? lang : 'en';
}
