import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { studioGet } from '../api/studio-client';
import type { DefinitionSummary } from '../../domain/studio/studio-contract';
import { LoadState } from './load-state';
import { useLoad } from './use-load';

interface ChosenFlowProps {
  /** What to say when there is no flow at all. */
  nothing: string;
  /** The page's address for a flow: without one in the address, the page opens purchase (else the first flow). */
  pathOf: (flowId: string) => string;
  children: (flows: string[], flowId: string) => ReactNode;
}

/** The flow a page works on, from its address, once the flows' ids have loaded. */
export function ChosenFlow({ nothing, pathOf, children }: ChosenFlowProps) {
  const { flowId } = useParams();
  const [flows] = useLoad(
    () => studioGet<DefinitionSummary[]>('/definitions').then((definitions) => definitions.filter((definition) => definition.kind === 'flow').map((definition) => definition.id).sort()),
    [],
  );
  return (
    <LoadState state={flows}>
      {(ids) => {
        if (ids.length === 0) return <p className="mt-4 text-slate-700">{nothing}</p>;
        if (!flowId) return <Navigate replace to={pathOf(ids.includes('purchase') ? 'purchase' : ids[0]!)} />;
        return children(ids, flowId);
      }}
    </LoadState>
  );
}
