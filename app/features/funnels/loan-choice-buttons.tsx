import type { LoanType } from '../../../engine';
import { LOAN_CHOICES } from './loan-choices';

/** The three 'I Want To ...' buttons. */
export function LoanChoiceButtons({ onChoose, buttonClass }: { onChoose(type: LoanType): void; buttonClass: string }) {
  return (
    <ul className="grid gap-4">
      {LOAN_CHOICES.map((choice) => (
        <li key={choice.type}>
          <button type="button" onClick={() => onChoose(choice.type)} className={buttonClass}>
            {choice.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
