import type { LoanType } from '../../../engine';
import { funnelText } from './messages';

type FunnelTextKey = (typeof funnelText.keys)[number];

const choice = (type: LoanType, key: FunnelTextKey) => ({ type, key, label: funnelText.text('en', key) });

/**
 * The three choices of the questionnaire's landing and VetLife's chooser: the screens show `key` in the
 * page's language; `label` is the English words, by which the QA walker finds a button on the English pages.
 */
export const LOAN_CHOICES: readonly { type: LoanType; key: FunnelTextKey; label: string }[] = [
  choice('purchase', 'choice.purchase'),
  choice('refinance', 'choice.refinance'),
  choice('cashOut', 'choice.cashOut'),
];
