import { TranslatableString, type WidgetProps } from '@rjsf/utils';
import { RadioGroup } from './radio-widget';

/** A boolean asked as Yes / No radio buttons (no answer until one is chosen), in the form's language. */
export function YesNoWidget(props: WidgetProps) {
  const { translateString } = props.registry;
  return <RadioGroup props={props} choices={[{ label: translateString(TranslatableString.YesLabel), value: true }, { label: translateString(TranslatableString.NoLabel), value: false }]} />;
}
