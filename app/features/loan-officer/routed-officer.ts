import { createContext } from 'react';
import { readLoanOfficer, type LoanOfficerCard } from '../../domain/lead-receipt';
import { tabStorage } from '../attribution';

const KEY = 'harborpoint.routedOfficer.v1';

/**
 * The loan officer the tab's last lead was routed to, kept in sessionStorage so a reload of the thank-you
 * still names them (public profile facts only; gone with the tab). `card` null forgets it.
 */
export function rememberOfficer(funnel: string, card: LoanOfficerCard | null): void {
  try {
    tabStorage()?.setItem(`${KEY}:${funnel}`, JSON.stringify({ loanOfficer: card }));
  } catch {
    // Storage refused: the thank-you on screen names them; a reload falls back to the team.
  }
}

export function rememberedOfficer(funnel: string): LoanOfficerCard | null {
  try {
    const kept = tabStorage()?.getItem(`${KEY}:${funnel}`);
    return kept ? readLoanOfficer(JSON.parse(kept)) : null;
  } catch {
    return null;
  }
}

/** The routed loan officer, for the thank-you screen a funnel variant draws. */
export const RoutedOfficerContext = createContext<LoanOfficerCard | null>(null);
