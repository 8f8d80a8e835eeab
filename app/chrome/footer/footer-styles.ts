/** Focus and link styles on the footer's dark background. */
export const footerFocus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
export const footerLink = `rounded-sm text-slate-200 underline-offset-4 hover:text-white hover:underline ${footerFocus}`;
/** A footer link on a line of its own: a 44 px tall target below the desktop layout, where fingers tap it. */
export const footerLineLink = `${footerLink} flex min-h-11 min-w-11 w-fit items-center lg:inline lg:min-h-0 lg:min-w-0`;
export const footerHeading = 'text-sm font-bold uppercase tracking-wider text-white';
