import type { LoanType } from '../../../engine';
import { useText } from '../../../renderers/i18n/locale-context';
import { LOAN_CHOICES } from './loan-choices';
import { funnelText } from './messages';

/** The three 'I Want To ...' buttons. */
export function LoanChoiceButtons({ onChoose, buttonClass }: { onChoose(type: LoanType): void; buttonClass: string }) {
  const t = useText(funnelText);
  return (
    <ul className="grid gap-4">
      {LOAN_CHOICES.map((choice) => (
        <li key={choice.type}>
          <button type="button" onClick={() => onChoose(choice.type)} className={buttonClass}>
            {t(choice.key)}
          </button>
        </li>
      ))}
    </ul>
  );
}
