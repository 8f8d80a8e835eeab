import { CHOICE_TYPES, QUESTION_TYPES, TEXT_FORMATS, type Flow, type Question } from '../../../../engine';
import { setQuestionField } from '../flow-edits';
import { fieldId } from '../pointer-selection';
import type { PathSegment } from '../set-at';
import { BoundNumber, BoundSelect, BoundText } from './bound-fields';
import { JumpSelect } from './jump-select';
import { OptionRows } from './option-rows';

interface QuestionFormProps {
  flow: Flow;
  index: number;
  onChange(next: Flow, group?: string): void;
}

const MESSAGE_RULES = ['required', 'format', 'min', 'max'] as const;

/** Every editable part of one question: texts, type, alias, jumps, options and rules. */
export function QuestionForm({ flow, index, onChange }: QuestionFormProps) {
  const question = flow.questions[index]!;
  const data = question.questionData;
  const id = (...path: PathSegment[]) => fieldId(index, path);
  const set = (path: PathSegment[], value: unknown) => onChange(setQuestionField(flow, index, path, value), id(...path));
  const isChoice = (CHOICE_TYPES as readonly string[]).includes(data.type);

  return (
    <section aria-labelledby="question-form-heading" className="space-y-6">
      <h2 id="question-form-heading" className="text-lg font-semibold">
        Question #{question.component}
      </h2>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="sr-only">Texts</legend>
        <BoundText id={id('title')} label="Title" value={question.title} onChange={(value) => set(['title'], value ?? '')} className="md:col-span-2" />
        <BoundText id={id('subTitle')} label="Sub-title" value={question.subTitle} onChange={(value) => set(['subTitle'], value)} className="md:col-span-2" />
        <BoundSelect id={id('questionData', 'type')} label="Type" value={data.type} onChange={(value) => set(['questionData', 'type'], value ?? 'options')} choices={QUESTION_TYPES.map((type) => ({ value: type, label: type }))} />
        <BoundText
          id={id('questionData', 'alias')}
          label="Alias (answer key)"
          hint="The lead and the CRM webhook carry the answer under this key: renaming it breaks receivers."
          value={data.alias}
          onChange={(value) => set(['questionData', 'alias'], value)}
        />
        <JumpSelect id={id('nextComponent')} label="After this question" flow={flow} value={question.nextComponent} onChange={(value) => set(['nextComponent'], value)} followLabel="Next in order" />
        {data.nextComponent !== undefined && (
          <JumpSelect
            id={id('questionData', 'nextComponent')}
            label="After this question (question data)"
            flow={flow}
            value={data.nextComponent}
            onChange={(value) => set(['questionData', 'nextComponent'], value)}
            followLabel="Not set"
          />
        )}
        <BoundText id={id('questionData', 'placeholder')} label="Placeholder" value={data.placeholder} onChange={(value) => set(['questionData', 'placeholder'], value)} />
      </fieldset>

      {isChoice && <OptionRows flow={flow} index={index} question={question} onChange={onChange} />}

      <fieldset id={id('questionData')} tabIndex={-1} className="grid gap-4 rounded-md border border-slate-200 p-4 md:grid-cols-4">
        <legend className="px-1 text-base font-semibold">Rules</legend>
        <BoundNumber id={id('questionData', 'min')} label="Minimum" value={data.min} onChange={(value) => set(['questionData', 'min'], value)} />
        <BoundNumber id={id('questionData', 'max')} label="Maximum" value={data.max} onChange={(value) => set(['questionData', 'max'], value)} />
        <BoundNumber id={id('questionData', 'step')} label="Step" value={data.step} onChange={(value) => set(['questionData', 'step'], value)} />
        <BoundSelect
          id={id('questionData', 'format')}
          label="Format"
          value={data.format}
          onChange={(value) => set(['questionData', 'format'], value)}
          choices={TEXT_FORMATS.map((format) => ({ value: format, label: format }))}
          emptyLabel="None"
        />
        {MESSAGE_RULES.map((rule) => (
          <BoundText
            key={rule}
            id={id('questionData', 'messages', rule)}
            label={`Message: ${rule}`}
            value={data.messages?.[rule]}
            onChange={(value) => set(['questionData', 'messages'], withMessage(data.messages, rule, value))}
            className="md:col-span-2"
          />
        ))}
      </fieldset>
    </section>
  );
}

function withMessage(messages: Question['questionData']['messages'], rule: (typeof MESSAGE_RULES)[number], value: string | undefined) {
  const next = { ...messages, [rule]: value };
  if (value === undefined) delete next[rule];
  return Object.keys(next).length === 0 ? undefined : next;
}
