import { isSitePath } from '../../../engine';
import type { Product } from '../../domain/content/content-types';

export interface ProgramCta {
  label: string;
  to: string;
}

/** Where each program's primary call to action leads: the questionnaire that fits the loan, or the broker. */
const primaryTargets: Record<string, string> = {
  'conventional-mortgage': '/quote-landing?type=purchase',
  'FHA-loan': '/quote-landing?type=purchase',
  'jumbo-loan': '/quote-landing?type=purchase',
  'VA-loan': '/vet-rate/',
  'home-equity-loan': '/quote-landing?type=cashOut',
  'HELOC-loan': '/quote-landing?type=cashOut',
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
 * Secondary: the program's broker, else the directory.
 */
export function programCtas(
  product: Pick<Product, 'productKey' | 'primaryCtaLabel' | 'secondaryCtaLabel' | 'brokerName' | 'brokerProfileLink'>,
): { primary: ProgramCta; secondary: ProgramCta } {
  let primaryTo = primaryTargets[product.productKey];
  if (!primaryTo) {
    const broker = splitBrokerName(product.brokerName);
    primaryTo = broker
      ? `/get-brokered-rate/?${new URLSearchParams({ brokerFirstName: broker.first, brokerLastName: broker.last })}`
      : '/get-brokered-rate/';
  }
  const profile = product.brokerProfileLink?.trim();
  const secondaryTo = profile && isSitePath(profile) ? profile : '/agents';
  return {
    primary: { label: product.primaryCtaLabel, to: primaryTo },
    secondary: { label: product.secondaryCtaLabel, to: secondaryTo },
  };
}

/** The two programs every program page links to, other than the one shown. */
export const relatedProgramKeys = ['bank-statement-loan', 'HELOC-loan'] as const;
