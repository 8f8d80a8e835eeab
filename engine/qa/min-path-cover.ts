/**
 * The fewest source-to-sink paths through a directed acyclic graph that together take every required
 * edge: a minimum flow with a lower bound of 1 on each required edge. A first flow sends one path through
 * each required edge; then as much flow as possible is sent back from the sink to the source through the
 * residual graph (lowering edges above their bound, raising any edge), which removes every path the
 * bounds do not need. The flow left is split into paths, taking edges in their given order, so the result
 * is the same on every run.
 */
export interface CoverEdge {
  from: number;
  to: number;
  required: boolean;
}

export interface CoverProblem {
  nodeCount: number;
  source: number;
  sink: number;
  /** In a stable order: paths follow the lowest-numbered edge where they can. */
  edges: readonly CoverEdge[];
}

/** Each path as the indexes of its edges, source to sink; null when a required edge lies on no source-to-sink path. */
export function minPathCover(problem: CoverProblem): number[][] | null {
  const { nodeCount, source, sink, edges } = problem;
  const outOf: number[][] = Array.from({ length: nodeCount }, () => []);
  const into: number[][] = Array.from({ length: nodeCount }, () => []);
  edges.forEach((edge, id) => {
    outOf[edge.from]!.push(id);
    into[edge.to]!.push(id);
  });

  // Breadth-first trees: the edge that first reaches each node from the source, and that leads each node to the sink.
  const toward = (start: number, next: number[][], end: (edge: CoverEdge) => number): Array<number | undefined> => {
    const via: Array<number | undefined> = new Array(nodeCount);
    const seen = new Set([start]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      for (const id of next[queue[head]!]!) {
        const node = end(edges[id]!);
        if (seen.has(node)) continue;
        seen.add(node);
        via[node] = id;
        queue.push(node);
      }
    }
    via[start] = -1;
    return via;
  };
  const fromSource = toward(source, outOf, (edge) => edge.to);
  const toSink = toward(sink, into, (edge) => edge.from);

  const flow = new Array<number>(edges.length).fill(0);
  for (const [id, edge] of edges.entries()) {
    if (!edge.required || flow[id]! > 0) continue;
    if (fromSource[edge.from] === undefined || toSink[edge.to] === undefined) return null;
    flow[id]!++;
    for (let node = edge.from; node !== source; node = edges[fromSource[node]!]!.from) flow[fromSource[node]!]!++;
    for (let node = edge.to; node !== sink; node = edges[toSink[node]!]!.to) flow[toSink[node]!]!++;
  }

  while (pushBack(problem, outOf, into, flow));
  return decompose(problem, outOf, flow);
}

/** One augmenting path from the sink to the source in the residual graph; false when there is none. */
function pushBack(problem: CoverProblem, outOf: number[][], into: number[][], flow: number[]): boolean {
  const { nodeCount, source, sink, edges } = problem;
  const lower = (id: number) => (edges[id]!.required ? 1 : 0);
  // How each node was reached: through an edge backwards (lowering it) or forwards (raising it).
  const via: Array<{ id: number; lowering: boolean } | undefined> = new Array(nodeCount);
  const seen = new Set([sink]);
  const queue = [sink];
  for (let head = 0; head < queue.length && !seen.has(source); head++) {
    const node = queue[head]!;
    for (const id of into[node]!) {
      const from = edges[id]!.from;
      if (flow[id]! > lower(id) && !seen.has(from)) {
        seen.add(from);
        via[from] = { id, lowering: true };
        queue.push(from);
      }
    }
    for (const id of outOf[node]!) {
      const to = edges[id]!.to;
      if (!seen.has(to)) {
        seen.add(to);
        via[to] = { id, lowering: false };
        queue.push(to);
      }
    }
  }
  if (!seen.has(source)) return false;
  let amount = Infinity;
  for (let node = source; node !== sink; ) {
    const step = via[node]!;
    if (step.lowering) amount = Math.min(amount, flow[step.id]! - lower(step.id));
    node = step.lowering ? edges[step.id]!.to : edges[step.id]!.from;
  }
  if (amount === Infinity) return false;
  for (let node = source; node !== sink; ) {
    const step = via[node]!;
    flow[step.id]! += step.lowering ? -amount : amount;
    node = step.lowering ? edges[step.id]!.to : edges[step.id]!.from;
  }
  return true;
}

function decompose(problem: CoverProblem, outOf: number[][], flow: number[]): number[][] {
  const paths: number[][] = [];
  const leaving = (node: number) => outOf[node]!.reduce((sum, id) => sum + flow[id]!, 0);
  while (leaving(problem.source) > 0) {
    const path: number[] = [];
    for (let node = problem.source; node !== problem.sink; ) {
      const id = outOf[node]!.find((edge) => flow[edge]! > 0)!;
      flow[id]!--;
      path.push(id);
      node = problem.edges[id]!.to;
    }
    paths.push(path);
  }
  return paths;
}
