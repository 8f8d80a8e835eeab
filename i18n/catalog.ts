import { setupI18n, type I18n } from '@lingui/core';
import { defaultLocale, type Locale } from './locales';

/**
 * A message catalog: one namespace's texts in every language, as ICU MessageFormat
 * (`{count, plural, one {# payment} other {# payments}}`). The build compiles each `messages.<lang>.json`
 * into Lingui's token form, so the browser carries no message parser; where a catalog arrives
 * uncompiled (scripts run straight from source), the server registers the compiler at start.
 */
export type Messages = Record<string, string>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface Catalog<Key extends string = string> {
  /** The text of `key` in `locale`, with `values` put in. */
  text(locale: Locale, key: Key, values?: MessageValues): string;
  /** Every key, for tests that compare languages. */
  readonly keys: readonly Key[];
  /** The raw messages per language, as imported. */
  readonly messages: Readonly<Record<Locale, Readonly<Record<Key, unknown>>>>;
}

type Compiler = (message: string) => unknown;
let runtimeCompiler: Compiler | null = null;

/** Lets code that runs from source (the server's scripts, tests) read catalogs the build did not compile. */
export function compileMessagesAtRuntime(compiler: Compiler): void {
  runtimeCompiler = compiler;
}

/**
 * Defines a catalog from its languages. The Spanish messages must have exactly the English keys (the type
 * says so); a key missing at run time falls back to the English text rather than showing a key.
 */
// Pure: a bundle whose code never reads a catalog drops it (and its texts) whole.
/* @__NO_SIDE_EFFECTS__ */
export function defineCatalog<M extends Record<string, unknown>>(messages: { en: M; es: { [K in keyof M]: unknown } }): Catalog<Extract<keyof M, string>> {
  type Key = Extract<keyof M, string>;
  const instances = new Map<Locale, I18n>();
  const instanceFor = (locale: Locale): I18n => {
    let instance = instances.get(locale);
    if (!instance) {
      const own = messages[locale] as Record<string, unknown>;
      const merged = locale === defaultLocale ? own : { ...messages[defaultLocale], ...own };
      instance = setupI18n({ locale, locales: [locale === 'es' ? 'es-US' : 'en-US'], messages: { [locale]: merged as never } });
      if (runtimeCompiler) instance.setMessagesCompiler(runtimeCompiler as never);
      instances.set(locale, instance);
    }
    return instance;
  };
  return {
    text: (locale, key, values) => instanceFor(locale)._(key, values as Record<string, unknown>),
    keys: Object.keys(messages.en) as Key[],
    messages: messages as unknown as Catalog<Key>['messages'],
  };
}
