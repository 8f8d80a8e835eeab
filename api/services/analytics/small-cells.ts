import type { Count } from '../../../app/domain/studio/analytics-contract';

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
