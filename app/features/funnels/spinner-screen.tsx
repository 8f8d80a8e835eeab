/** A waiting screen ('Loading...', 'Processing your request...'): a spinner and its text, announced politely. */
export function SpinnerScreen({ text, spinnerClass = 'border-t-brand-700' }: { text: string; spinnerClass?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-72 flex-col items-center justify-center gap-5 py-16 text-center">
      <span aria-hidden="true" className={`size-12 animate-spin rounded-full border-4 border-slate-200 ${spinnerClass} motion-reduce:animate-none`} />
      <p className="text-xl font-semibold text-slate-800">{text}</p>
    </div>
  );
}
