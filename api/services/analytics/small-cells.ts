import type { Count } from '../../../app/domain/studio/analytics-contract';
import type { FunnelCounts } from '../../db/repositories/analytics-report-repository';

/**
 * How a report shows a count: zero shows (nobody is no one), one to `minCell` - 1 visitors read "<minCell",
 * and a share built on a hidden count, or on a whole under `minCell`, is left out.
 */
export function smallCells(minCell: number) {
  const hidden = (count: number) => count > 0 && count < minCell;
  return {
    hidden,
    shown: (count: number): Count => (hidden(count) ? `<${minCell}` : count),
    share: (part: number, whole: number) => (hidden(part) || whole < minCell || whole === 0 ? null : part / whole),
  };
}

/** The label of the row small groups are folded into. */
export const otherRowLabel = (minCell: number) => `Other (fewer than ${minCell} visitors each)`;

type Group = FunnelCounts & { value: string };

const FIGURES = ['visitors', 'starts', 'completions', 'leads', 'verifiedLeads'] as const;

/**
 * A breakdown's groups with every group too small to name taken out and added up into one: a group's
 * label can be what a visitor typed (a `utm_source` holding an e-mail address), and hiding its counts while
 * showing the label would still point at that visitor. A group is too small when even its largest count
 * is under `minCell` (a group whose counts are all zero included: it still had visits). `folded` is null
 * when no group was folded; with `minCell` 1 nothing is hidden and nothing folds.
 */
export function foldSmallGroups<Row extends Group>(groups: readonly Row[], minCell: number): { named: Row[]; folded: FunnelCounts | null } {
  if (minCell <= 1) return { named: [...groups], folded: null };
  const named: Row[] = [];
  let folded: FunnelCounts | null = null;
  for (const group of groups) {
    if (Math.max(...FIGURES.map((figure) => group[figure])) >= minCell) {
      named.push(group);
      continue;
    }
    folded ??= { visitors: 0, starts: 0, completions: 0, leads: 0, verifiedLeads: 0 };
    for (const figure of FIGURES) folded[figure] += group[figure];
  }
  return { named, folded };
}
