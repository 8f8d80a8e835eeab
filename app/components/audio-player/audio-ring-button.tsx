import { formatTime, progressPercent } from './audio-time';
import { PauseIcon, PlayIcon } from './audio-icons';
import { useText } from '../../../renderers/i18n/locale-context';
import { audioText } from './messages';
import { useAudio } from './use-audio';

const RADIUS = 21;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Play / pause with a progress ring (the broker profile): the ring fills as the clip plays,
 * and at the end the button is back to paused with the ring empty.
 */
export function AudioRingButton({ src, label, caption, className = '' }: { src: string; label: string; caption: string; className?: string }) {
  const t = useText(audioText);
  const audio = useAudio({ resetOnEnd: true });
  const { status, currentTime, duration, failed } = audio;
  const playing = status === 'playing';
  const progress = progressPercent(currentTime, duration);
  return (
    <div className={`inline-flex items-center gap-3 ${className}`} data-audio-status={status} data-progress={Math.round(progress)}>
      <audio ref={audio.ref} src={src} preload="metadata" {...audio.events} />
      <button
        type="button"
        onClick={audio.toggle}
        disabled={failed}
        aria-label={t(playing ? 'pause' : 'play', { label })}
        className="group relative grid size-12 shrink-0 place-items-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-slate-200 transition hover:text-brand-900 disabled:cursor-not-allowed disabled:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="absolute inset-0 size-12 -rotate-90">
          <circle cx="24" cy="24" r={RADIUS} fill="none" stroke="currentColor" strokeOpacity={0.15} strokeWidth={3} />
          <circle
            cx="24"
            cy="24"
            r={RADIUS}
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - progress / 100)}
            className="transition-[stroke-dashoffset] duration-200 ease-linear"
            data-ring
          />
        </svg>
        {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5 translate-x-px" />}
      </button>
      <span className="text-sm leading-tight">
        <span className="block font-semibold text-brand-900">{caption}</span>
        <span className="block tabular-nums text-slate-600">
          {failed ? t('unavailable') : playing || currentTime > 0 ? `${formatTime(currentTime)} / ${formatTime(duration)}` : formatTime(duration)}
        </span>
      </span>
    </div>
  );
}
