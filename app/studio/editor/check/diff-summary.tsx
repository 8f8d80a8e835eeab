import type { GateDiff } from '../../../domain/studio/studio-contract';

const list = (items: readonly string[]) => (items.length === 0 ? 'none' : items.join(', '));

/** What the draft changes against the live version: paths, answer keys (breaking for the CRM webhook), texts and rules. */
export function DiffSummary({ diff }: { diff: GateDiff }) {
  const keys = diff.answerKeys;
  return (
    <div className="space-y-2 text-sm">
      <h3 className="font-semibold">Changes against the live version</h3>
      {diff.paths && (
        <p>
          Paths: {diff.paths.addedCount} added, {diff.paths.removedCount} removed.
        </p>
      )}
      {diff.paths && diff.paths.added.length + diff.paths.removed.length > 0 && (
        <details>
          <summary className="cursor-pointer">Paths added and removed</summary>
          <ul className="list-disc pl-5">
            {diff.paths.added.map((path) => <li key={`+${path}`}>Added: {path}</li>)}
            {diff.paths.removed.map((path) => <li key={`-${path}`}>Removed: {path}</li>)}
          </ul>
        </details>
      )}
      <div className={keys.removed.length + keys.renamed.length > 0 ? 'rounded border-l-4 border-red-700 bg-red-50 px-2 py-1' : ''}>
        <p>Answer keys added: {list(keys.added)}</p>
        <p>Answer keys removed: {list(keys.removed)}</p>
        <p>Answer keys renamed: {keys.renamed.length === 0 ? 'none' : keys.renamed.map((rename) => `${rename.from} → ${rename.to}`).join(', ')}</p>
        {keys.removed.length + keys.renamed.length > 0 && <p className="font-semibold text-red-800">Breaking: the CRM webhook and lead e-mails read these keys.</p>}
      </div>
      <p>Texts changed: {diff.texts.length === 0 ? 'none' : diff.texts.map((text) => `${text.key} ${text.field}`).join(', ')}</p>
      <p>Rules changed: {diff.rules.length === 0 ? 'none' : diff.rules.map((rule) => `${rule.key} ${rule.field}`).join(', ')}</p>
    </div>
  );
}
