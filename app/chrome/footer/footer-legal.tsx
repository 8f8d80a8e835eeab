import { company, externalLinks } from '../../domain/company';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { ExternalLink } from './external-link';
import { footerLink } from './footer-styles';
import { footerText } from './messages';
import { EqualHousingIcon } from './social-icons';

/** Equal housing, licensing and "not a commitment to lend" statements. */
export function FooterLegal() {
  const t = useText(footerText);
  const { legalName, nmlsId } = company;
  return (
    <div className="flex flex-col gap-6 border-t border-white/15 py-8 text-xs leading-relaxed text-slate-300 md:flex-row">
      <EqualHousingIcon className="size-10 shrink-0 text-white" />
      <div className="space-y-3">
        <p>{richText(t('legal.equalHousing', { legalName }), [(text) => <strong className="font-semibold text-white">{text}</strong>])}</p>
        <p>
          {richText(t('legal.license', { legalName, nmlsId }), [
            (text) => (
              <ExternalLink href={externalLinks.consumerAccess} className={`${footerLink} underline`}>
                {text}
              </ExternalLink>
            ),
          ])}
        </p>
        <p>{t('legal.noCommitment')}</p>
      </div>
    </div>
  );
}
