import { Fragment, type ReactNode } from 'react';
import type { ExposurePoints } from '../../domain/studio/experiment-contract';

/** "a", "a or b", "a, b or c". */
function eitherOf(parts: readonly ReactNode[]): ReactNode {
  return parts.map((part, at) => (
    <Fragment key={at}>
      {at === 0 ? '' : at === parts.length - 1 ? ' or ' : ', '}
      {part}
    </Fragment>
  ));
}

/** Where a visit starts to count: the first screen where the variants differ, since before it they are the same. */
export function ExposureNote({ exposure }: { exposure: ExposurePoints }) {
  if (exposure.everywhere) {
    return <p className="text-sm text-slate-800">Exposure starts from the first screen: the variants differ in the flow's own settings, so every visit counts.</p>;
  }
  const parts: ReactNode[] = exposure.questions.map((key) => (
    <>
      question <span className="font-mono">{key}</span>
    </>
  ));
  if (exposure.contact) parts.push('the contact step');
  if (parts.length === 0) return <p className="text-sm text-slate-800">The variants do not differ, so no visit counts as exposed.</p>;
  return (
    <p className="text-sm text-slate-800">
      Exposure starts where the variants differ: a visit counts once it reaches {eitherOf(parts)}. Visits that left before saw the same thing in every variant and are not counted.
    </p>
  );
}
