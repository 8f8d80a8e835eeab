import { company, externalLinks } from '../../domain/company';
import { ExternalLink } from './external-link';
import { footerLink } from './footer-styles';
import { EqualHousingIcon } from './social-icons';

/** Equal housing, licensing and "not a commitment to lend" statements. */
export function FooterLegal() {
  return (
    <div className="flex flex-col gap-6 border-t border-white/15 py-8 text-xs leading-relaxed text-slate-300 md:flex-row">
      <EqualHousingIcon className="size-10 shrink-0 text-white" />
      <div className="space-y-3">
        <p>
          <strong className="font-semibold text-white">Equal Housing Opportunity.</strong> {company.legalName} conducts
          business in accordance with the Federal Fair Housing Act and the Equal Credit Opportunity Act and does not
          discriminate on the basis of race, color, religion, national origin, sex, handicap, familial status, age or
          receipt of public assistance.
        </p>
        <p>
          {company.legalName} is a licensed mortgage broker, NMLS #{company.nmlsId}. Licensing information can be verified
          on{' '}
          <ExternalLink href={externalLinks.consumerAccess} className={`${footerLink} underline`}>
            NMLS Consumer Access
          </ExternalLink>
          . Not all programs are available in all states.
        </p>
        <p>
          This is not a commitment to lend. All loans are subject to credit approval, underwriting guidelines and property
          eligibility. Rates, terms and programs are subject to change without notice.
        </p>
      </div>
    </div>
  );
}
