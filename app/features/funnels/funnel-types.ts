import type { LoanType, ServedFlow } from '../../../engine';

export type { FunnelConfig, FunnelScreen, FunnelState, FunnelStep } from '../../../engine';

/** The page loader's data: the URL's type and, on the server, that type's flow preloaded. */
export interface FunnelLoaderData {
  type: LoanType | null;
  entryPath: string | null;
  preloaded: ServedFlow | null;
  /** A studio draft's signed preview link (`?preview=`): the draft is walked and its lead is never sent. */
  preview?: string | null;
}
