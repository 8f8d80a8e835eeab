import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { brokerLanguages, languageList, type LanguageBroker } from './broker-language';
import { brokersText } from './messages';

/** "Speaks English and Spanish" / "Habla inglés y español": the languages a broker works in. */
export function SpokenLanguages({ broker, className }: { broker: LanguageBroker; className?: string }) {
  const locale = useLocale();
  const t = useText(brokersText);
  const codes = brokerLanguages(broker);
  return (
    <span className={className} data-languages={codes.join(' ')}>
      {t('speaks', { languages: languageList(locale, codes) })}
    </span>
  );
}
