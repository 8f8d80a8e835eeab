import { useState } from 'react';
import type { DefinitionDetail } from '../../domain/studio/studio-contract';
import { dangerButton, secondaryButton } from '../components/buttons';
import { formatWhen, shortHash } from '../components/format';
import { TableHead } from '../components/table-head';

interface VersionHistoryProps {
  versions: DefinitionDetail['versions'];
  mayRollBack: boolean;
  onRollBack(hash: string): Promise<void>;
}

/** Every version that was live, newest first; publishers can make an earlier one live again (after confirming). */
export function VersionHistory({ versions, mayRollBack, onRollBack }: VersionHistoryProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const sorted = [...versions].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2">
      <h2 id="history-heading" className="text-lg font-semibold">Version history</h2>
      <table className="mt-2 w-full text-left text-sm">
        <TableHead columns={mayRollBack ? ['Version', 'Published', 'By', 'Status', ''] : ['Version', 'Published', 'By', 'Status']} />
        <tbody>
          {sorted.map((version) => (
            <tr key={version.hash + version.publishedAt} className="border-t border-slate-200">
              <td className="px-3 py-2 font-mono">{shortHash(version.hash)}</td>
              <td className="px-3 py-2">{formatWhen(version.publishedAt)}</td>
              <td className="px-3 py-2">{version.publishedBy}</td>
              <td className="px-3 py-2">{version.live ? <strong>Live</strong> : 'Earlier'}</td>
              {mayRollBack && (
                <td className="px-3 py-2">
                  {!version.live &&
                    (confirming === version.hash ? (
                      <span className="flex flex-wrap items-center gap-2">
                        <span>Make {shortHash(version.hash)} live?</span>
                        <button type="button" className={dangerButton} onClick={() => void onRollBack(version.hash).then(() => setConfirming(null))}>
                          Confirm roll back
                        </button>
                        <button type="button" className={secondaryButton} onClick={() => setConfirming(null)}>
                          Cancel
                        </button>
                      </span>
                    ) : (
                      <button type="button" className={secondaryButton} onClick={() => setConfirming(version.hash)} aria-label={`Roll back to this: version ${shortHash(version.hash)}`}>
                        Roll back to this
                      </button>
                    ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
