import { Background, Controls, MarkerType, ReactFlow, type Edge } from '@xyflow/react';
import { useMemo } from 'react';
import type { Flow } from '../../../../engine';
import type { GateFinding } from '../../../domain/studio/studio-contract';
import { buildFlowGraph, type FlowGraphEdge } from '../flow-graph';
import { edgeTraffic, trafficWidth } from '../edge-traffic';
import { useFlowTraffic } from './use-flow-traffic';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH } from '../graph-layout';
import { QuestionNode, type QuestionFlowNode } from './question-node';

const nodeTypes = { question: QuestionNode };

const EDGE_STYLE: Record<FlowGraphEdge['kind'], { stroke: string; strokeDasharray?: string }> = {
  option: { stroke: '#174c99' },
  jump: { stroke: '#0f172a' },
  sequence: { stroke: '#64748b', strokeDasharray: '6 4' },
  missing: { stroke: '#b91c1c', strokeDasharray: '2 3' },
  end: { stroke: '#174c99' },
};

interface FlowGraphViewProps {
  flow: Flow;
  findings: readonly GateFinding[];
  onOpenQuestion(fileIndex: number): void;
  /** A connection dragged from one question's bottom handle to another question. */
  onConnect(fromFileIndex: number, toFileIndex: number): void;
}

const fileIndexOf = (nodeId: string | null) => (nodeId && /^q\d+$/.test(nodeId) ? Number(nodeId.slice(1)) : null);

/** The flow as a graph laid out top to bottom; a question's button opens it in the form. */
export function FlowGraphView({ flow, findings, onOpenQuestion, onConnect }: FlowGraphViewProps) {
  const routes = useFlowTraffic(flow.id);
  const { nodes, edges } = useMemo(() => {
    let graph: ReturnType<typeof buildFlowGraph>;
    try {
      graph = buildFlowGraph(flow, findings);
    } catch {
      return { nodes: [], edges: [] };
    }
    const positions = layoutGraph(graph.nodes.map((node) => node.id), graph.edges);
    const flowNodes: QuestionFlowNode[] = graph.nodes.map((node) => ({
      id: node.id,
      type: 'question',
      position: positions.get(node.id)!,
      data: { ...node, onOpen: onOpenQuestion },
      style: { width: NODE_WIDTH, height: NODE_HEIGHT },
    }));
    const traffic = routes ? edgeTraffic(flow, graph.edges, routes) : new Map();
    const busiest = Math.max(0, ...[...traffic.values()].filter((count): count is number => typeof count === 'number'));
    const flowEdges: Edge[] = graph.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      label: [edge.label, traffic.has(edge.id) ? `${traffic.get(edge.id)} visitors` : null].filter(Boolean).join(' · ') || undefined,
      style: { ...EDGE_STYLE[edge.kind], strokeWidth: trafficWidth(traffic.get(edge.id), busiest) },
      markerEnd: { type: MarkerType.ArrowClosed, color: EDGE_STYLE[edge.kind].stroke },
      labelBgPadding: [4, 2],
    }));
    return { nodes: flowNodes, edges: flowEdges };
  }, [flow, findings, onOpenQuestion, routes]);

  return (
    <div>
      <p id="graph-legend" className="mb-2 text-sm text-slate-700">
        Solid arrows: an option's or a question's jump (labelled with the option). Dashed grey: falls through to the next question. Red dotted: a jump to a question that
        does not exist. Red and amber boxes have findings from the last check; dashed boxes cannot be reached or never complete. Drag from a question's bottom dot to
        another question to add a jump: a new option for a choice question (rename it in the form), the next question otherwise.
        {routes && ' Arrows are as wide as the visitors who took them in the last 30 days of the live flow (the count is in the label).'}
      </p>
      <div className="h-[70vh] rounded-md border border-slate-300" aria-describedby="graph-legend">
        {nodes.length === 0 ? (
          <p className="p-4 text-sm">The graph cannot be drawn until the draft is a valid flow.</p>
        ) : (
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            nodesConnectable
            onConnect={(connection) => {
              const from = fileIndexOf(connection.source);
              const to = fileIndexOf(connection.target);
              if (from !== null && to !== null && from !== to) onConnect(from, to);
            }}
            nodesDraggable={false}
            nodesFocusable={false}
            edgesFocusable={false}
            elementsSelectable={false}
            onNodeClick={(_, node) => {
              if (node.data.fileIndex !== null) onOpenQuestion(node.data.fileIndex);
            }}
            fitView
            fitViewOptions={{ minZoom: 0.7, maxZoom: 1 }}
            minZoom={0.1}
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        )}
      </div>
    </div>
  );
}
