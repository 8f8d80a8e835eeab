import { useEffect, useRef, useState } from 'react';
import { DEFAULT_REVIEWER_PHOTO } from './review-text';

/**
 * A reviewer's photo; a photo that fails to load is replaced by the default profile image.
 * A failure that happened before hydration (no onError then) is caught on mount. The photo sits next to
 * the reviewer's name, so its text alternative is empty.
 */
export function ReviewerPhoto({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  const fallback = failed || !src;
  return (
    <img
      ref={image}
      src={fallback ? DEFAULT_REVIEWER_PHOTO : src}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-11 shrink-0 rounded-full bg-slate-200 object-cover"
      data-fallback={fallback ? 'true' : undefined}
    />
  );
}
