import { BadgeRow } from '../../../components/badge-row/badge-row';
import { useText } from '../../../../renderers/i18n/locale-context';
import { calculatorsText } from '../messages';

const features = [
  { key: 'monthly', icon: <path d="M4 5h16v14H4zM8 9h8M8 13h3m2 0h3M8 16h3m2 0h3" /> },
  { key: 'compare', icon: <path d="M4 18V9m6 9V5m6 13v-6m4 6H3" /> },
  { key: 'visualize', icon: <path d="M3 17l5-5 4 3 8-8M14 7h6v6" /> },
] as const;

/** The mortgage calculator's intro: its three features. */
export function CalculatorIntro() {
  const t = useText(calculatorsText);
  return (
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {features.map((feature) => (
        <li key={feature.key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <BadgeRow
            heading
            badgeClassName="size-11 rounded-xl"
            badge={
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                {feature.icon}
              </svg>
            }
            title={t(`intro.${feature.key}.title`)}
            text={t(`intro.${feature.key}.text`)}
          />
        </li>
      ))}
    </ul>
  );
}
