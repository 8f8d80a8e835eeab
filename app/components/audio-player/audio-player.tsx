import { formatTime } from './audio-time';
import { PauseIcon, PlayIcon, ReplayIcon } from './audio-icons';
import { useText } from '../../../renderers/i18n/locale-context';
import { audioText } from './messages';
import { useAudio } from './use-audio';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * An audio player: a play / pause / replay button, a seek slider that can be dragged (or
 * moved with the arrow keys, Home and End) and the time as m:ss. `label` names what is played, e.g.
 * "Sarah Okafor on FHA loans".
 */
export function AudioPlayer({ src, label, className = '' }: { src: string; label: string; className?: string }) {
  const t = useText(audioText);
  const audio = useAudio();
  const { status, currentTime, duration, failed, seekable } = audio;
  const action = status === 'playing' ? 'pause' : status === 'ended' ? 'replay' : 'play';
  const Icon = status === 'playing' ? PauseIcon : status === 'ended' ? ReplayIcon : PlayIcon;
  const valueText = t('position', { current: formatTime(currentTime), duration: formatTime(duration) });

  return (
    <div className={`flex items-center gap-3 ${className}`} data-audio-status={status}>
      <audio ref={audio.ref} src={src} preload="metadata" {...audio.events} />
      <button
        type="button"
        onClick={audio.toggle}
        disabled={failed}
        aria-label={t(action, { label })}
        className={`grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white shadow-md transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400 ${focusRing}`}
      >
        <Icon className={status === 'ended' ? 'size-5' : 'size-5 translate-x-px'} />
      </button>
      <div className="min-w-0 flex-1">
        <input
          type="range"
          min={0}
          max={duration || 0}
          step={1}
          value={Math.min(currentTime, duration || 0)}
          disabled={failed || duration === 0 || !seekable}
          onChange={(event) => audio.seek(Number(event.currentTarget.value))}
          aria-label={t('seek', { label })}
          aria-valuetext={valueText}
          className={`h-2 w-full cursor-pointer accent-brand-700 disabled:cursor-default ${focusRing}`}
        />
        <p className="mt-1 flex justify-between text-xs font-medium tabular-nums text-slate-600">
          <span>{formatTime(currentTime)}</span>
          <span>{failed ? t('unavailable') : formatTime(duration)}</span>
        </p>
      </div>
    </div>
  );
}
