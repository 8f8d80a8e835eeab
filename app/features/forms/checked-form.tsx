import { HumanCheckGate, type useHumanCheckToken } from '../human-check';
import { SchemaForm, type SchemaFormProps } from './schema-form';
import { SubmitArea, type SubmitStatus } from './submit-area';

export interface CheckedFormProps extends Omit<SchemaFormProps, 'children' | 'disabled'> {
  status: SubmitStatus;
  errorText: string | null;
  check: ReturnType<typeof useHumanCheckToken>;
  /** The submit button's text, when it is not the form's own. */
  submitLabel?: string;
}

/**
 * A form definition rendered with its submit area behind the human check: the fields lock while it is
 * sent or once it is, and submit waits for both the precompiled validator and a human-check token.
 */
export function CheckedForm({ status, errorText, check, submitLabel, ...form }: CheckedFormProps) {
  const messages = form.form.messages.form;
  return (
    <SchemaForm {...form} disabled={status === 'submitting' || status === 'submitted'}>
      {({ validatorReady }) => (
        <SubmitArea
          status={status}
          label={submitLabel ?? messages.submit}
          busyLabel={messages.submitting}
          successText={messages.success}
          errorText={errorText}
          disabled={!validatorReady || !check.token}
        >
          <HumanCheckGate config={form.form.humanCheck} check={check} />
        </SubmitArea>
      )}
    </SchemaForm>
  );
}
