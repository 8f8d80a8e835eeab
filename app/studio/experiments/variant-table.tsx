import type { VariantOutcome } from '../../domain/studio/experiment-contract';
import { Shown } from '../analytics/not-shown';
import { formatCount } from '../analytics/report-format';
import { secondaryButton } from '../components/buttons';
import { DataTable, type DataColumn } from '../components/data-table';
import { shortHash } from '../components/format';
import { formatInterval, formatShare } from './experiment-format';

const COLUMNS: readonly DataColumn<VariantOutcome>[] = [
  { name: 'Version', cell: (variant) => shortHash(variant.version), className: 'font-mono' },
  { name: 'Weight', cell: (variant) => variant.weight },
  { name: 'Assigned', cell: (variant) => formatCount(variant.assigned) },
  { name: 'Exposed', cell: (variant) => formatCount(variant.exposed) },
  { name: 'Leads', cell: (variant) => formatCount(variant.leads) },
  { name: 'Lead rate (95 % interval)', cell: (variant) => <Shown value={formatInterval(variant.leadRate)} />, className: 'whitespace-nowrap' },
  { name: 'Verified leads', cell: (variant) => formatCount(variant.verifiedLeads) },
  { name: 'Verified rate (95 % interval)', cell: (variant) => <Shown value={formatInterval(variant.verifiedRate)} />, className: 'whitespace-nowrap' },
  { name: 'Probability best: leads', cell: (variant) => <Shown value={formatShare(variant.probabilityBest.leads)} /> },
  { name: 'Probability best: verified leads', cell: (variant) => <Shown value={formatShare(variant.probabilityBest.verifiedLeads)} /> },
];

interface VariantTableProps {
  variants: readonly VariantOutcome[];
  /** Absent when the reader may not promote; `busy` while an action is under way. */
  onPromote?: (key: string) => void;
  busy?: boolean;
}

/** Each variant's visits and outcomes: rates are per exposed visit, each with its 95 % interval. */
export function VariantTable({ variants, onPromote, busy = false }: VariantTableProps) {
  const promote: DataColumn<VariantOutcome> | null = onPromote
    ? {
        name: '',
        cell: (variant) => (
          <button type="button" className={`${secondaryButton} whitespace-nowrap`} disabled={busy} onClick={() => onPromote(variant.key)}>
            Promote variant {variant.key}
          </button>
        ),
      }
    : null;
  return (
    <DataTable
      caption="Variants with their visits, leads, rates and the probability that each is best"
      rows={variants}
      rowKey={(variant) => variant.key}
      rowHeader={{ name: 'Variant', cell: (variant) => variant.key }}
      columns={promote ? [...COLUMNS, promote] : COLUMNS}
    />
  );
}
