import { fromCents, toCents, type DebtItem } from '../../../domain/finance/index';
import { enteredAmount, funnelHref, prefillAnswers, type FunnelTarget, type PrefillTable } from './funnel-href';

export interface DebtConsolidatorInputs {
  debts: readonly Pick<DebtItem, 'debtAmount' | 'debtType'>[];
  /** The consolidation loan, never below the total debt. */
  loanAmount: number;
}

export const DEBT_CONSOLIDATOR_FUNNEL: FunnelTarget = { path: '/quote-landing', loanType: 'cashOut' };

/** Σ amounts of the debts that are (or are not) mortgages, to the cent. */
function balanceOf(debts: DebtConsolidatorInputs['debts'], mortgages: boolean): number {
  const cents = debts.filter((debt) => (debt.debtType === 'mortgage') === mortgages).reduce((sum, debt) => sum + toCents(enteredAmount(debt.debtAmount) ?? 0), 0);
  return fromCents(cents);
}

/** The cash-out funnel's answers the debt consolidator fills. */
export const DEBT_CONSOLIDATOR_PREFILL: PrefillTable<DebtConsolidatorInputs> = {
  cashOutAmount: (inputs) => enteredAmount(inputs.loanAmount),
  hasMortgage: (inputs) => (balanceOf(inputs.debts, true) > 0 ? 'yes' : undefined),
  currentBalance: (inputs) => enteredAmount(balanceOf(inputs.debts, true)),
  cashOutPurpose: () => ['debtConsolidation'],
  debtBalance: (inputs) => enteredAmount(balanceOf(inputs.debts, false)),
};

export function debtConsolidatorFunnelHref(inputs: DebtConsolidatorInputs): string {
  return funnelHref(DEBT_CONSOLIDATOR_FUNNEL, prefillAnswers(DEBT_CONSOLIDATOR_PREFILL, inputs));
}
