import type { WidgetProps } from '@rjsf/utils';
import { RadioGroup } from './radio-widget';

/** A boolean asked as Yes / No radio buttons (no answer until one is chosen). */
export function YesNoWidget(props: WidgetProps) {
  return <RadioGroup props={props} choices={[{ label: 'Yes', value: true }, { label: 'No', value: false }]} />;
}
