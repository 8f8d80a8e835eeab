import type { VariantOutcome } from '../../domain/studio/experiment-contract';
import { Shown } from '../analytics/not-shown';
import { formatCount } from '../analytics/report-format';
import { secondaryButton } from '../components/buttons';
import { shortHash } from '../components/format';
import { TableHead } from '../components/table-head';
import { formatInterval, formatShare } from './experiment-format';

const COLUMNS = [
  'Variant',
  'Version',
  'Weight',
  'Assigned',
  'Exposed',
  'Leads',
  'Lead rate (95 % interval)',
  'Verified leads',
  'Verified rate (95 % interval)',
  'Probability best: leads',
  'Probability best: verified leads',
];

interface VariantTableProps {
  variants: readonly VariantOutcome[];
  /** Absent when the reader may not promote; `busy` while an action is under way. */
  onPromote?: (key: string) => void;
  busy?: boolean;
}

/** Each variant's visits and outcomes: rates are per exposed visit, each with its 95 % interval. */
export function VariantTable({ variants, onPromote, busy = false }: VariantTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full bg-white text-left text-sm shadow-sm">
        <caption className="sr-only">Variants with their visits, leads, rates and the probability that each is best</caption>
        <TableHead columns={onPromote ? [...COLUMNS, ''] : COLUMNS} />
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.key} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 font-medium">
                {variant.key}
              </th>
              <td className="px-3 py-2 font-mono">{shortHash(variant.version)}</td>
              <td className="px-3 py-2">{variant.weight}</td>
              <td className="px-3 py-2">{formatCount(variant.assigned)}</td>
              <td className="px-3 py-2">{formatCount(variant.exposed)}</td>
              <td className="px-3 py-2">{formatCount(variant.leads)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <Shown value={formatInterval(variant.leadRate)} />
              </td>
              <td className="px-3 py-2">{formatCount(variant.verifiedLeads)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <Shown value={formatInterval(variant.verifiedRate)} />
              </td>
              <td className="px-3 py-2">
                <Shown value={formatShare(variant.probabilityBest.leads)} />
              </td>
              <td className="px-3 py-2">
                <Shown value={formatShare(variant.probabilityBest.verifiedLeads)} />
              </td>
              {onPromote && (
                <td className="px-3 py-2">
                  <button type="button" className={`${secondaryButton} whitespace-nowrap`} disabled={busy} onClick={() => onPromote(variant.key)}>
                    Promote variant {variant.key}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
