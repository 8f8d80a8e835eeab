import { progress, type Flow, type Session } from '../../../engine';
import { useText } from '../../../renderers/i18n/locale-context';
import { ProgressBar } from '../funnels';
import { vetLifeText } from './messages';
import { VETLIFE_SLIDE_MS } from './vetlife-theme';

/** VetLife's progress: the question counter (1 on the first question) and the engine's percent as a bar. */
export function VetLifeProgress({ flow, session }: { flow: Flow; session: Session }) {
  const t = useText(vetLifeText);
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-[#0b2545]">{session.completed ? t('progress.final') : t('progress.question', { number: session.history.length + 1 })}</p>
      <ProgressBar percent={progress(flow, session)} label={t('progress.label')} durationMs={VETLIFE_SLIDE_MS} barClass="bg-red-700" />
    </div>
  );
}
