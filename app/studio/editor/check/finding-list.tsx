import type { GateFinding } from '../../../domain/studio/studio-contract';

/** The gate's findings, errors first; each opens the question and field it points at. */
export function FindingList({ findings, onFinding }: { findings: readonly GateFinding[]; onFinding(pointer: string, rule: string): void }) {
  if (findings.length === 0) return <p className="text-sm">No findings.</p>;
  const sorted = [...findings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  return (
    <div>
      <h3 className="font-semibold">Findings</h3>
      <ul className="mt-1 space-y-2 text-sm">
        {sorted.map((finding, at) => (
          <li key={at} className={`rounded border-l-4 px-2 py-1 ${finding.severity === 'error' ? 'border-red-700 bg-red-50' : 'border-amber-600 bg-amber-50'}`}>
            <span className="font-semibold uppercase">{finding.severity}</span> <span className="font-mono text-xs">{finding.rule}</span>
            <p>{finding.message}</p>
            {finding.hint && <p className="text-slate-700">{finding.hint}</p>}
            {finding.path && (
              <button type="button" className="mt-1 font-mono text-xs text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700" onClick={() => onFinding(finding.path, finding.rule)}>
                Go to {finding.path}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
