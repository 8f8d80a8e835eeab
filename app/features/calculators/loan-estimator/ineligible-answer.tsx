import { Link } from 'react-router-dom';
import type { EstimateEligibility, QualifyingProgram } from '../../../domain/estimator/estimate-eligibility';
import { programLabel } from '../../../domain/estimator/estimate-request';
import { useLocale, useText } from '../../../../renderers/i18n/locale-context';
import { formatMoney } from '../format';
import { calculatorsText } from '../messages';

function lowestPayment(program: QualifyingProgram): number {
  return Math.min(...Object.values(program.answer).map((product) => product.monthlyPayment));
}

/**
 * When the chosen loan type cannot be priced: why (from the programs' rules), the loan types the same
 * answers qualify for, each a click away from its estimates, and a loan officer for everything else.
 */
export function IneligibleAnswer({ eligibility, onUse }: { eligibility: EstimateEligibility; onUse: (program: QualifyingProgram) => void }) {
  const { explanation, qualifying } = eligibility;
  const locale = useLocale();
  const t = useText(calculatorsText);
  return (
    <div className="mt-4 space-y-4" data-testid="ineligible-answer">
      {explanation.length > 0 && (
        <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800" data-testid="ineligible-explanation">
          {explanation.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}
      {qualifying.length > 0 && (
        <div>
          <h3 className="font-semibold text-brand-900">{t('estimator.qualifyHeading')}</h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {qualifying.map((program) => {
              const programName = programLabel(locale, program.loanType, program.programName);
              return (
                <li key={program.loanType} className="rounded-xl border-2 border-slate-200 p-4" data-testid="qualifying-program">
                  <p className="text-lg font-bold text-brand-900">{programName}</p>
                  <p className="text-sm text-slate-600">
                    {t('estimator.qualifyProducts', { count: Object.keys(program.answer).length, amount: formatMoney(locale, lowestPayment(program)) })}
                  </p>
                  <button type="button" className="btn-secondary mt-3 w-full px-4 py-2 text-sm" onClick={() => onUse(program)}>
                    {t('estimator.qualifySee', { program: programName })}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <p className="text-slate-700">
        {t('estimator.loanOfficer')}{' '}
        <Link to="/agents" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t('estimator.findLoanOfficer')}
        </Link>
      </p>
    </div>
  );
}
