import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { FlowGraphNode } from '../flow-graph';

export type QuestionNodeData = FlowGraphNode & { onOpen(fileIndex: number): void };
export type QuestionFlowNode = Node<QuestionNodeData, 'question'>;

function borderOf(data: FlowGraphNode): string {
  if (data.errors > 0) return 'border-red-700 bg-red-50';
  if (data.warnings > 0) return 'border-amber-600 bg-amber-50';
  if (data.kind !== 'question') return 'border-brand-700 bg-brand-50';
  return 'border-slate-400 bg-white';
}

/** One question (or end step) of the graph: title and alias, its findings, and marks when it is unreachable or never completes. */
export function QuestionNode({ data }: NodeProps<QuestionFlowNode>) {
  const marks = [
    data.errors > 0 ? `${data.errors} error${data.errors > 1 ? 's' : ''}` : null,
    data.warnings > 0 ? `${data.warnings} warning${data.warnings > 1 ? 's' : ''}` : null,
    data.unreachable ? 'unreachable' : null,
    data.nonCompleting ? 'never completes' : null,
  ].filter(Boolean);
  const content = (
    <>
      <span className="line-clamp-2 block text-sm font-medium text-slate-900">{data.title}</span>
      {data.alias && <span className="block font-mono text-xs text-slate-700">{data.alias}</span>}
      {marks.length > 0 && <span className="mt-1 block text-xs font-semibold text-red-800">{marks.join(' · ')}</span>}
    </>
  );
  return (
    <div className={`h-full w-full rounded-md border-2 px-3 py-2 shadow-sm ${borderOf(data)} ${data.unreachable || data.nonCompleting ? 'border-dashed' : ''}`}>
      <Handle type="target" position={Position.Top} isConnectable={data.fileIndex !== null} />
      {data.fileIndex !== null ? (
        <button type="button" className="nodrag w-full text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700" onClick={() => data.onOpen(data.fileIndex!)}>
          {content}
        </button>
      ) : (
        content
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={data.fileIndex !== null} title={data.fileIndex !== null ? `Drag to another question to add a jump from "${data.title}"` : undefined} />
    </div>
  );
}
