import { useEffect, useRef, useState } from 'react';
import type { ContactStepSettings } from '../../../engine';
import { company } from '../../domain/company';
import { FunnelChooser, FunnelShell, FunnelThankYou, type ChooserProps, type ContactTexts, type FrameProps, type FunnelLoaderData, type FunnelStep, type FunnelVariant } from '../funnels';
import { useSlide } from './use-slide';
import { VetLifeProgress } from './vetlife-progress';
import { VETLIFE_SETTLE_MS, vetLifeChooser, vetLifeConfig, vetLifeTheme, vetLifeThankYou } from './vetlife-theme';

const contactTexts = ({ title, subTitle, consent }: ContactStepSettings): ContactTexts => ({
  consent,
  title: title ?? 'Great News!',
  intro: (
    <>
      <p>{subTitle ?? "Last step: tell us where to reach you, and a VetLife loan officer will go over your options with you."}</p>
      <p className="mt-3 inline-block rounded-full bg-red-50 px-3 py-1 text-base font-bold text-red-800">100% FREE with no obligation</p>
    </>
  ),
  labels: { fullName: 'What Is Your Full Name?', email: 'What Is Your Email Address?', phoneNumber: 'What Is Your Phone Number?' },
  placeholders: { fullName: 'Your Full Name', email: 'Your Email Address', phoneNumber: '123-456-7890' },
  prefilledNotice: "We've pre-filled your information from a previous visit.",
  submit: 'Continue',
  submitting: 'Submitting...',
  hint: 'Press Enter or click below to continue',
  footnote: 'No SSN needed. No effect on your credit score.',
});

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
  return (
    <FunnelThankYou look={vetLifeThankYou} step={step}>
      <p className="mt-4 text-lg text-slate-700">Your VetLife request has been received.</p>
      <p className="mt-2 text-lg text-slate-700">A VetLife specialist will contact you within 24 hours.</p>
      <p className="mt-6 text-lg">
        <a href={company.phoneHref} className="inline-flex min-h-11 items-center gap-1 rounded-md font-semibold text-red-700 underline hover:text-red-900">
          Call us at {company.phone}
        </a>
      </p>
    </FunnelThankYou>
  );
}

const vetLifeFunnel: FunnelVariant = {
  config: vetLifeConfig,
  theme: vetLifeTheme,
  contactTexts,
  disableWhenInvalid: true,
  spinner: { loading: 'Loading...', processing: 'Processing your VetLife request...', className: 'border-t-red-700' },
  Chooser: (props: ChooserProps) => <FunnelChooser look={vetLifeChooser} {...props} />,
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
