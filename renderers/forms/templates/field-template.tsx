import type { FieldTemplateProps } from '@rjsf/utils';
import { descriptionIdOf, errorIdOf, errorOf, helpIdOf } from '../form-context';

const GROUP_WIDGETS = new Set(['yesNo', 'radio']);

/**
 * One field: its label (beside the box for a checkbox, naming the group for radio buttons), description,
 * the widget, help, and its error, each with the id the widget's aria-describedby names. `width: 'full'`
 * spans both columns of the section grid.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, hidden, children, schema, uiSchema, fieldPathId } = props;
  const name = fieldPathId.path.at(-1);
  if (name === undefined) return children;
  if (hidden) return <div className="hidden">{children}</div>;
  const widget = uiSchema?.['ui:widget'];
  const options = (uiSchema?.['ui:options'] ?? {}) as { width?: string };
  const description = (uiSchema?.['ui:description'] as string | undefined) ?? schema.description;
  const help = uiSchema?.['ui:help'] as string | undefined;
  const error = errorOf(props, String(name));
  const labelText = (
    <>
      {label}
      {required && <span aria-hidden="true" className="text-red-700"> *</span>}
    </>
  );
  return (
    <div data-field={String(name)} className={`flex flex-col gap-1.5 ${options.width === 'full' ? 'md:col-span-2' : ''}`}>
      {widget === 'checkbox' ? null : GROUP_WIDGETS.has(String(widget)) ? (
        <span id={`${id}__label`} className="text-sm font-semibold text-slate-800">
          {labelText}
        </span>
      ) : (
        <label id={`${id}__label`} htmlFor={id} className="text-sm font-semibold text-slate-800">
          {labelText}
        </label>
      )}
      {description && (
        <p id={descriptionIdOf(id)} className="text-sm text-slate-600">
          {description}
        </p>
      )}
      {children}
      {help && (
        <p id={helpIdOf(id)} className="text-sm text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
