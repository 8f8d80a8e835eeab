import { Link } from 'react-router-dom';
import { AudioPlayer } from '../../components/audio-player/audio-player';
import { isSitePath } from '../../../engine';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { langSlots } from '../../components/lang-slots/lang-slots';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { programsText } from './messages';
import type { ProgramDetail } from './program-detail-data';

/** The program's broker: portrait, name and title, the audio introduction when there is one, and the profile. */
export function ProgramExpert({ program }: { program: ProgramDetail }) {
  const t = useText(programsText);
  if (!program.brokerName) return null;
  const profile = program.brokerProfileLink && isSitePath(program.brokerProfileLink) ? program.brokerProfileLink : null;
  const slots = langSlots();
  const programName = slots.value(program.productName, fallbackLang(program, 'productName'));
  return (
    <section aria-labelledby="program-expert-heading" className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
      <h2 id="program-expert-heading" className="text-sm font-bold uppercase tracking-wider text-teal-800">
        {slots.fill(t('expert.heading', { program: programName }))}
      </h2>
      <div className="mt-5 flex items-center gap-4">
        {program.brokerImageUrl && (
          <img
            src={program.brokerImageUrl}
            alt={t('expert.portrait', { name: program.brokerName })}
            width={80}
            height={80}
            decoding="async"
            className="size-20 shrink-0 rounded-full bg-brand-50 object-cover ring-4 ring-brand-50"
          />
        )}
        <div>
          <p className="text-lg font-bold text-brand-900">{program.brokerName}</p>
          {program.brokerTitle && (
            <p lang={fallbackLang(program, 'brokerTitle')} className="text-sm text-slate-600">
              {program.brokerTitle}
            </p>
          )}
          {profile && (
            <Link to={profile} className="mt-1 inline-block rounded-sm text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              {richText(t('expert.viewProfile', { name: program.brokerName }), [(name) => <span className="sr-only">{name}</span>])}
            </Link>
          )}
        </div>
      </div>
      {program.audioUrl && (
        <div className="mt-6 rounded-2xl bg-brand-50/70 p-4">
          <p className="mb-3 text-sm font-semibold text-brand-900">
            {slots.fill(t('expert.hear', { firstName: program.brokerName.split(' ')[0], program: programName }))}
          </p>
          <AudioPlayer src={program.audioUrl} label={t('expert.audio', { name: program.brokerName, program: program.productName })} />
        </div>
      )}
    </section>
  );
}
