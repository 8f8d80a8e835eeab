import { clampDownPayment, downPaymentFromPercent } from '../../../domain/finance/index';
import type { AmountMode } from '../money-percent-toggle';

export interface DownPaymentInputs {
  homePrice: number;
  downMode: AmountMode;
  /** What the dollar field holds (used in $ mode). */
  downDollars: number;
  /** What the percent field holds (used in % mode). */
  downPercent: number;
}

/** The down payment in dollars: the dollars capped at the price, or the percent of the price. */
export function downPaymentDollars({ homePrice, downMode, downDollars, downPercent }: DownPaymentInputs): number {
  return downMode === 'dollars' ? clampDownPayment(downDollars, homePrice) : downPaymentFromPercent(downPercent, homePrice);
}
