import type { ParameterizedContext } from 'koa';
import { defaultLocale, isLocale, locales, type Locale } from '../../i18n/locales';
import { badRequest } from './api-error';

/** The language a content read is asked in (`?lang=es`): English without one; any other value is a 400 naming `lang`. */
export function localeQuery(ctx: ParameterizedContext): Locale {
  const value = ctx.query.lang;
  if (value === undefined) return defaultLocale;
  if (Array.isArray(value)) throw badRequest('Give lang once.', { lang: 'must be given once' });
  if (!isLocale(value)) {
    const known = locales.join(', ');
    throw badRequest(`lang must be one of ${known}.`, { lang: `must be one of ${known}` });
  }
  return value;
}
