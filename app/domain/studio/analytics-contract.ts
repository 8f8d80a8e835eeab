/**
 * The funnel report the studio draws and `npm run analytics:report` prints. A count of at least one but
 * below the smallest cell the site shows (ANALYTICS_MIN_CELL) reads "<N" everywhere, exports included, so
 * no report can point at a handful of visitors.
 */
export type Count = number | `<${number}`;

export interface FunnelTotals {
  visitors: Count;
  starts: Count;
  completions: Count;
  leads: Count;
  verifiedLeads: Count;
  /** Stored leads per visitor, 0 to 1; null when either count is too small to show. */
  conversion: number | null;
}

export interface QuestionReport {
  key: string;
  title: string;
  views: Count;
  answers: Count;
  exits: Count;
  /** Of the visitors who saw the question, the share who left the site on it; null when too few. */
  dropOff: number | null;
  medianActiveMs: number | null;
}

export interface FlowReport extends FunnelTotals {
  flowId: string;
  from: string;
  to: string;
  version: string | null;
  minCell: number;
  questions: QuestionReport[];
  edges: { from: string; to: string; count: Count }[];
  /**
   * Followed visits only (not those of visitors with Global Privacy Control), by one dimension each. Groups
   * whose every count is under `minCell` are not named: they are added up into one last row, marked `other`
   * ("Other (fewer than 5 visitors each)"), whose own counts are hidden in turn when small.
   */
  breakdowns: Record<'version' | 'device' | 'lang' | 'utmSource' | 'broker', BreakdownRow[]>;
}

export interface BreakdownRow extends FunnelTotals {
  /** The group's value (a device, a language, a UTM source...), or the folded row's label. */
  value: string;
  /** Present on the row that adds up the groups too small to name. */
  other?: true;
}
