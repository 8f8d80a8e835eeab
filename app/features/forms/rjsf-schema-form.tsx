import Form, { getDefaultRegistry } from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormRenderContext } from '../../../renderers/forms/form-context';
import { formFields, formTemplates, prepareUiSchema } from '../../../renderers/forms/form-theme';
import { rjsfTranslator } from '../../../renderers/forms/rjsf-translator';
import { useLocale } from '../../../renderers/i18n/locale-context';
import { assertWidgetsRegistered, formWidgets, mergeWidgets } from '../../../renderers/forms/widget-registry';
import { formErrorsInBrowser } from './form-errors';
import type { FieldErrors, FormValues } from '../../domain/forms/form-types';
import { conditionValidator, defaultFormStateBehavior } from './initial-form-data';
import { loadPrecompiledValidator } from './precompiled-validator';
import { replayEarlyInput } from './replay-early-input';
import type { SchemaFormProps } from './schema-form';

export { initialFormData } from './initial-form-data';

/**
 * A form drawn by @rjsf/core from its definition, with the site's widgets and templates. It renders on
 * the server too (with a validator that only answers conditions), then validates in the browser with the
 * definition's precompiled validator. A field's error shows once the field was left or a submit tried;
 * a submit with errors focuses the first invalid field in page order. What the visitor typed or chose
 * while this code was on its way (the server's HTML takes input from the first paint) is handed to the
 * form once it is live, as if entered now.
 */
export function RjsfSchemaForm({ form, formData, onChange, onValidSubmit, files, serverErrors, disabled, children }: SchemaFormProps) {
  const locale = useLocale();
  const [validator, setValidator] = useState<ValidatorType>(conditionValidator);
  const validatorReady = validator !== conditionValidator;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [cleared, setCleared] = useState<ReadonlySet<string>>(() => new Set());
  const wrapper = useRef<HTMLDivElement>(null);
  const ownFiles = useRef(new Map<string, File>());
  const widgets = useMemo(() => mergeWidgets(getDefaultRegistry().widgets, formWidgets), []);
  const uiSchema = useMemo(() => {
    assertWidgetsRegistered(form.uiSchema, widgets);
    return prepareUiSchema(form.schema, form.uiSchema);
  }, [form, widgets]);

  useEffect(() => {
    let live = true;
    loadPrecompiledValidator(form.validatorUrl, form.schema).then(
      (loaded) => live && setValidator(loaded),
      (error: unknown) => console.error('The form validator could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [form.validatorUrl, form.schema]);

  useEffect(() => {
    if (wrapper.current) replayEarlyInput(wrapper.current);
  }, []);

  // A new answer from the server shows its errors again, even on fields changed before.
  useEffect(() => setCleared(new Set()), [serverErrors]);

  const errorsOf = useCallback(
    (data: FormValues) => (validatorReady ? formErrorsInBrowser(form, validator, data, locale) : {}),
    [form, validator, validatorReady, locale],
  );
  const errors = useMemo(() => errorsOf(formData), [errorsOf, formData]);

  const visible = useMemo(() => {
    const shown: FieldErrors = {};
    for (const [field, message] of Object.entries(serverErrors ?? {})) if (!cleared.has(field)) shown[field] = message;
    for (const [field, message] of Object.entries(errors)) if (submitted || touched.has(field)) shown[field] = message;
    return shown;
  }, [errors, serverErrors, cleared, submitted, touched]);

  const touch = useCallback((field: string) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))), []);
  const formContext: FormRenderContext = useMemo(
    () => ({ errors: visible, touch, files: files ?? ownFiles.current }),
    [visible, touch, files],
  );

  const handleChange = (event: IChangeEvent<FormValues>) => {
    const next = event.formData ?? {};
    const changed = Object.keys({ ...next, ...formData }).filter((key) => next[key] !== formData[key]);
    if (changed.some((field) => serverErrors?.[field] && !cleared.has(field))) setCleared((previous) => new Set([...previous, ...changed]));
    onChange(next);
  };

  const handleSubmit = (event: IChangeEvent<FormValues>) => {
    if (!validatorReady) return;
    const data = event.formData ?? {};
    const found = errorsOf(data);
    setSubmitted(true);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(wrapper.current, found);
      return;
    }
    onValidSubmit(data);
  };

  return (
    <div ref={wrapper} data-validator-ready={validatorReady || undefined}>
      <Form
        schema={form.schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        widgets={widgets}
        templates={formTemplates}
        fields={formFields}
        formContext={formContext}
        idPrefix={form.id}
        translateString={rjsfTranslator(locale)}
        noValidate
        noHtml5Validate
        omitExtraData
        liveOmit="onChange"
        showErrorList={false}
        experimental_defaultFormStateBehavior={defaultFormStateBehavior}
        disabled={disabled}
        onChange={handleChange}
        onSubmit={handleSubmit}
      >
        {submitted && Object.keys(errors).length > 0 && (
          <p role="alert" className="mt-6 text-sm font-semibold text-red-700">
            {form.messages.form.invalid}
          </p>
        )}
        {children({ validatorReady })}
      </Form>
    </div>
  );
}

/** Focuses the first field, in page order, that has an error. */
function focusFirstInvalid(root: HTMLElement | null, errors: FieldErrors): void {
  if (!root) return;
  for (const field of root.querySelectorAll<HTMLElement>('[data-field]')) {
    if (!Object.hasOwn(errors, field.dataset.field!)) continue;
    field.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button')?.focus();
    return;
  }
}
