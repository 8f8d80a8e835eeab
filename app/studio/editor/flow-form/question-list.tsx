import type { Flow } from '../../../../engine';
import { secondaryButton } from '../../components/buttons';
import { addQuestion, deleteQuestion, duplicateQuestion, moveQuestion, type Edited } from '../flow-edits';

interface QuestionListProps {
  flow: Flow;
  selected: number;
  onSelect(question: number): void;
  onEdit(edited: Edited): void;
}

const itemClass = (active: boolean) =>
  `w-full rounded-md px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${active ? 'bg-brand-700 text-white' : 'hover:bg-slate-100'}`;

/** The flow's questions in file order: select one; add, duplicate, delete, move it. */
export function QuestionList({ flow, selected, onSelect, onEdit }: QuestionListProps) {
  const hasSelection = selected >= 0 && selected < flow.questions.length;
  return (
    <nav aria-label="Questions" className="space-y-2">
      <button type="button" className={itemClass(selected === -1)} aria-current={selected === -1 ? 'true' : undefined} onClick={() => onSelect(-1)}>
        Flow settings and contact step
      </button>
      <ol className="space-y-1">
        {flow.questions.map((question, index) => (
          <li key={index}>
            <button type="button" className={itemClass(index === selected)} aria-current={index === selected ? 'true' : undefined} onClick={() => onSelect(index)}>
              <span className="font-mono text-xs opacity-80">#{question.component}</span> {question.title || '(untitled)'}
              {question.questionData.alias && <span className="block text-xs opacity-80">{question.questionData.alias}</span>}
            </button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-1 border-t border-slate-200 pt-2" role="group" aria-label="Change the question list">
        <button type="button" className={secondaryButton} onClick={() => onEdit(addQuestion(flow, hasSelection ? selected : flow.questions.length - 1))}>
          Add
        </button>
        <button type="button" className={secondaryButton} disabled={!hasSelection} onClick={() => onEdit(duplicateQuestion(flow, selected))}>
          Duplicate
        </button>
        <button type="button" className={secondaryButton} disabled={!hasSelection || selected === 0} onClick={() => onEdit(moveQuestion(flow, selected, -1))}>
          Move up
        </button>
        <button type="button" className={secondaryButton} disabled={!hasSelection || selected >= flow.questions.length - 1} onClick={() => onEdit(moveQuestion(flow, selected, 1))}>
          Move down
        </button>
        <button type="button" className={secondaryButton} disabled={!hasSelection || flow.questions.length <= 1} onClick={() => onEdit(deleteQuestion(flow, selected))}>
          Delete
        </button>
      </div>
    </nav>
  );
}
