import type { WidgetProps } from '@rjsf/utils';
import { currencyMask } from '../masks';
import { MaskedNumberInput } from './masked-number-input';

/** Dollars: digits and a dot, 2 decimals, up to 10 whole digits, thousands commas. */
export function CurrencyWidget(props: WidgetProps) {
  return <MaskedNumberInput props={props} mask={currencyMask} prefix="$" />;
}
