import { CONTACT_STEP, flowIndex, type Flow } from '../../../engine';
import type { Count } from '../../domain/studio/analytics-contract';
import { CONTACT_NODE, type FlowGraphEdge } from './flow-graph';

/**
 * The visitors who took each edge of the graph, from the report's routes (question key to question key,
 * or to the contact step). Routes between the same two questions count on the first edge drawn between
 * them. A count the report hides ("<5") stays hidden.
 */
export function edgeTraffic(flow: Flow, edges: readonly FlowGraphEdge[], routes: readonly { from: string; to: string; count: Count }[]): Map<string, Count> {
  const index = flowIndex(flow);
  const nodeOf = (key: string) => (key === CONTACT_STEP ? CONTACT_NODE : index.byKey.has(key) ? `q${index.fileIndexes[index.byKey.get(key)!]}` : null);
  const traffic = new Map<string, Count>();
  for (const route of routes) {
    const [source, target] = [nodeOf(route.from), nodeOf(route.to)];
    const edge = edges.find((candidate) => candidate.source === source && candidate.target === target);
    if (edge && !traffic.has(edge.id)) traffic.set(edge.id, route.count);
  }
  return traffic;
}

/** An edge's stroke width: 1.5 px untravelled, up to 8 px for the busiest edge; hidden counts draw thin. */
export function trafficWidth(count: Count | undefined, busiest: number): number {
  if (typeof count !== 'number' || busiest <= 0) return 1.5;
  return 1.5 + 6.5 * (count / busiest);
}
