import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { nextAudioStatus, type AudioStatus } from './audio-time';

export interface AudioControls {
  /** Give this to the <audio> element. */
  ref: React.RefObject<HTMLAudioElement | null>;
  status: AudioStatus;
  currentTime: number;
  duration: number;
  /** The file could not be loaded or played. */
  failed: boolean;
  /** The browser can seek in it (the server answers range requests; without them Chrome cannot seek). */
  seekable: boolean;
  /** Play, pause, or (after the end) play again from the start. */
  toggle(): void;
  seek(seconds: number): void;
  /** Event props for the <audio> element. */
  events: {
    onPlay(): void;
    onPause(): void;
    onEnded(): void;
    onTimeUpdate(event: SyntheticEvent<HTMLAudioElement>): void;
    onLoadedMetadata(event: SyntheticEvent<HTMLAudioElement>): void;
    onDurationChange(event: SyntheticEvent<HTMLAudioElement>): void;
    onProgress(event: SyntheticEvent<HTMLAudioElement>): void;
    onError(): void;
  };
}

function canSeek(audio: HTMLAudioElement): boolean {
  const ranges = audio.seekable;
  return ranges.length > 0 && ranges.end(ranges.length - 1) > 0;
}

function finiteOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * State of one <audio> element: play, pause and ended, the time and the duration. With
 * `resetOnEnd` the end resets it to paused at 0 (the broker profile); otherwise it shows 'ended' and the
 * next toggle replays from the start. Everything starts the same on the server and in the browser; what
 * the element already knows (its duration, loaded before hydration) is read in an effect.
 */
export function useAudio({ resetOnEnd = false }: { resetOnEnd?: boolean } = {}): AudioControls {
  const ref = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<AudioStatus>('paused');
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const [seekable, setSeekable] = useState(false);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (audio.readyState >= 1) {
      setDuration(finiteOrZero(audio.duration));
      setSeekable(canSeek(audio));
    }
    if (audio.error) setFailed(true);
  }, []);

  const toggle = useCallback(() => {
    const audio = ref.current;
    if (!audio) return;
    if (!audio.paused && !audio.ended) {
      audio.pause();
      return;
    }
    if (audio.ended || status === 'ended') audio.currentTime = 0;
    const playing = audio.play();
    // A refused or failed play (no source, a blocked autoplay) leaves the player paused.
    playing?.catch?.(() => setStatus((current) => (current === 'playing' ? 'paused' : current)));
  }, [status]);

  const seek = useCallback((seconds: number) => {
    const audio = ref.current;
    if (!audio || !Number.isFinite(seconds)) return;
    const limit = finiteOrZero(audio.duration) || seconds;
    const target = Math.min(Math.max(0, seconds), limit);
    audio.currentTime = target;
    setCurrentTime(target);
    setStatus((current) => (current === 'ended' && target < limit ? 'paused' : current));
  }, []);

  const events: AudioControls['events'] = {
    onPlay: () => setStatus((current) => nextAudioStatus(current, 'play', resetOnEnd)),
    onPause: () => setStatus((current) => nextAudioStatus(current, 'pause', resetOnEnd)),
    onEnded: () => {
      setStatus((current) => nextAudioStatus(current, 'ended', resetOnEnd));
      if (resetOnEnd && ref.current) {
        ref.current.currentTime = 0;
        setCurrentTime(0);
      }
    },
    onTimeUpdate: (event) => {
      const audio = event.currentTarget;
      // After a reset at the end the element reports its last time once more: keep the progress at 0.
      if (resetOnEnd && audio.ended) return;
      setCurrentTime(audio.currentTime);
    },
    onLoadedMetadata: (event) => {
      setDuration(finiteOrZero(event.currentTarget.duration));
      setSeekable(canSeek(event.currentTarget));
    },
    onDurationChange: (event) => setDuration(finiteOrZero(event.currentTarget.duration)),
    onProgress: (event) => setSeekable(canSeek(event.currentTarget)),
    onError: () => {
      setFailed(true);
      setStatus('paused');
    },
  };

  return { ref, status, currentTime, duration, failed, seekable, toggle, seek, events };
}
