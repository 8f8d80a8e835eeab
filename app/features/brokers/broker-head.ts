import type { Broker } from '../../domain/content/content-types';
import { usStateLabel } from '../../domain/content/us-states';
import { company } from '../../domain/company';
import type { Locale } from '../../../i18n/locales';
import type { HeadData } from '../../site/head';
import { brokerProfilePath } from './broker-paths';
import { brokerLanguages, type LanguageBroker } from './broker-language';
import { brokerFullName } from './featured-brokers';
import { brokersText } from './messages';
import { trimEndWhere } from '../../../engine/trim-characters';

/** A path or URL made absolute against the site's origin (JSON-LD wants absolute URLs). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return trimEndWhere(origin, (char) => char === '/') + (pathOrUrl.startsWith('/') ? '' : '/') + pathOrUrl;
}

/**
 * A profile's head: '{First Last} | Broker Profile', the first quote as the description, the
 * broker's social image on both profile paths (README, decisions), the canonical /agent/ URL, and
 * schema.org JSON-LD for the person with absolute URLs. `origin` is the request's (PUBLIC_URL on a
 * production server, which builds the loader's request from it). The title and the fallback description are
 * in the page's language; the JSON-LD stays in English.
 */
export function brokerHead(broker: Broker & LanguageBroker, origin: string, locale: Locale = 'en'): HeadData {
  const name = brokerFullName(broker);
  const canonicalPath = brokerProfilePath(broker.brokerKey);
  const image = broker.socialPreviewImage || broker.profileImageUrl || null;
  const description =
    broker.quotes.find((quote) => quote.trim())?.trim() ??
    brokersText.text(locale, 'head.profileDescription', { name, title: broker.title, company: company.name, nmlsId: broker.nmlsId });
  return {
    title: brokersText.text(locale, 'head.profileTitle', { name }),
    description,
    image,
    type: 'profile',
    canonicalPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name,
      givenName: broker.firstName,
      familyName: broker.lastName,
      jobTitle: broker.title,
      description,
      url: absoluteUrl(origin, canonicalPath),
      ...(broker.profileImageUrl ? { image: absoluteUrl(origin, broker.profileImageUrl) } : {}),
      telephone: broker.phoneNumber,
      email: broker.email,
      identifier: { '@type': 'PropertyValue', propertyID: 'NMLS', value: broker.nmlsId },
      knowsAbout: broker.experience,
      knowsLanguage: brokerLanguages(broker),
      areaServed: broker.states.map((code) => ({ '@type': 'State', name: usStateLabel(code) })),
      worksFor: { '@type': 'Organization', name: company.name, url: absoluteUrl(origin, '/') },
    },
  };
}
