import { optionLabel, optionNext, optionValue, type Flow, type OptionObject, type OptionValue, type Question, type QuestionOption } from '../../../../engine';
import { secondaryButton } from '../../components/buttons';
import { setQuestionField } from '../flow-edits';
import { fieldId } from '../pointer-selection';
import { BoundText } from './bound-fields';
import { JumpSelect } from './jump-select';

interface OptionRowsProps {
  flow: Flow;
  index: number;
  question: Question;
  onChange(next: Flow, group?: string): void;
}

/** A typed value keeps its type: a number option stays a number while the text reads as one. */
function typedValue(previous: OptionValue, text: string): OptionValue {
  if (typeof previous === 'number' && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (typeof previous === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

const asObject = (option: QuestionOption): OptionObject => (typeof option === 'string' ? { label: option, value: option } : option);

/** The options of a choice question: label, value, icon and jump of each; add, remove and reorder them. */
export function OptionRows({ flow, index, question, onChange }: OptionRowsProps) {
  const options = question.questionData.options ?? [];
  const id = (...path: (string | number)[]) => fieldId(index, ['questionData', 'options', ...path]);
  const setOptions = (next: QuestionOption[], group?: string) => onChange(setQuestionField(flow, index, ['questionData', 'options'], next), group);
  const setOption = (at: number, patch: Partial<OptionObject>, group: string) => {
    const next = { ...asObject(options[at]!), ...patch };
    for (const key of ['icon', 'nextComponent'] as const) if (next[key] === undefined) delete next[key];
    setOptions(options.map((option, n) => (n === at ? next : option)), group);
  };
  const move = (at: number, delta: number) => {
    const next = [...options];
    [next[at], next[at + delta]] = [next[at + delta]!, next[at]!];
    setOptions(next);
  };

  return (
    <fieldset id={id()} tabIndex={-1} className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold">Options</legend>
      {options.length === 0 && <p className="text-sm text-slate-700">No options yet.</p>}
      {options.map((option, at) => (
        <fieldset key={at} id={id(at)} tabIndex={-1} className="grid gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-[1fr_1fr_8rem_1fr]">
          <legend className="text-sm font-medium">Option {at + 1}</legend>
          <BoundText id={id(at, 'label')} label="Label" value={optionLabel(option)} onChange={(value) => setOption(at, { label: value ?? '' }, id(at, 'label'))} />
          <BoundText id={id(at, 'value')} label="Value" value={String(optionValue(option))} onChange={(value) => setOption(at, { value: typedValue(optionValue(option), value ?? '') }, id(at, 'value'))} />
          <BoundText id={id(at, 'icon')} label="Icon" value={typeof option === 'string' ? undefined : option.icon} onChange={(value) => setOption(at, { icon: value }, id(at, 'icon'))} />
          <JumpSelect id={id(at, 'nextComponent')} label="Goes to" flow={flow} value={optionNext(option)} onChange={(value) => setOption(at, { nextComponent: value }, id(at, 'nextComponent'))} followLabel="Follow the question" />
          <div className="flex gap-2 md:col-span-4" role="group" aria-label={`Option ${at + 1}`}>
            <button type="button" className={secondaryButton} disabled={at === 0} onClick={() => move(at, -1)}>
              Move up
            </button>
            <button type="button" className={secondaryButton} disabled={at === options.length - 1} onClick={() => move(at, 1)}>
              Move down
            </button>
            <button type="button" className={secondaryButton} onClick={() => setOptions(options.filter((_, n) => n !== at))}>
              Remove
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className={secondaryButton} onClick={() => setOptions([...options, { label: `Option ${options.length + 1}`, value: `option${options.length + 1}` }])}>
        Add option
      </button>
    </fieldset>
  );
}
