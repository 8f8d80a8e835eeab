import { PROPERTY_TYPE_CODES } from './pricing/codes';

/**
 * The borrower descriptions every part of the site asks the same way: the funnels' questions, the
 * brokered-rate form and the loan estimator name credit and property types from these lists, so a lead
 * reads the same whichever door the visitor came through, and the estimator's answers carry over.
 */

export interface CreditBand {
  /** The value a funnel stores. */
  value: string;
  /** The value the brokered-rate form stores (its own stored names: Poor, Fair, Good, Excellent). */
  formValue: string;
  label: string;
  /** The lowest score in the band; null for "Not sure". */
  minScore: number | null;
}

/**
 * Bands at the scores lenders price by: 620 is the usual conventional minimum, 680 and 740 are where
 * loan-level price adjustments step down most.
 */
export const CREDIT_BANDS: readonly CreditBand[] = [
  { value: 'excellent', formValue: 'Excellent', label: 'Excellent (740+)', minScore: 740 },
  { value: 'good', formValue: 'Good', label: 'Good (680–739)', minScore: 680 },
  { value: 'fair', formValue: 'Fair', label: 'Fair (620–679)', minScore: 620 },
  { value: 'poor', formValue: 'Poor', label: 'Below 620', minScore: 300 },
  { value: 'notSure', formValue: 'Not sure', label: 'Not sure', minScore: null },
];

/** The band of a numeric score (300–850); scores below the lowest band count as its lowest. */
export function creditBandOf(score: number): CreditBand {
  const scored = CREDIT_BANDS.filter((band) => band.minScore !== null);
  return scored.find((band) => score >= band.minScore!) ?? scored[scored.length - 1]!;
}

export interface PropertyType {
  /** The value a funnel stores. */
  value: string;
  label: string;
  /** The loan estimator's property code. */
  code: number;
}

export const PROPERTY_TYPES: readonly PropertyType[] = [
  { value: 'singleFamily', label: 'Single-family home', code: PROPERTY_TYPE_CODES.singleFamily },
  { value: 'townhome', label: 'Townhome or planned community', code: PROPERTY_TYPE_CODES.plannedUnitDevelopment },
  { value: 'condo', label: 'Condo', code: PROPERTY_TYPE_CODES.condominium },
  { value: 'coop', label: 'Co-op', code: PROPERTY_TYPE_CODES.cooperative },
  { value: 'multiFamily', label: 'Multi-unit (2–4 units)', code: PROPERTY_TYPE_CODES.multiUnit },
];

/** The funnel value of an estimator property code, or null for a code the list does not have. */
export function propertyTypeOfCode(code: number): PropertyType | null {
  return PROPERTY_TYPES.find((type) => type.code === code) ?? null;
}
