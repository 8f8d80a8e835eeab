import { useEffect, useRef, useState } from 'react';
import type { Broker } from '../../domain/content/content-types';
import { useText } from '../../../renderers/i18n/locale-context';
import { portraitText } from './portrait/messages';
import { DEFAULT_PORTRAIT, loadProgressively, portraitResolutions } from './portrait-loading';

type PortraitBroker = Pick<Broker, 'firstName' | 'lastName' | 'lowResImageUrl' | 'medResImageUrl' | 'profileImageUrl' | 'imageUrl' | 'useDefaultProfileImages'>;

/**
 * The profile portrait: the tiny low-resolution image shows first (as the frame's background),
 * the medium one is in the server's HTML, and once the page runs the full resolution replaces it. A
 * resolution that fails gives way to the next, and to the default portrait when none loads. Hovering with
 * a mouse shows the animated portrait (loaded on the first hover only).
 */
export function ProgressivePortrait({ broker, className = '' }: { broker: PortraitBroker; className?: string }) {
  const t = useText(portraitText);
  const name = `${broker.firstName} ${broker.lastName}`;
  const [src, setSrc] = useState(broker.medResImageUrl || broker.profileImageUrl || DEFAULT_PORTRAIT);
  const [broken, setBroken] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [animatedWanted, setAnimatedWanted] = useState(false);
  const [animatedReady, setAnimatedReady] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    let cancelled = false;
    // The medium image may have failed before the page ran (no onError then).
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setBroken(true);
    void loadProgressively(
      portraitResolutions(broker),
      (url) => {
        setSrc(url);
        setBroken(false);
      },
      undefined,
      () => cancelled,
    );
    return () => {
      cancelled = true;
    };
  }, [broker.medResImageUrl, broker.profileImageUrl]);

  const animated = !broker.useDefaultProfileImages && broker.imageUrl ? broker.imageUrl : null;
  return (
    <div
      className={`relative shrink-0 overflow-hidden rounded-full bg-brand-50 bg-cover bg-center shadow-xl ring-8 ring-white ${className}`}
      style={broker.lowResImageUrl ? { backgroundImage: `url("${encodeURI(broker.lowResImageUrl)}")` } : undefined}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || !animated) return;
        setAnimatedWanted(true);
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      data-portrait-src={src}
    >
      <img
        ref={image}
        src={src}
        alt={t('portraitAlt', { name })}
        width={256}
        height={256}
        fetchPriority="high"
        onError={() => setBroken(true)}
        onLoad={() => setBroken(false)}
        className={`size-full object-cover transition-opacity duration-300 ${broken ? 'opacity-0' : 'opacity-100'}`}
      />
      {animated && animatedWanted && (
        <img
          src={animated}
          alt=""
          aria-hidden="true"
          width={256}
          height={256}
          onLoad={() => setAnimatedReady(true)}
          onError={() => setAnimatedReady(false)}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${hovered && animatedReady ? 'opacity-100' : 'opacity-0'}`}
          data-animated-portrait
        />
      )}
    </div>
  );
}
