import { Link } from 'react-router-dom';
import type { ExperimentSummary } from '../../domain/studio/experiment-contract';
import { linkClass } from '../components/buttons';
import { formatWhen, shortHash } from '../components/format';
import { TableHead } from '../components/table-head';
import { experimentPath, stateLabel } from './experiment-format';

/** A flow's experiments, newest first, each opening its report. */
export function ExperimentList({ experiments }: { experiments: readonly ExperimentSummary[] }) {
  if (experiments.length === 0) return <p className="mt-4 text-slate-700">No experiment on this flow yet.</p>;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full bg-white text-left text-sm shadow-sm">
        <caption className="sr-only">Experiments on this flow, newest first</caption>
        <TableHead columns={['Name', 'State', 'Variants', 'Started', 'Stopped']} />
        <tbody>
          {experiments.map((experiment) => (
            <tr key={experiment.id} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-3 py-2 font-medium">
                <Link to={experimentPath(experiment.id)} className={linkClass}>
                  {experiment.name}
                </Link>
              </th>
              <td className="px-3 py-2">{experiment.state === 'running' ? <strong>Running</strong> : stateLabel(experiment.state)}</td>
              <td className="px-3 py-2">
                <ul>
                  {experiment.variants.map((variant) => (
                    <li key={variant.key}>
                      {variant.key}: <span className="font-mono">{shortHash(variant.version)}</span>, weight {variant.weight}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-3 py-2">
                {formatWhen(experiment.startedAt)} by {experiment.startedBy}
              </td>
              <td className="px-3 py-2">
                {experiment.stoppedAt ? (
                  `${formatWhen(experiment.stoppedAt)} by ${experiment.stoppedBy ?? 'unknown'}`
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">not yet</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
