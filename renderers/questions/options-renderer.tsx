import { findOptionIndex, optionLabel, optionValue } from '../../engine';
import { OptionIcon } from '../icons/option-icon';
import { FieldError } from './field-error';
import { choiceChosen, choiceClass, choiceIdle, describedBy } from './field-styles';
import type { QuestionRendererProps, RendererEntry } from './renderer-types';
import { moveFocusWithArrows } from './roving-focus';
import { BASE_RANK, rankWith, typeIs } from './testers';

/**
 * options: one large button per option, with the option's icon (if it names one) beside its label. Tab or
 * the arrow keys reach each, Space or Enter chooses it, and choosing continues (after the flow's delay).
 * The chosen one is pressed.
 */
export function OptionsRenderer({ question, value, onCommit, error, ids, disabled }: QuestionRendererProps) {
  const options = question.questionData.options ?? [];
  const chosen = value === '' ? -1 : findOptionIndex(options, value);
  return (
    <div>
      <div
        id={ids.input}
        role="group"
        aria-labelledby={ids.label}
        aria-describedby={describedBy(ids, error)}
        onKeyDown={moveFocusWithArrows}
        className="grid gap-3 sm:grid-cols-2"
      >
        {options.map((option, index) => (
          <button
            key={index}
            type="button"
            data-choice
            aria-pressed={index === chosen}
            disabled={disabled}
            onClick={() => onCommit(optionValue(option))}
            className={`${choiceClass} ${index === chosen ? choiceChosen : choiceIdle}`}
          >
            <span aria-hidden="true" className={`size-5 shrink-0 rounded-full border-2 ${index === chosen ? 'border-brand-700 bg-brand-700 shadow-[inset_0_0_0_3px_white]' : 'border-slate-400'}`} />
            <OptionIcon name={typeof option === 'object' ? option.icon : undefined} className={`size-7 ${index === chosen ? 'text-brand-800' : 'text-brand-700'}`} />
            <span>{optionLabel(option)}</span>
          </button>
        ))}
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export const optionsRenderer: RendererEntry = { name: 'options', tester: rankWith(BASE_RANK, typeIs('options')), renderer: OptionsRenderer };
