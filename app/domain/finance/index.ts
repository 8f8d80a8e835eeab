/**
 * The pure finance module shared by the calculator pages and the API's pricing. It imports nothing
 * outside app/finance (no React, no DOM, no Node modules), so it runs in the browser and in the server.
 *
 * Conventions (money.ts): money in dollars at the boundary, integer cents inside, rounding half away
 * from zero; rates and points in percent (6.5 = 6.5 %). Each file's doc comment gives its formulas and
 * their sources.
 */
export { roundHalfAwayFromZero, roundTo, truncateDecimals, toCents, fromCents, roundDollars, monthlyRateOf, monthsOf } from './money';
export type { Cents } from './money';
export { monthlyPayment, monthlyPaymentCents } from './payment';
export { amortizationSchedule, amortizeCents, fixedRateRowsCents, rowInDollars, totalInterestCents } from './amortization';
export type { AmortizationRow, AmortizationSchedule, CentsRow, RateStep, ScheduleInput } from './amortization';
export { addMonths, groupScheduleByYear, monthAfter, yearlyChartPoints } from './schedule-calendar';
export type { ChartPoint, DatedAmortizationRow, ScheduleYear, YearMonth } from './schedule-calendar';
export { extraPaymentSavings, splitMonths } from './extra-payments';
export type { ExtraPaymentInput, ExtraPaymentSavings, YearsAndMonths } from './extra-payments';
export { calculatorMonthlyPmi, requiresPmi, DEFAULT_CALCULATOR_PMI_RATE_PERCENT, DEFAULT_PMI_DOWN_PAYMENT_THRESHOLD_PERCENT } from './pmi';
export type { PmiRule } from './pmi';
export { monthlyEscrow, monthlyFromAnnual } from './escrow';
export type { EscrowInput } from './escrow';
export { MORTGAGE_CALCULATOR_LIMITS, clampDownPayment, clampNumber, clampPercent, downPaymentFromPercent, downPaymentPercentOf, readNumber } from './inputs';
export type { NumericRange } from './inputs';
export { mortgageCalculatorSummary } from './mortgage-calculator';
export type { MortgageCalculatorInput, MortgageCalculatorSummary } from './mortgage-calculator';
export { amountFinanced, aprFromPayments, fixedRateApr, pointsInDollars, regularPaymentApr, solveMonthlyRate } from './apr';
export type { FixedRateAprInput } from './apr';
export { armApr, armRateSteps, armSchedule, armWorstCase, fullyIndexedRate } from './arm';
export type { ArmAprInput, ArmCaps, ArmRatePath, ArmTerms, ArmWorstCase } from './arm';
export { consolidateDebts, debtPayoff, DEFAULT_ASSUMED_DEBT_APRS, DEFAULT_PAYOFF_HORIZON_MONTHS } from './debt-consolidation';
export type { DebtConsolidationInput, DebtConsolidationResult, DebtItem, DebtPayoff, DebtType, PayoffStatus } from './debt-consolidation';
export * from './pricing/index';
export { CREDIT_BANDS, creditBandOf, PROPERTY_TYPES, propertyTypeOfCode } from './borrower-profile';
export type { CreditBand, PropertyType } from './borrower-profile';
