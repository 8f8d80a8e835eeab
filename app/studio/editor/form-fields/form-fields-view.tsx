import type { FormDefinition } from '../../../domain/forms/form-types';
import { secondaryButton } from '../../components/buttons';
import { BoundNumber, BoundText } from '../flow-form/bound-fields';
import { setAt, type PathSegment } from '../set-at';
import { fieldOrder, fieldTitle, moveField, setRequired } from './form-edits';

interface FormFieldsViewProps {
  form: FormDefinition;
  onChange(next: FormDefinition, group?: string): void;
}

/** The limits a field's type can carry, each edited as a number (a limit computed from another field stays in the raw JSON). */
const RULES: Record<string, readonly { rule: string; label: string }[]> = {
  string: [
    { rule: 'minLength', label: 'Fewest characters' },
    { rule: 'maxLength', label: 'Most characters' },
  ],
  number: [
    { rule: 'minimum', label: 'Smallest value' },
    { rule: 'maximum', label: 'Largest value' },
  ],
};
RULES.integer = RULES.number!;

/**
 * A form's fields in display order: title, help, whether required, position, the limits of its type and
 * the message of each rule (a new limit needs its message: the check says which).
 */
export function FormFieldsView({ form, onChange }: FormFieldsViewProps) {
  const order = fieldOrder(form);
  const required = new Set((form.schema.required ?? []) as string[]);
  const set = (path: PathSegment[], value: unknown) => onChange(setAt(form, path, value), path.join('/'));
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Fields of {form.title}</h2>
      {order.map((key, at) => {
        const ui = (form.uiSchema[key] ?? {}) as Record<string, unknown>;
        const messages = form.messages.fields[key] ?? {};
        const property = ((form.schema.properties ?? {}) as Record<string, Record<string, unknown>>)[key] ?? {};
        const limits = (RULES[String(property.type)] ?? []).filter(({ rule }) => property[rule] === undefined || typeof property[rule] === 'number');
        const id = (part: string) => `form-field-${key}-${part}`;
        return (
          <fieldset key={key} className="grid gap-3 rounded-md border border-slate-200 p-4 md:grid-cols-2">
            <legend className="px-1 font-semibold">
              {fieldTitle(form, key) ?? key} <span className="font-mono text-xs font-normal">({key})</span>
            </legend>
            <BoundText id={id('title')} label="Title" value={fieldTitle(form, key)} onChange={(value) => set(['schema', 'properties', key, 'title'], value)} />
            <BoundText id={id('help')} label="Help text" value={ui['ui:help'] as string | undefined} onChange={(value) => set(['uiSchema', key, 'ui:help'], value)} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={required.has(key)} onChange={(event) => onChange(setRequired(form, key, event.target.checked))} /> Required
            </label>
            <div className="flex gap-2" role="group" aria-label={`Position of ${key}`}>
              <button type="button" className={secondaryButton} disabled={at === 0} onClick={() => onChange(moveField(form, key, -1))}>
                Move up
              </button>
              <button type="button" className={secondaryButton} disabled={at === order.length - 1} onClick={() => onChange(moveField(form, key, 1))}>
                Move down
              </button>
            </div>
            {limits.map(({ rule, label }) => (
              <BoundNumber key={rule} id={id(rule)} label={label} value={property[rule] as number | undefined} onChange={(value) => set(['schema', 'properties', key, rule], value)} />
            ))}
            {Object.entries(messages).map(([rule, text]) => (
              <BoundText key={rule} id={id(`message-${rule}`)} label={`Message: ${rule}`} value={text} onChange={(value) => set(['messages', 'fields', key, rule], value)} className="md:col-span-2" />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
