import dagre from '@dagrejs/dagre';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 76;

/** Top-to-bottom positions (top-left corners) for the nodes, laid out by dagre. */
export function layoutGraph(nodeIds: readonly string[], edges: readonly { source: string; target: string }[]): Map<string, { x: number; y: number }> {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of nodeIds) graph.setNode(id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  return new Map(nodeIds.map((id) => {
    const node = graph.node(id);
    return [id, { x: node.x - NODE_WIDTH / 2, y: node.y - NODE_HEIGHT / 2 }];
  }));
}
