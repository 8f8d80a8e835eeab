import { useEffect } from 'react';
import type { Flow } from '../../../../engine';
import type { FlowSelection } from '../draft-workspace';
import { FlowSettingsForm } from './flow-settings-form';
import { QuestionForm } from './question-form';
import { QuestionList } from './question-list';

interface FlowFormViewProps {
  flow: Flow;
  onChange(next: Flow, group?: string): void;
  selection: FlowSelection;
  onSelect(selection: FlowSelection): void;
}

/** The flow as forms: the question list on the left, the selected question (or the flow's settings) beside it. */
export function FlowFormView({ flow, onChange, selection, onSelect }: FlowFormViewProps) {
  const selected = Math.min(selection.question, flow.questions.length - 1);

  // A finding asked for a field: focus the most specific element the form has for it.
  useEffect(() => {
    if (!selection.focus) return;
    const element = selection.focus.map((id) => document.getElementById(id)).find(Boolean);
    element?.focus();
    element?.scrollIntoView({ block: 'center' });
  }, [selection]);

  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      <QuestionList
        flow={flow}
        selected={selected}
        onSelect={(question) => onSelect({ question, focus: null })}
        onEdit={(edited) => {
          onChange(edited.flow);
          onSelect({ question: edited.selected, focus: null });
        }}
      />
      {selected === -1 || !flow.questions[selected] ? (
        <FlowSettingsForm flow={flow} onChange={onChange} />
      ) : (
        <QuestionForm key={selected} flow={flow} index={selected} onChange={onChange} />
      )}
    </div>
  );
}
