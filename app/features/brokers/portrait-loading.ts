import type { Broker } from '../../domain/content/content-types';

/** The portrait shown when none of a broker's own images can be loaded. */
export const DEFAULT_PORTRAIT = '/media/brokers/default-profile.webp';

/** Loads an image; fails with the internal message 'Failed to load image: {url}'. */
export function preloadImage(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(url);
    image.onerror = () => reject(new Error(`Failed to load image: ${url}`));
    image.src = url;
  });
}

/** The resolutions to load after the low-resolution placeholder: medium, then full (empty and repeated ones left out). */
export function portraitResolutions(broker: Pick<Broker, 'medResImageUrl' | 'profileImageUrl'>): string[] {
  return [...new Set([broker.medResImageUrl, broker.profileImageUrl].map((url) => url?.trim()).filter((url): url is string => Boolean(url)))];
}

/**
 * Loads the resolutions in order and shows each one that loads, so the portrait only ever sharpens. One that
 * fails is skipped for the next; when none loads, the default portrait is shown. Returns what was shown last.
 */
export async function loadProgressively(
  resolutions: readonly string[],
  show: (url: string) => void,
  load: (url: string) => Promise<unknown> = preloadImage,
  isCancelled: () => boolean = () => false,
): Promise<string> {
  let shown: string | null = null;
  for (const url of resolutions) {
    try {
      await load(url);
    } catch {
      // 'Failed to load image: {url}': fall back to the next resolution.
      continue;
    }
    if (isCancelled()) return shown ?? url;
    shown = url;
    show(url);
  }
  if (shown === null && !isCancelled()) {
    shown = DEFAULT_PORTRAIT;
    show(DEFAULT_PORTRAIT);
  }
  return shown ?? DEFAULT_PORTRAIT;
}
