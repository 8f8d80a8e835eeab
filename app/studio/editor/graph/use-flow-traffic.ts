import { useEffect, useState } from 'react';
import type { FlowReport } from '../../../domain/studio/analytics-contract';
import { studioGet } from '../../api/studio-client';
import { mayDo, useUser } from '../../session/session-context';

/**
 * The last 30 days' routes of a flow, for drawing traffic on its graph: only for those who may read the
 * report (publishers and admins); nothing otherwise, and nothing when the report cannot be had.
 */
export function useFlowTraffic(flowId: string): FlowReport['edges'] | null {
  const user = useUser();
  const allowed = mayDo(user, 'publisher');
  const [routes, setRoutes] = useState<FlowReport['edges'] | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    studioGet<FlowReport>(`/analytics/flows/${encodeURIComponent(flowId)}`).then(
      (report) => live && setRoutes(report.edges),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [flowId, allowed]);
  return routes;
}
