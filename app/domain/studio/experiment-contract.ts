import type { ExposurePoints } from '../../../engine';
import type { Count } from './analytics-contract';

export type { ExposurePoints };

/**
 * Experiments as the studio sees them: two or more published versions of one flow served side by side by
 * weight, and how each converts among the visitors who reached a screen where the versions differ.
 */

export type ExperimentState = 'running' | 'stopped';

export interface ExperimentVariant {
  /** 'A', 'B', 'C'… in the order the variants were given. */
  key: string;
  /** A published version of the flow (its content hash). */
  version: string;
  /** A share relative to the other variants' (1 to 100). */
  weight: number;
}

export interface ExperimentSummary {
  id: string;
  flowId: string;
  name: string;
  state: ExperimentState;
  variants: ExperimentVariant[];
  startedAt: string;
  startedBy: string;
  stoppedAt: string | null;
  stoppedBy: string | null;
}

/** `POST /api/studio/experiments`. */
export interface StartExperimentBody {
  flowId: string;
  name: string;
  variants: Array<{ version: string; weight: number }>;
}

/** A share with its 95 % Wilson interval; null when a count behind it is too small to show. */
export interface RateInterval {
  rate: number;
  low: number;
  high: number;
}

export interface VariantOutcome extends ExperimentVariant {
  /** Visits served this variant by an assignment the site made and signed, that reported back (one per assignment). */
  assigned: Count;
  /** Of those, the visits that reached a screen where the variants differ: the outcome's denominator. */
  exposed: Count;
  leads: Count;
  verifiedLeads: Count;
  leadRate: RateInterval | null;
  verifiedRate: RateInterval | null;
  /** The probability that this variant's rate is the highest (0 to 1); null when any count is too small to show. */
  probabilityBest: { leads: number | null; verifiedLeads: number | null };
}

/** `GET /api/studio/experiments/:id`. */
export interface ExperimentReport {
  experiment: ExperimentSummary;
  minCell: number;
  exposure: ExposurePoints;
  variants: VariantOutcome[];
  /** Pearson's chi-square of the assigned visits against the weights; `mismatch` when p < 0.001. */
  sampleRatio: { chiSquare: number; pValue: number; mismatch: boolean };
  /** Assignments the site made, whether or not their visits reported back. */
  assignmentsMade: Count;
  notCounted: NotCounted;
}

/** What claimed the experiment but is left out of its outcome. */
export interface NotCounted {
  /** Events and leads that named a variant without an assignment the site made: forged, altered, or from another experiment. */
  events: Count;
  leads: Count;
  /** Events and leads of visitors with Global Privacy Control: served a variant, never followed, so never counted. */
  anonymousEvents: Count;
  anonymousLeads: Count;
  /** Leads of a visit beyond its first: a visit's lead counts once. */
  repeatedLeads: Count;
}

/** `POST /api/studio/experiments/:id/promote` → the draft to publish through the gate (null: the variant is already live). */
export interface PromoteAnswer {
  experiment: ExperimentSummary;
  draftId: string | null;
}
