import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { formatNumber, maskNumber, type NumberMask } from '../masks';
import { inputClass } from '../styles';
import { textFieldProps } from './control-props';

/**
 * A number typed through a mask: the box keeps what the visitor typed ('1,234.' while typing), the form
 * keeps the number. A value set from outside (prefill, reset) replaces the text.
 */
export function MaskedNumberInput({ props, mask, prefix, suffix }: { props: WidgetProps; mask: NumberMask; prefix?: string; suffix?: string }) {
  const { value } = props;
  const [text, setText] = useState(() => formatNumber(value, mask));
  const shown = maskNumber(text, mask).value === (typeof value === 'number' ? value : undefined) ? text : formatNumber(value, mask);
  return (
    <div className="relative">
      {prefix && <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">{prefix}</span>}
      <input
        {...textFieldProps(props, shown)}
        type="text"
        inputMode="decimal"
        className={`${inputClass} ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-8' : ''}`}
        onChange={(event) => {
          const masked = maskNumber(event.target.value, mask);
          setText(masked.display);
          props.onChange(masked.value);
        }}
      />
      {suffix && <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-600">{suffix}</span>}
    </div>
  );
}
