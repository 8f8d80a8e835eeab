import type { WidgetProps } from '@rjsf/utils';

/** A value the visitor does not see (broker attribution, origin, time zone). */
export function HiddenWidget({ id, htmlName, value }: WidgetProps) {
  return <input type="hidden" id={id} name={htmlName ?? id} value={value == null ? '' : String(value)} />;
}
