import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messageOf, studioPost, StudioApiError } from '../api/studio-client';
import type { ExperimentSummary, StartExperimentBody } from '../../domain/studio/experiment-contract';
import type { DefinitionDetail } from '../../domain/studio/studio-contract';
import { versionOptions } from '../analytics/version-options';
import { Alert } from '../components/alert';
import { primaryButton, secondaryButton } from '../components/buttons';
import { TextField } from '../components/text-field';
import { fieldLabel, fieldMessage, MAX_VARIANTS, startChecks, variantKey, versionField, weightField, type VariantChoice } from './start-checks';
import { VariantRow } from './variant-row';

interface StartExperimentFormProps {
  flowId: string;
  versions: DefinitionDetail['versions'];
  onStarted(experiment: ExperimentSummary): void;
}

interface Row {
  rowId: number;
  choice: VariantChoice;
}

/** The server's refusal as messages: by the fields it names where the form has them, else above the form. */
function refusalMessages(error: unknown, variantCount: number): { fields: Record<string, string>; form: string | null } {
  if (error instanceof StudioApiError && error.code === 'experiment_running') {
    return { fields: {}, form: 'This flow already runs an experiment: stop it before starting another.' };
  }
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, text] of Object.entries(error instanceof StudioApiError ? error.fields : {})) {
    const label = fieldLabel(field, variantCount);
    if (label) fields[field] = fieldMessage(label, text);
    else elsewhere.push(fieldMessage(field, text));
  }
  const placedAll = Object.keys(fields).length > 0 && elsewhere.length === 0;
  return { fields, form: placedAll ? null : [messageOf(error), ...elsewhere].join(' ') };
}

/**
 * Starts an experiment on a flow: a name and two to five variants, each a published version with a
 * weight. Problems show by their fields (checked here first, then by the server) and the first takes the focus.
 */
export function StartExperimentForm({ flowId, versions, onStarted }: StartExperimentFormProps) {
  const id = useId();
  const options = versionOptions(versions);
  const live = versions.find((version) => version.live)?.hash ?? '';
  const nextRowId = useRef(2);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<Row[]>([
    { rowId: 0, choice: { version: live, weight: '50' } },
    { rowId: 1, choice: { version: '', weight: '50' } },
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const focusNext = useRef<string | null>(null);

  // After the render that shows the messages: the first field at fault (or the form's message) takes the focus.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus();
  }, [attempt]);
  // After adding or removing a row, the focus goes where the change happened rather than to the page's top.
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const withoutVariantErrors = () => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('variants'))));
  const add = () => {
    const rowId = nextRowId.current++;
    setRows((current) => [...current, { rowId, choice: { version: '', weight: '50' } }]);
    withoutVariantErrors();
    focusNext.current = `${id}-${rowId}-version`;
  };
  const remove = (rowId: number) => {
    setRows((current) => current.filter((row) => row.rowId !== rowId));
    withoutVariantErrors();
    focusNext.current = `${id}-add`;
  };
  const change = (rowId: number, choice: VariantChoice) => setRows((current) => current.map((row) => (row.rowId === rowId ? { rowId, choice } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const choices = rows.map((row) => row.choice);
    const problems = startChecks(name, choices);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setAttempt((n) => n + 1);
      return;
    }
    const body: StartExperimentBody = { flowId, name: name.trim(), variants: choices.map((choice) => ({ version: choice.version, weight: Number(choice.weight) })) };
    setBusy(true);
    try {
      onStarted(await studioPost<ExperimentSummary>('/experiments', body));
    } catch (error) {
      const refusal = refusalMessages(error, rows.length);
      setErrors(refusal.fields);
      setFormError(refusal.form);
      setAttempt((n) => n + 1);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 max-w-4xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Start an experiment
      </h2>
      <p className="mt-1 text-sm text-slate-700">Serve two or more published versions of {flowId} side by side: each visitor gets one, drawn by weight, and keeps it.</p>
      <form ref={form} noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {formError && (
          <div data-form-error tabIndex={-1} className="focus:outline-none">
            <Alert tone="error">{formError}</Alert>
          </div>
        )}
        <TextField label="Name" value={name} autoComplete="off" hint={`1 to 80 characters, e.g. "Shorter first question".`} error={errors.name} onChange={(event) => setName(event.target.value)} />
        <fieldset aria-describedby={errors.variants ? `${id}-variants-error` : `${id}-variants-hint`}>
          <legend className="text-sm font-medium text-slate-800">Variants</legend>
          <p id={`${id}-variants-hint`} className="text-xs text-slate-600">
            Weights are shares of the visitors relative to each other: 50 and 50 split them evenly. Two to {MAX_VARIANTS} variants, each a different version.
          </p>
          {errors.variants && (
            <p id={`${id}-variants-error`} data-form-error tabIndex={-1} className="mt-1 text-sm text-red-700 focus:outline-none">
              {errors.variants}
            </p>
          )}
          <ol className="mt-3 space-y-3">
            {rows.map((row, at) => (
              <VariantRow
                key={row.rowId}
                id={`${id}-${row.rowId}`}
                variantKey={variantKey(at)}
                choice={row.choice}
                versions={options}
                errors={{ version: errors[versionField(at)], weight: errors[weightField(at)] }}
                onChange={(choice) => change(row.rowId, choice)}
                onRemove={rows.length > 1 ? () => remove(row.rowId) : undefined}
              />
            ))}
          </ol>
          <button id={`${id}-add`} type="button" className={`${secondaryButton} mt-3`} disabled={rows.length >= MAX_VARIANTS} onClick={add}>
            <span aria-hidden="true">+&nbsp;</span>Add variant
          </button>
        </fieldset>
        <button type="submit" className={primaryButton} disabled={busy}>
          Start the experiment
        </button>
      </form>
    </section>
  );
}
