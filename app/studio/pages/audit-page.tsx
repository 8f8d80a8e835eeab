import { studioGet } from '../api/studio-client';
import type { AuditEntry } from '../../domain/studio/studio-contract';
import { formatWhen, shortHash } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageHeading } from '../components/page-heading';
import { useLoad } from '../components/use-load';
import { TableHead } from '../components/table-head';

const ACTIONS: Record<string, string> = {
  'draft-create': 'Draft started',
  'draft-update': 'Draft saved',
  'draft-fixtures-generate': 'QA paths generated',
  'draft-discard': 'Draft discarded',
  publish: 'Published',
  schedule: 'Scheduled',
  rollback: 'Rolled back',
  'staff-add': 'Staff added',
  'staff-disable': 'Staff disabled',
  'password-change': 'Password changed',
};

function summaryText(summary: unknown): string {
  if (!summary || typeof summary !== 'object') return '';
  return Object.entries(summary as Record<string, unknown>)
    .filter(([key]) => key !== 'draftId')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ');
}

/** The latest 100 studio changes: when, who, what, on which definition, between which versions. */
export function AuditPage() {
  const [state] = useLoad(() => studioGet<AuditEntry[]>('/audit'), []);
  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <LoadState state={state}>
        {(entries) => (
          <div className="mt-6 overflow-x-auto">
            <table className="w-full bg-white text-left text-sm shadow-sm">
              <caption className="sr-only">The latest studio changes, newest first</caption>
              <TableHead columns={['When', 'Who', 'What', 'Definition', 'From → to', 'Summary']} />
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-t border-slate-200 align-top">
                    <td className="whitespace-nowrap px-3 py-2">{formatWhen(entry.at)}</td>
                    <td className="px-3 py-2">{entry.actor}</td>
                    <td className="px-3 py-2">{ACTIONS[entry.action] ?? entry.action}</td>
                    <td className="px-3 py-2">{entry.definitionId ?? '—'}</td>
                    <td className="whitespace-nowrap px-3 py-2 font-mono">
                      {shortHash(entry.fromHash)} → {shortHash(entry.toHash)}
                    </td>
                    <td className="px-3 py-2 break-all">{summaryText(entry.summary)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {entries.length === 0 && <p className="mt-4 text-sm">Nothing has changed yet.</p>}
          </div>
        )}
      </LoadState>
    </>
  );
}
