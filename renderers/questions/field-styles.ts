/** Class names the question renderers share (large tap targets: at least 48 px high). */
export const inputClass =
  'block w-full min-h-12 rounded-xl border border-slate-400 bg-white px-4 py-3 text-lg text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/40 disabled:bg-slate-100 aria-[invalid=true]:border-red-700';

export const choiceClass =
  'flex w-full min-h-14 items-center gap-3 rounded-xl border-2 px-4 py-3 text-left text-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-default';

export const choiceIdle = 'border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:bg-brand-50';
export const choiceChosen = 'border-brand-700 bg-brand-50 text-brand-900';

/** aria-describedby for an input: the sub-title and the message, when shown. */
export function describedBy(ids: { description?: string; error: string }, error: string | null): string | undefined {
  const list = [ids.description, error ? ids.error : undefined].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

/** The control's id and what labels and describes it, and whether its answer is refused. */
export function controlAria(ids: { input: string; label: string; description?: string; error: string }, error: string | null) {
  return {
    id: ids.input,
    'aria-labelledby': ids.label,
    'aria-describedby': describedBy(ids, error),
    'aria-invalid': error ? true : undefined,
  } as const;
}
