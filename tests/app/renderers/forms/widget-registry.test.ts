import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertWidgetsRegistered, formWidgets, mergeWidgets, UnknownWidgetError, widgetNamed } from '../../../../renderers/forms/widget-registry';

const formSchema = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../definitions/schema/form.schema.json'), 'utf8'));

describe('the form widget registry', () => {
  it('registers exactly the widgets form.schema.json lets a definition name', () => {
    expect(Object.keys(formWidgets).sort()).toEqual([...formSchema.definitions.fieldUi.properties['ui:widget'].enum].sort());
  });

  it('has every widget of the issue', () => {
    for (const name of ['phone', 'currency', 'percentage', 'capitalizedText', 'zip', 'select', 'yesNo', 'checkbox', 'textarea', 'date', 'time', 'file']) {
      expect(formWidgets).toHaveProperty(name);
    }
  });

  it('merges as rjsf does: the caller’s widgets over the theme’s', () => {
    const theme = { text: formWidgets.text, select: formWidgets.select };
    const merged = mergeWidgets(theme, { text: formWidgets.email });
    expect(merged.text).toBe(formWidgets.email);
    expect(merged.select).toBe(formWidgets.select);
  });

  it('throws a clear error for an unknown widget instead of rendering nothing', () => {
    expect(() => widgetNamed(formWidgets, 'slider')).toThrow(UnknownWidgetError);
    expect(() => widgetNamed(formWidgets, 'slider')).toThrow(/No form widget is registered as "slider". Registered widgets: text, email, phone/);
    expect(() => widgetNamed(formWidgets, 'toString')).toThrow(UnknownWidgetError);
    expect(() => assertWidgetsRegistered({ a: { 'ui:widget': 'phone' }, b: { 'ui:widget': 'colour' } }, formWidgets)).toThrow(/"colour"/);
    expect(() => assertWidgetsRegistered({ 'ui:sections': [], a: { 'ui:widget': 'zip' } }, formWidgets)).not.toThrow();
  });
});
