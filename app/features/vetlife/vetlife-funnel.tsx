import { useEffect, useRef, useState } from 'react';
import type { ContactStepSettings } from '../../../engine';
import type { Locale } from '../../../i18n/locales';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { company } from '../../domain/company';
import { contactFormTexts, FunnelChooser, FunnelShell, FunnelThankYou, type ChooserProps, type ContactTexts, type FrameProps, type FunnelLoaderData, type FunnelStep, type FunnelVariant } from '../funnels';
import { vetLifeText } from './messages';
import { useSlide } from './use-slide';
import { VetLifeProgress } from './vetlife-progress';
import { VETLIFE_SETTLE_MS, vetLifeChooser, vetLifeConfig, vetLifeTheme, vetLifeThankYou } from './vetlife-theme';

/** The contact step's words: the flow's title, sub-title and consent (already in the page's language), else VetLife's own. */
const contactTexts = ({ title, subTitle, consent }: ContactStepSettings, locale: Locale): ContactTexts => {
  const t = (key: (typeof vetLifeText.keys)[number]) => vetLifeText.text(locale, key);
  return {
    ...contactFormTexts(t),
    consent,
    title: title ?? t('contact.title'),
    intro: (
      <>
        <p>{subTitle ?? t('contact.intro')}</p>
        <p className="mt-3 inline-block rounded-full bg-red-50 px-3 py-1 text-base font-bold text-red-800">{t('contact.free')}</p>
      </>
    ),
    hint: t('contact.hint'),
  };
};

/**
 * The screens slide up or down between steps (0.3 s). On the initial load the first screen appears in
 * place; slides start once the flow has settled 100 ms later.
 */
function SlidingFrame({ step, onFlow, children }: FrameProps) {
  const slider = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!onFlow || settled) return;
    const timer = setTimeout(() => setSettled(true), VETLIFE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [onFlow, settled]);
  useSlide(slider, step, settled);
  return (
    <div className="overflow-hidden">
      <div ref={slider} className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        {children}
      </div>
    </div>
  );
}

function VetLifeThankYou({ step }: { step: FunnelStep }) {
  const t = useText(vetLifeText);
  return (
    <FunnelThankYou look={vetLifeThankYou} step={step}>
      <p className="mt-4 text-lg text-slate-700">{t('thankYou.received')}</p>
      <p className="mt-2 text-lg text-slate-700">{t('thankYou.callback')}</p>
      <p className="mt-6 text-lg">
        <a href={company.phoneHref} className="inline-flex min-h-11 items-center gap-1 rounded-md font-semibold text-red-700 underline hover:text-red-900">
          {t('thankYou.call', { phone: company.phone })}
        </a>
      </p>
    </FunnelThankYou>
  );
}

function VetLifeChooser(props: ChooserProps) {
  return <FunnelChooser look={vetLifeChooser(useLocale())} {...props} />;
}

export const vetLifeFunnel: FunnelVariant = {
  config: vetLifeConfig,
  theme: vetLifeTheme,
  contactTexts,
  disableWhenInvalid: true,
  spinner: (locale) => ({ loading: vetLifeText.text(locale, 'loading'), processing: vetLifeText.text(locale, 'processing'), className: 'border-t-red-700' }),
  Chooser: VetLifeChooser,
  Progress: VetLifeProgress,
  ThankYou: VetLifeThankYou,
  Frame: SlidingFrame,
};

/**
 * VetLife (/quote-landing-vetlife): the chooser with its restore offer, 'Loading...', one question per
 * screen sliding up or down, 'Great News!' contact, optional phone verification, 'Processing your VetLife
 * request...', and 'Thank You!'. Continue stays disabled while the answer is invalid.
 */
export function VetLifeFunnel({ data }: { data: FunnelLoaderData }) {
  return <FunnelShell data={data} variant={vetLifeFunnel} />;
}
