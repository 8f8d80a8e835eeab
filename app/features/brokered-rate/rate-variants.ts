import type { FormValues } from '../../domain/forms/form-types';
import type { RateVariant } from './brokered-rate-heading';

export type { RateVariant };

/** What /vet-rate/* fixes whatever the query says: its origin. */
export const variantFixedValues: Record<RateVariant, FormValues> = {
  brokered: {},
  vet: { from: 'veteran-life' },
};
