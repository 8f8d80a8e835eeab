import type { WidgetProps } from '@rjsf/utils';
import { percentageMask } from '../masks';
import { MaskedNumberInput } from './masked-number-input';

/** A rate: up to 3 whole digits and 3 decimals. */
export function PercentageWidget(props: WidgetProps) {
  return <MaskedNumberInput props={props} mask={percentageMask} suffix="%" />;
}
