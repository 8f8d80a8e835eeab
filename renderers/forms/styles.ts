/** Tailwind classes shared by the widgets, so every field looks and behaves alike. */
export const inputClass =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  'disabled:bg-slate-100 aria-[invalid=true]:border-red-700';

export const choiceClass = 'h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
