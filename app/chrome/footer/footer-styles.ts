/** Focus and link styles on the footer's dark background. */
export const footerFocus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
export const footerLink = `rounded-sm text-slate-200 underline-offset-4 hover:text-white hover:underline ${footerFocus}`;
export const footerHeading = 'text-sm font-bold uppercase tracking-wider text-white';
