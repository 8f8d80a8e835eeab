import { progress, type Flow, type Session } from '../../../engine';
import { ProgressBar } from '../funnels';
import { VETLIFE_SLIDE_MS } from './vetlife-theme';

/** VetLife's progress: the question counter (1 on the first question) and the engine's percent as a bar. */
export function VetLifeProgress({ flow, session }: { flow: Flow; session: Session }) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-[#0b2545]">{session.completed ? 'Final step' : `Question ${session.history.length + 1}`}</p>
      <ProgressBar percent={progress(flow, session)} label="VetLife request progress" durationMs={VETLIFE_SLIDE_MS} barClass="bg-red-700" />
    </div>
  );
}
