import type { Flow } from '../../../../engine';
import { BoundSelect } from './bound-fields';

/** How a question is named in a jump's choices: its title, with its alias and component number. */
export const questionChoiceLabel = (question: Flow['questions'][number]) =>
  `#${question.component} ${question.title}${question.questionData.alias ? ` (${question.questionData.alias})` : ''}`;

interface JumpSelectProps {
  id: string;
  label: string;
  flow: Flow;
  value: number | undefined;
  onChange(component: number | undefined): void;
  /** What "no jump" means here: "Follow the question" for an option, "Next in order" for a question. */
  followLabel: string;
}

/** A jump target chosen among the flow's questions by title and alias; a target that no question has stays visible as missing. */
export function JumpSelect({ id, label, flow, value, onChange, followLabel }: JumpSelectProps) {
  const choices = flow.questions.map((question) => ({ value: String(question.component), label: questionChoiceLabel(question) }));
  if (value !== undefined && !choices.some((choice) => choice.value === String(value))) choices.push({ value: String(value), label: `#${value} — no such question (ends the flow)` });
  return <BoundSelect id={id} label={label} value={value === undefined ? undefined : String(value)} onChange={(next) => onChange(next === undefined ? undefined : Number(next))} choices={choices} emptyLabel={followLabel} />;
}
