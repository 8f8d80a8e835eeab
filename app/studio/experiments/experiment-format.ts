import type { ExperimentState, RateInterval } from '../../domain/studio/experiment-contract';

export const experimentsPath = (flowId: string) => `/studio/experiments/${encodeURIComponent(flowId)}`;
export const experimentPath = (id: string) => `/studio/experiments/run/${encodeURIComponent(id)}`;

export const stateLabel = (state: ExperimentState) => (state === 'running' ? 'Running' : 'Stopped');

/** A share from 0 to 1 as a percentage with one decimal: "12.5 %". */
export const formatPercent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** A rate with its 95 % interval: "12.5 % (4.1–27.3 %)"; null when the report leaves it out. */
export function formatInterval(rate: RateInterval | null): string | null {
  if (!rate) return null;
  return `${formatPercent(rate.rate)} (${(rate.low * 100).toFixed(1)}–${(rate.high * 100).toFixed(1)} %)`;
}

export const formatShare = (share: number | null) => (share === null ? null : formatPercent(share));

/** A p-value as read in a sentence: "p = 0.00042", or "p < 0.0001" when it is tinier than that. */
export const formatPValue = (pValue: number) => (pValue < 0.0001 ? 'p < 0.0001' : `p = ${Number(pValue.toPrecision(2))}`);
