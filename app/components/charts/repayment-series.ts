/** The repayment chart's three lines, with the colours the chart and its legend share (labels: `series.<key>` in the charts' catalog). */
export const repaymentSeries = [
  { key: 'principalPaid', color: '#174c99' },
  { key: 'interestPaid', color: '#d97706' },
  { key: 'balance', color: '#0f766e' },
] as const;

export type RepaymentSeriesKey = (typeof repaymentSeries)[number]['key'];

/**
 * The chart's box: its height comes from CSS (the same classes on the server's placeholder and around the
 * drawing, so nothing shifts), and the drawing is made at the box's measured size in pixels, so its
 * labels keep their size on a phone instead of shrinking with a scaled SVG.
 */
export const CHART_BOX_CLASS = 'relative h-64 w-full sm:h-80 [contain:strict]';
