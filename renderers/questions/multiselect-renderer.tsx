import { findOptionIndex, optionLabel, optionValue, toggleOption } from '../../engine';
import { FieldError } from './field-error';
import { choiceChosen, choiceClass, choiceIdle, describedBy } from './field-styles';
import type { QuestionRendererProps, RendererEntry } from './renderer-types';
import { moveFocusWithArrows } from './roving-focus';
import { BASE_RANK, rankWith, typeIs } from './testers';

/** multiselect: one checkbox card per option (Space toggles, arrows move); the engine's toggleOption keeps the order. */
export function MultiselectRenderer({ question, value, onChange, onBlur, error, ids, disabled }: QuestionRendererProps) {
  const options = question.questionData.options ?? [];
  const selected = Array.isArray(value) ? value : [];
  const isChosen = (index: number) => selected.some((item) => findOptionIndex(options, item) === index);
  return (
    <div>
      <fieldset
        id={ids.input}
        aria-labelledby={ids.label}
        aria-describedby={describedBy(ids, error)}
        onKeyDown={moveFocusWithArrows}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
        }}
        className="grid gap-3 sm:grid-cols-2"
      >
        {options.map((option, index) => (
          <label key={index} className={`${choiceClass} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${isChosen(index) ? choiceChosen : choiceIdle}`}>
            <input
              type="checkbox"
              data-choice
              checked={isChosen(index)}
              disabled={disabled}
              onChange={() => onChange(toggleOption(question, selected, optionValue(option)))}
              className="size-5 shrink-0 accent-brand-700"
            />
            {optionLabel(option)}
          </label>
        ))}
      </fieldset>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export const multiselectRenderer: RendererEntry = { name: 'multiselect', tester: rankWith(BASE_RANK, typeIs('multiselect')), renderer: MultiselectRenderer };
