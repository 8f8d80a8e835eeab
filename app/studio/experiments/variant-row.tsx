import { secondaryButton } from '../components/buttons';
import { inputClass } from '../components/text-field';
import type { VariantChoice } from './start-checks';

interface VariantRowProps {
  /** The id prefix of this row's controls (`${id}-version`, `${id}-weight`). */
  id: string;
  variantKey: string;
  choice: VariantChoice;
  versions: readonly { value: string; label: string }[];
  errors: { version?: string; weight?: string };
  onChange(choice: VariantChoice): void;
  /** Absent when the row may not be removed. */
  onRemove?: () => void;
}

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

/** One variant of the start form: which published version it serves and its weight, each with its message. */
export function VariantRow({ id, variantKey, choice, versions, errors, onChange, onRemove }: VariantRowProps) {
  return (
    <li className="flex flex-wrap items-start gap-4 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <div className="min-w-64 flex-1">
        <label htmlFor={`${id}-version`} className="block text-sm font-medium text-slate-800">
          Variant {variantKey} version
        </label>
        <select
          id={`${id}-version`}
          value={choice.version}
          className={inputClass}
          aria-invalid={errors.version ? true : undefined}
          aria-describedby={errors.version ? `${id}-version-error` : undefined}
          onChange={(event) => onChange({ ...choice, version: event.target.value })}
        >
          <option value="">Choose a version…</option>
          {versions.map((version) => (
            <option key={version.value} value={version.value}>
              {version.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-version-error`} text={errors.version} />
      </div>
      <div className="w-40">
        <label htmlFor={`${id}-weight`} className="block text-sm font-medium text-slate-800">
          Variant {variantKey} weight
        </label>
        <input
          id={`${id}-weight`}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          value={choice.weight}
          className={inputClass}
          aria-invalid={errors.weight ? true : undefined}
          aria-describedby={errors.weight ? `${id}-weight-error` : undefined}
          onChange={(event) => onChange({ ...choice, weight: event.target.value })}
        />
        <FieldError id={`${id}-weight-error`} text={errors.weight} />
      </div>
      {onRemove && (
        <button type="button" className={`${secondaryButton} mt-6`} onClick={onRemove}>
          Remove<span className="sr-only"> variant {variantKey}</span>
        </button>
      )}
    </li>
  );
}
