import { isSitePath } from '../../../engine';
import type { Product } from '../../domain/content/content-types';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { brokeredRatePath } from '../brokers';

export interface ProgramCta {
  label: string;
  /** 'en' when the label is shown in English on a page in another language. */
  lang?: 'en';
  to: string;
}

/** Where each program's primary call to action leads: the questionnaire that fits the loan (with its type), or the broker. */
const primaryTargets: Record<string, { path: string; type?: string }> = {
  'conventional-mortgage': { path: '/quote-landing', type: 'purchase' },
  'FHA-loan': { path: '/quote-landing', type: 'purchase' },
  'jumbo-loan': { path: '/quote-landing', type: 'purchase' },
  'VA-loan': { path: '/vet-rate/' },
  'home-equity-loan': { path: '/quote-landing', type: 'cashOut' },
  'HELOC-loan': { path: '/quote-landing', type: 'cashOut' },
};

/** 'José Ramírez' -> { first: 'José', last: 'Ramírez' }; null without both parts. */
export function splitBrokerName(name: string | null | undefined): { first: string; last: string } | null {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return null;
  return { first: parts[0]!, last: parts.slice(1).join(' ') };
}

/**
 * The two calls to action of a program page, worded per program by the content. Primary: the
 * quote questionnaire for purchase, VA and equity programs; for the programs a broker prices by hand (DSCR,
 * bank statement, reverse, or any new one) the brokered-rate form, addressed to the program's broker.
 * Either way the link names the program (`program=`), so the lead says which page the visitor came from.
 * Secondary: the program's broker, else the directory.
 */
export function programCtas(
  product: Pick<Product, 'productKey' | 'primaryCtaLabel' | 'secondaryCtaLabel' | 'brokerName' | 'brokerProfileLink' | 'fallbackFields'>,
): { primary: ProgramCta; secondary: ProgramCta } {
  const program = product.productKey;
  const target = primaryTargets[program];
  let primaryTo: string;
  if (target) {
    primaryTo = `${target.path}?${new URLSearchParams(target.type ? { type: target.type, program } : { program })}`;
  } else {
    const broker = splitBrokerName(product.brokerName);
    primaryTo = brokeredRatePath(broker && { firstName: broker.first, lastName: broker.last }, undefined, { program });
  }
  const profile = product.brokerProfileLink?.trim();
  const secondaryTo = profile && isSitePath(profile) ? profile : '/agents';
  const primaryLang = fallbackLang(product, 'primaryCtaLabel');
  const secondaryLang = fallbackLang(product, 'secondaryCtaLabel');
  return {
    primary: { label: product.primaryCtaLabel, ...(primaryLang ? { lang: primaryLang } : {}), to: primaryTo },
    secondary: { label: product.secondaryCtaLabel, ...(secondaryLang ? { lang: secondaryLang } : {}), to: secondaryTo },
  };
}

/** The two programs every program page links to, other than the one shown. */
export const relatedProgramKeys = ['bank-statement-loan', 'HELOC-loan'] as const;
