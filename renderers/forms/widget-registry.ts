import type { RegistryWidgetsType, UiSchema, Widget } from '@rjsf/utils';
import { CapitalizedTextWidget } from './widgets/capitalized-text-widget';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { CurrencyWidget } from './widgets/currency-widget';
import { DateWidget } from './widgets/date-widget';
import { EmailWidget } from './widgets/email-widget';
import { FileWidget } from './widgets/file-widget';
import { HiddenWidget } from './widgets/hidden-widget';
import { PercentageWidget } from './widgets/percentage-widget';
import { PhoneWidget } from './widgets/phone-widget';
import { RadioWidget } from './widgets/radio-widget';
import { SelectWidget } from './widgets/select-widget';
import { TextWidget } from './widgets/text-widget';
import { TextareaWidget } from './widgets/textarea-widget';
import { TimeWidget } from './widgets/time-widget';
import { YesNoWidget } from './widgets/yes-no-widget';
import { ZipWidget } from './widgets/zip-widget';

/**
 * Every form widget, by the name a uiSchema gives in `ui:widget`. definitions/schema/form.schema.json
 * lists the same names (a test keeps them equal), so a definition naming another widget is refused when
 * it loads.
 */
export const formWidgets = {
  text: TextWidget,
  email: EmailWidget,
  phone: PhoneWidget,
  currency: CurrencyWidget,
  percentage: PercentageWidget,
  capitalizedText: CapitalizedTextWidget,
  zip: ZipWidget,
  select: SelectWidget,
  yesNo: YesNoWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  textarea: TextareaWidget,
  date: DateWidget,
  time: TimeWidget,
  file: FileWidget,
  hidden: HiddenWidget,
} satisfies Record<string, Widget>;

export type FormWidgetName = keyof typeof formWidgets;

export class UnknownWidgetError extends Error {
  constructor(name: string, known: string[]) {
    super(`No form widget is registered as "${name}". Registered widgets: ${known.join(', ')}.`);
    this.name = 'UnknownWidgetError';
  }
}

/** The widgets a form uses: the theme's, overridden by the caller's, as rjsf merges them. */
export function mergeWidgets(themeWidgets: RegistryWidgetsType, widgets: RegistryWidgetsType = {}): RegistryWidgetsType {
  return { ...themeWidgets, ...widgets };
}

/** The widget registered under `name`; a clear error instead of rendering nothing when there is none. */
export function widgetNamed(widgets: RegistryWidgetsType, name: unknown): Widget {
  const widget = typeof name === 'string' && Object.hasOwn(widgets, name) ? widgets[name] : undefined;
  if (!widget) throw new UnknownWidgetError(String(name), Object.keys(widgets));
  return widget;
}

/** Checks, before anything renders, that every `ui:widget` of a uiSchema is registered. */
export function assertWidgetsRegistered(uiSchema: UiSchema, widgets: RegistryWidgetsType): void {
  for (const [key, entry] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || !entry || typeof entry !== 'object') continue;
    const name = (entry as Record<string, unknown>)['ui:widget'];
    if (name !== undefined) widgetNamed(widgets, name);
  }
}
