import { data } from 'react-router-dom';
import type { SiteApi } from '../../data/site-api';

/** The calculator pages exist only while `flags.calculators` is on; otherwise they are Not Found. */
export async function requireCalculatorsFlag(api: SiteApi): Promise<void> {
  const flags = await api.featureFlags();
  if (!flags.calculators) throw data(null, { status: 404 });
}
