import type { MouseEvent } from 'react';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { langSlots } from '../../components/lang-slots/lang-slots';
import type { OpenPosition } from '../../domain/content/content-types';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { careersText } from './messages';

export interface OpenPositionsProps {
  positions: readonly OpenPosition[];
  /** Where "Apply for this position" leads without JavaScript: the application, prefilled by the query. */
  applyHref(position: OpenPosition): string;
  /** The same in the page: fill the application's position and move to it. */
  onApply(position: OpenPosition): void;
}

/** A plain click is handled in the page; a click meant for a new tab or window follows the link. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The open positions as cards, each with its way to apply; with none open, a plain sentence saying so
 * (the application form below still takes a general application).
 */
export function OpenPositions({ positions, applyHref, onApply }: OpenPositionsProps) {
  const t = useText(careersText);
  return (
    <section aria-labelledby="positions-heading" data-section="positions">
      <h2 id="positions-heading" className="text-2xl font-bold text-brand-900">{t('positions.heading')}</h2>
      {positions.length === 0 ? (
        <p className="mt-3 text-lg text-slate-700">{t('positions.none')}</p>
      ) : (
        <ul className="mt-6 grid gap-5">
          {positions.map((position) => {
            const titleLang = fallbackLang(position, 'title');
            const slots = langSlots();
            return (
              <li key={position.title} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 lang={titleLang} className="text-xl font-bold text-brand-900">{position.title}</h3>
                <ul aria-label={t('positions.about')} className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">
                  <li lang={fallbackLang(position, 'location')} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">{position.location}</li>
                  <li className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">{position.employmentType}</li>
                  {position.nmlsRequired && <li className="rounded-full bg-teal-50 px-3 py-1 text-teal-900">{t('positions.nmlsRequired')}</li>}
                </ul>
                <p lang={fallbackLang(position, 'description')} className="mt-4 leading-relaxed text-slate-700">{position.description}</p>
                <a
                  href={applyHref(position)}
                  className="btn-secondary mt-5"
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onApply(position);
                  }}
                >
                  {slots.fill(richText(t('positions.apply', { title: slots.value(position.title, titleLang) }), [(title) => <span className="sr-only">{title}</span>]))}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
