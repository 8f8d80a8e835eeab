/** The table's numbers, pinned to en-US so the server and the browser print the same text. */
const percentFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const pointsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeDollarsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 6.375% */
export const percent = (value: number) => `${percentFormat.format(value)}%`;
/** 0.500 */
export const points = (value: number) => pointsFormat.format(value);
/** $623.87 */
export const money = (value: number) => moneyFormat.format(value);
/** $100,000 */
export const wholeDollars = (value: number) => wholeDollarsFormat.format(value);
