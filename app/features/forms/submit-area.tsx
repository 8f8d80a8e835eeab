import type { ReactNode } from 'react';

export type SubmitStatus = 'idle' | 'submitting' | 'submitted' | 'failed';

/**
 * The end of a form: the submit button (disabled with a spinner and its busy label while sending), the
 * success line that replaces it once sent, and the failure line under it (the button stays for a retry).
 */
export function SubmitArea({
  status,
  label,
  busyLabel,
  successText,
  errorText,
  disabled,
  children,
}: {
  status: SubmitStatus;
  label: string;
  busyLabel: string;
  successText: string;
  errorText: string | null;
  disabled?: boolean;
  /** Shown above the button (the human check). */
  children?: ReactNode;
}) {
  if (status === 'submitted') {
    return (
      <p role="status" className="mt-8 rounded-xl bg-emerald-50 p-4 text-base font-semibold text-emerald-900">
        {successText}
      </p>
    );
  }
  const submitting = status === 'submitting';
  return (
    <div className="mt-8 flex flex-col gap-4">
      {children}
      <div>
        <button type="submit" className="btn-primary min-w-56 gap-2 disabled:cursor-not-allowed disabled:opacity-60" disabled={disabled || submitting} aria-busy={submitting || undefined}>
          {submitting && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none" />}
          {submitting ? busyLabel : label}
        </button>
      </div>
      {errorText && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}
