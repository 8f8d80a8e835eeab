/** Class lists shared by the shell's controls (app.css belongs to the whole site, so they live here). */
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A text item of the desktop bar. */
export const navItemClass = `whitespace-nowrap rounded-md px-1 py-2 text-[0.8125rem] font-semibold lg:px-1.5 lg:text-sm xl:px-2.5 xl:text-[0.9375rem] text-slate-800 transition-colors hover:bg-brand-50 hover:text-brand-800 ${focusRing}`;

/** A link card inside a dropdown panel. */
export const panelLinkClass = `rounded-xl p-4 transition-colors hover:bg-brand-50 ${focusRing}`;

/** The bar's call to action. */
export const ctaClass = `inline-flex items-center justify-center rounded-full bg-brand-700 px-2 py-2 text-[0.8125rem] lg:px-4 lg:text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 ${focusRing}`;

export { focusRing };
