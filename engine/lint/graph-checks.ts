import type { RouteEdge } from './route-edges';

/** Active indexes reachable from the first question (or from `start`, itself included). */
export function reachable(edges: readonly RouteEdge[][], start = 0): Set<number> {
  const seen = new Set<number>();
  if (start < 0 || start >= edges.length) return seen;
  const queue = [start];
  seen.add(start);
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const edge of edges[at]!) {
      if (edge.to !== null && !seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  return seen;
}

/** The edges that close a cycle (back edges of a depth-first search from every question in order). */
export function cycleEdges(edges: readonly RouteEdge[][]): RouteEdge[] {
  const state = new Array<0 | 1 | 2>(edges.length).fill(0); // 0 new, 1 on stack, 2 done
  const found: RouteEdge[] = [];
  for (let root = 0; root < edges.length; root++) {
    if (state[root] !== 0) continue;
    const stack: Array<{ at: number; next: number }> = [{ at: root, next: 0 }];
    state[root] = 1;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const edge = edges[frame.at]![frame.next++];
      if (!edge) {
        state[frame.at] = 2;
        stack.pop();
        continue;
      }
      if (edge.to === null) continue;
      if (state[edge.to] === 1) found.push(edge);
      else if (state[edge.to] === 0) {
        state[edge.to] = 1;
        stack.push({ at: edge.to, next: 0 });
      }
    }
  }
  return found;
}

/** Active indexes from which some route reaches the end of the flow (backwards from the ends). */
export function canComplete(edges: readonly RouteEdge[][]): Set<number> {
  const ends = new Set<number>();
  const sources: number[][] = edges.map(() => []);
  edges.forEach((out, at) => {
    for (const edge of out) {
      if (edge.to !== null) sources[edge.to]!.push(at);
      else ends.add(at);
    }
  });
  return reachableThrough(sources, ends);
}

/** Every node `next` leads to from `starts` (the starts included), breadth first; `next[node]` lists the nodes one step on. */
export function reachableThrough(next: readonly (readonly number[])[], starts: Iterable<number>): Set<number> {
  const seen = new Set(starts);
  const queue = [...seen];
  for (let head = 0; head < queue.length; head++) {
    for (const node of next[queue[head]!]!) {
      if (!seen.has(node)) {
        seen.add(node);
        queue.push(node);
      }
    }
  }
  return seen;
}
