import { PAYMENT_PER_LOAN } from './rate-assumptions';
import { formatRatesDate } from './rates-as-of';
import type { RateRow, TodaysRates } from './todays-rates';
import { money, points, wholeDollars } from './rates-format';

/** Each product once (its purchase row when it has one): fees and terms are the same for both purposes. */
function productsOf(rows: readonly RateRow[]): RateRow[] {
  const seen = new Map<string, RateRow>();
  for (const row of rows) if (!seen.has(row.rateKey)) seen.set(row.rateKey, row);
  return [...seen.values()];
}

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`);

/**
 * The loan behind the advertised rates, in plain words: who and what they were priced for, what the APR
 * counts, what the payment leaves out, when an adjustable rate can change, and that rates are no promise.
 */
export function RatesAssumptions({ rates }: { rates: TodaysRates }) {
  const products = productsOf(rates.rows);
  const downPercent = Math.round((rates.downPayment / rates.homeValue) * 100);
  const feeLines = products.map((row) => `${row.productName}: ${wholeDollars(row.fees)} in lender fees and ${points(row.pointsPercent)} points`);
  const upfront = products.find((row) => row.financedFee > 0);
  const insured = products.some((row) => row.monthlyMortgageInsurance > 0);
  const adjustable = products.filter((row) => row.firstAdjustmentPayment !== null);
  const terms = [...new Set(products.map((row) => row.termYears))].sort((a, b) => b - a);
  return (
    <div className="mt-8 space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-700" data-testid="rates-assumptions">
      <h3 className="text-base font-semibold text-slate-900">What these rates assume</h3>
      <p>
        Rates and APRs as of {formatRatesDate(rates.asOf)} are for a {rates.programLabel} loan of {wholeDollars(rates.loanAmount)} on a{' '}
        {wholeDollars(rates.homeValue)} single-family home that you will live in as your primary residence: a {downPercent}% down payment
        ({wholeDollars(rates.downPayment)}) when buying, or a {rates.ltvPercent}% loan-to-value when refinancing, and a credit score of{' '}
        {rates.creditScore} or higher.
      </p>
      <p>
        The APR (annual percentage rate) is the yearly cost of the loan, including the points shown and these prepaid finance charges: {list(feeLines)}.
        {upfront && <> It also includes the financed upfront fee of {wholeDollars(upfront.financedFee)}{insured ? ' and the monthly mortgage insurance' : ''}.</>}
        {!upfront && insured && <> It also includes the monthly mortgage insurance.</>}
        {' '}One point is 1% of the loan amount.
      </p>
      <p>
        The payment is principal and interest per {wholeDollars(PAYMENT_PER_LOAN)} borrowed, paid in {terms.map((years) => `${years * 12} monthly payments over ${years} years`).join(', or ')}{' '}
        (for example {money(products[0]!.paymentPerLoan)} a month for the {products[0]!.productName}). It does not include property taxes, homeowner&rsquo;s
        insurance{insured ? ' or mortgage insurance' : ''}, so your actual payment will be higher.
      </p>
      {adjustable.map((row) => (
        <p key={row.rateKey}>
          The {row.productName} rate is fixed for the first {row.firstAdjustmentPayment! - 1} payments, then it can rise or fall at each scheduled adjustment
          for the rest of its {row.termYears}-year term, so the payment and the APR can increase after the loan is made.
        </p>
      ))}
      <p className="font-medium text-slate-800">
        Rates change daily and can change without notice. They are not a commitment to lend or an offer of credit; your own rate depends on your
        credit, the property and the loan you choose.
      </p>
    </div>
  );
}
