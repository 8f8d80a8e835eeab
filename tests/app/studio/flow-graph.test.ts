import { describe, expect, it } from 'vitest';
import type { Flow, Question } from '../../../engine';
import { buildFlowGraph, COMPLETE_NODE, CONTACT_NODE } from '../../../app/studio/editor/flow-graph';
import { layoutGraph } from '../../../app/studio/editor/graph-layout';
import purchase from '../../../definitions/flows/purchase.json';
import { makeFlow } from '../../engine/support/flows';

const question = (component: number, extra: Partial<Question> = {}, options?: Question['questionData']['options']): Question => ({
  title: `Q${component}`,
  component,
  questionData: { type: options ? 'options' : 'text', alias: `q${component}`, ...(options ? { options } : {}) },
  ...extra,
});

const flowOf = (questions: Question[]): Flow => makeFlow(questions);

describe('the flow graph', () => {
  it('draws option jumps labelled with their options, the fall-through dashed, and the end steps', () => {
    const flow = flowOf([question(1, {}, [{ label: 'Yes', value: 'y', nextComponent: 3 }, { label: 'No', value: 'n' }]), question(2), question(3)]);
    const { nodes, edges } = buildFlowGraph(flow);
    expect(nodes.map((node) => node.id)).toEqual(['q0', 'q1', 'q2', CONTACT_NODE, COMPLETE_NODE]);
    expect(edges).toContainEqual(expect.objectContaining({ source: 'q0', target: 'q2', kind: 'option', label: 'Yes' }));
    expect(edges).toContainEqual(expect.objectContaining({ source: 'q0', target: 'q1', kind: 'sequence' }));
    expect(edges).toContainEqual(expect.objectContaining({ source: 'q2', target: CONTACT_NODE, kind: 'sequence' }));
    expect(edges).toContainEqual(expect.objectContaining({ source: CONTACT_NODE, target: COMPLETE_NODE, kind: 'end' }));
    expect(nodes.every((node) => !node.unreachable && !node.nonCompleting)).toBe(true);
  });

  it('merges options that jump to the same question into one labelled edge', () => {
    const flow = flowOf([question(1, {}, [{ label: 'A', value: 'a', nextComponent: 3 }, { label: 'B', value: 'b', nextComponent: 3 }]), question(2), question(3)]);
    const jumps = buildFlowGraph(flow).edges.filter((edge) => edge.kind === 'option');
    expect(jumps).toEqual([expect.objectContaining({ source: 'q0', target: 'q2', label: 'A, B' })]);
  });

  it('marks unreachable and non-completing questions, missing targets, and counts findings per question', () => {
    const flow = flowOf([question(1, { nextComponent: 3 }), question(2), question(3, { nextComponent: 4 }), question(4, { nextComponent: 3 }), question(5)]);
    const { nodes, edges } = buildFlowGraph(flow, [
      { severity: 'error', path: '/questions/2/nextComponent' },
      { severity: 'warning', path: '/questions/2/title' },
      { severity: 'error', path: '/contact/consent' },
    ]);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    expect(byId.get('q1')!.unreachable).toBe(true);
    expect(byId.get('q2')).toMatchObject({ errors: 1, warnings: 1, nonCompleting: true });
    expect(byId.get(CONTACT_NODE)!.errors).toBe(1);
    const broken = buildFlowGraph(flowOf([question(1, { nextComponent: 9 })])).edges;
    expect(broken).toContainEqual(expect.objectContaining({ source: 'q0', target: CONTACT_NODE, kind: 'missing' }));
    expect(edges.length).toBeGreaterThan(0);
  });

  it('lays out the shipped purchase flow top to bottom', () => {
    const { nodes, edges } = buildFlowGraph(purchase as Flow);
    const positions = layoutGraph(nodes.map((node) => node.id), edges);
    expect(positions.size).toBe(nodes.length);
    expect(positions.get('q0')!.y).toBeLessThan(positions.get(CONTACT_NODE)!.y);
    expect(positions.get(CONTACT_NODE)!.y).toBeLessThan(positions.get(COMPLETE_NODE)!.y);
  });
});
