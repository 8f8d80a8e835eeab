/** Business limits the engine applies (and renderers show): slider defaults, answer and contact limits, saved state, linter bounds. */

/** Slider bounds when a question names none, its default range, and the snapping step. */
export const SLIDER_DEFAULT_MIN = 200_000;
export const SLIDER_DEFAULT_MAX = 1_000_000;
export const SLIDER_DEFAULT_RANGE: readonly [number, number] = [400_000, 600_000];
export const SLIDER_STEP = 5_000;

/** Currency answers: at most 10 whole digits. */
export const CURRENCY_MAX_DIGITS = 10;
/** The refinance/cash-out mortgage balance minimum; definitions carry it as the question's `min`. */
export const MORTGAGE_BALANCE_MIN = 1_000;

/** Free-text answers: the longest accepted when a question names no `max`. */
export const TEXT_MAX_LENGTH = 500;

/** Contact step. */
export const FULL_NAME_MAX_LENGTH = 50;

/** Saved state. */
export const SAVED_STATE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const SAVE_DEBOUNCE_MS = 100;
/** Saved state larger than this is treated as corrupt (never parsed). */
export const SAVED_STATE_MAX_CHARS = 512 * 1024;


/** Linter: the most paths enumerated per flow. */
export const MAX_ENUMERATED_PATHS = 10_000;
