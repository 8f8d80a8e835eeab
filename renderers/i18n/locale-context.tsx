import { createContext, Fragment, useCallback, useContext, type ReactNode } from 'react';
import type { Catalog, MessageValues } from '../../i18n/catalog';
import { defaultLocale, type Locale } from '../../i18n/locales';

const LocaleContext = createContext<Locale>(defaultLocale);

/** The page's language, for every text and number below it; the site's root sets it from the address. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export type TextFunction<Key extends string> = (key: Key, values?: MessageValues) => string;

/** The texts of one catalog in the page's language: `const t = useText(navText); t('programs')`. */
export function useText<Key extends string>(catalog: Catalog<Key>): TextFunction<Key> {
  const locale = useLocale();
  return useCallback((key: Key, values?: MessageValues) => catalog.text(locale, key, values), [catalog, locale]);
}

/**
 * A message with markup inside it, written with numbered tags so translators can move them:
 * "Read our <0>privacy policy</0>." with `parts={[(text) => <a href="/privacy-policy">{text}</a>]}`.
 */
export function richText(message: string, parts: readonly ((children: ReactNode) => ReactNode)[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<(\d+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (const match of message.matchAll(tag)) {
    if (match.index > last) nodes.push(message.slice(last, match.index));
    const render = parts[Number(match[1])];
    nodes.push(<Fragment key={match.index}>{render ? render(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  return nodes;
}
