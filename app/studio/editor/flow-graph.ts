import { flowIndex, routeEdges, type Flow, type RouteSource } from '../../../engine';
import { optionLabel } from '../../../engine';
import { pointerSegments } from './pointer-selection';

export const CONTACT_NODE = 'contact';
export const COMPLETE_NODE = 'complete';

export interface FindingLike {
  severity: 'error' | 'warning';
  path: string;
}

export type FlowGraphNode = {
  id: string;
  kind: 'question' | 'contact' | 'complete';
  /** The question's index in the file (question nodes). */
  fileIndex: number | null;
  title: string;
  alias: string | null;
  errors: number;
  warnings: number;
  /** No path from the first question reaches it. */
  unreachable: boolean;
  /** No path from it reaches the contact step. */
  nonCompleting: boolean;
};

export interface FlowGraphEdge {
  id: string;
  source: string;
  target: string;
  label: string | null;
  /** option: an option's jump; jump: the question's own next; sequence: falls through to component + 1; missing: a jump to no question. */
  kind: 'option' | 'jump' | 'sequence' | 'missing' | 'end';
}

const questionNode = (fileIndex: number) => `q${fileIndex}`;

function edgeKind(source: RouteSource, found: boolean): FlowGraphEdge['kind'] {
  if (!found && source !== 'sequence') return 'missing';
  if (source === 'option') return 'option';
  return source === 'sequence' ? 'sequence' : 'jump';
}

function findingCounts(findings: readonly FindingLike[]): Map<string, { errors: number; warnings: number }> {
  const counts = new Map<string, { errors: number; warnings: number }>();
  for (const finding of findings) {
    const [first, second] = pointerSegments(finding.path);
    const node = first === 'questions' && second !== undefined && /^\d+$/.test(second) ? questionNode(Number(second)) : first === 'contact' ? CONTACT_NODE : null;
    if (!node) continue;
    const count = counts.get(node) ?? { errors: 0, warnings: 0 };
    if (finding.severity === 'error') count.errors++;
    else count.warnings++;
    counts.set(node, count);
  }
  return counts;
}

function reachable(start: string[], next: Map<string, string[]>): Set<string> {
  const seen = new Set<string>(start);
  const queue = [...start];
  while (queue.length > 0) {
    for (const target of next.get(queue.shift()!) ?? []) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

/**
 * The flow as a graph: a node per active question, the contact step and completion as end nodes, an edge
 * per way out of a question (option jumps labelled with their options, the question's own jump, and the
 * fall-through to the next component). Nodes carry their findings and whether they are reachable and can
 * complete.
 */
export function buildFlowGraph(flow: Flow, findings: readonly FindingLike[] = []): { nodes: FlowGraphNode[]; edges: FlowGraphEdge[] } {
  const index = flowIndex(flow);
  const counts = findingCounts(findings);
  const grouped = new Map<string, FlowGraphEdge>();
  routeEdges(index).forEach((edges, from) => {
    const source = questionNode(index.fileIndexes[from]!);
    for (const edge of edges) {
      const found = edge.to !== null;
      const target = found ? questionNode(index.fileIndexes[edge.to!]!) : CONTACT_NODE;
      const kind = edgeKind(edge.source, found);
      const label = edge.source === 'option' ? optionLabel(index.questions[from]!.questionData.options![edge.option!]!) : kind === 'missing' ? `to missing ${edge.component}` : null;
      const id = `${source}->${target}:${kind}`;
      const existing = grouped.get(id);
      if (existing) existing.label = [existing.label, label].filter(Boolean).join(', ') || null;
      else grouped.set(id, { id, source, target, label, kind });
    }
  });
  const edges = [...grouped.values(), { id: `${CONTACT_NODE}->${COMPLETE_NODE}`, source: CONTACT_NODE, target: COMPLETE_NODE, label: null, kind: 'end' as const }];

  const forward = new Map<string, string[]>();
  const backward = new Map<string, string[]>();
  for (const edge of edges) {
    forward.set(edge.source, [...(forward.get(edge.source) ?? []), edge.target]);
    backward.set(edge.target, [...(backward.get(edge.target) ?? []), edge.source]);
  }
  const first = index.fileIndexes[0];
  const fromStart = reachable(first === undefined ? [] : [questionNode(first)], forward);
  const toEnd = reachable([CONTACT_NODE], backward);

  const nodes: FlowGraphNode[] = index.questions.map((question, at) => {
    const id = questionNode(index.fileIndexes[at]!);
    const count = counts.get(id) ?? { errors: 0, warnings: 0 };
    return {
      id,
      kind: 'question',
      fileIndex: index.fileIndexes[at]!,
      title: question.title,
      alias: question.questionData.alias ?? null,
      ...count,
      unreachable: !fromStart.has(id),
      nonCompleting: !toEnd.has(id),
    };
  });
  const contactCount = counts.get(CONTACT_NODE) ?? { errors: 0, warnings: 0 };
  nodes.push(
    { id: CONTACT_NODE, kind: 'contact', fileIndex: null, title: flow.contact?.title ?? 'Contact details', alias: null, ...contactCount, unreachable: !fromStart.has(CONTACT_NODE), nonCompleting: false },
    { id: COMPLETE_NODE, kind: 'complete', fileIndex: null, title: 'Lead sent', alias: null, errors: 0, warnings: 0, unreachable: !fromStart.has(CONTACT_NODE), nonCompleting: false },
  );
  return { nodes, edges };
}
