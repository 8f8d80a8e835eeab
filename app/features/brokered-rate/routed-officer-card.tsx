import type { LoanOfficerCard } from '../../domain/lead-receipt';
import { RoutedOfficerContext, WhoWillCall } from '../loan-officer';

/** Who will call about this request, and what happens next (a chunk of its own, loaded by the confirmation). */
export default function RoutedOfficerCard({ officer }: { officer: LoanOfficerCard | null }) {
  return (
    <RoutedOfficerContext.Provider value={officer}>
      <WhoWillCall />
    </RoutedOfficerContext.Provider>
  );
}
