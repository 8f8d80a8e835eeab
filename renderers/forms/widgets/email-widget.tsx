import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from './text-widget';

/** E-mail: a text box with the e-mail keyboard; the rule is the schema's `email` format. */
export function EmailWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, inputType: 'email' }} />;
}
