/** Seconds as m:ss ('0:07', '2:05', '61:00'); anything that is not a finite, non-negative number is '0:00'. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** How far playback is, as a percentage from 0 to 100 (0 while the duration is unknown). */
export function progressPercent(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0;
  return Math.min(100, Math.max(0, (currentTime / duration) * 100));
}

/** The audio player's three states. */
export type AudioStatus = 'paused' | 'playing' | 'ended';

export type AudioEvent = 'play' | 'pause' | 'ended';

/**
 * The next status on a media event. A `pause` that the browser sends right before `ended` must not hide
 * the replay icon. With `resetOnEnd` (the broker profile's ring) the end is a plain pause at 0.
 */
export function nextAudioStatus(status: AudioStatus, event: AudioEvent, resetOnEnd = false): AudioStatus {
  switch (event) {
    case 'play':
      return 'playing';
    case 'pause':
      return status === 'ended' ? 'ended' : 'paused';
    case 'ended':
      return resetOnEnd ? 'paused' : 'ended';
  }
}
