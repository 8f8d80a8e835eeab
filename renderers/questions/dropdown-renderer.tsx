import { useRef, type KeyboardEvent } from 'react';
import { findOptionIndex, optionLabel, optionValue } from '../../engine';
import { FieldError } from './field-error';
import { controlAria, inputClass } from './field-styles';
import type { QuestionRendererProps, RendererEntry } from './renderer-types';
import { BASE_RANK, rankWith, typeIs } from './testers';

/** Keys that change a closed select's value in place: such a change is a draft, not a choice. */
const BROWSING_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|PageUp|PageDown|[^ ])$/;

/**
 * dropdown: a native select (the phone's own picker on mobile). A pick from the list continues after the
 * flow's delay; stepping through the values with the arrow keys only changes the draft, and Enter continues.
 */
export function DropdownRenderer({ question, value, onChange, onCommit, onBlur, error, ids, disabled }: QuestionRendererProps) {
  const options = question.questionData.options ?? [];
  const chosen = value === '' ? -1 : findOptionIndex(options, value);
  const browsing = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    browsing.current = BROWSING_KEYS.test(event.key) && !event.altKey;
  };
  return (
    <div>
      <select
        {...controlAria(ids, error)}
        value={chosen < 0 ? '' : String(chosen)}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onPointerDown={() => (browsing.current = false)}
        onBlur={onBlur}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          if (event.target.value === '' || !option) return onChange('');
          if (browsing.current) onChange(optionValue(option));
          else onCommit(optionValue(option));
          browsing.current = false;
        }}
        className={`${inputClass} appearance-auto`}
      >
        <option value="" disabled>
          {question.questionData.placeholder ?? ''}
        </option>
        {options.map((option, index) => (
          <option key={index} value={String(index)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export const dropdownRenderer: RendererEntry = { name: 'dropdown', tester: rankWith(BASE_RANK, typeIs('dropdown')), renderer: DropdownRenderer };
