import type { BrokerCard } from '../../root/root-loader';
import { company } from '../../domain/company';
import { FeaturedBroker } from './featured-broker';
import { useText } from '../../../renderers/i18n/locale-context';
import { MailIcon, PhoneIcon } from './icons';
import { navText } from './messages';
import { PanelHeading } from './nav-dropdown';
import { navPaths } from './nav-paths';
import { focusRing } from './nav-styles';

const contactClass = `flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 font-semibold text-brand-900 transition-colors hover:border-brand-600 hover:bg-brand-50 ${focusRing}`;

function ContactRow({ href, Icon, label, value }: { href: string; Icon: typeof MailIcon; label: string; value: string }) {
  return (
    <li>
      <a href={href} className={contactClass}>
        <Icon className="size-5 text-brand-700" />
        <span>
          <span className="block text-xs font-medium text-slate-600">{label}</span>
          {value}
        </span>
      </a>
    </li>
  );
}

/** The Talk to a Loan Officer panel: the featured broker, e-mail, a call link and the directory. */
export function LoanOfficerPanel({ broker }: { broker: BrokerCard | null }) {
  const t = useText(navText);
  return (
    <>
      <PanelHeading title={t('officersPanel.title')} text={t('officersPanel.text')} viewAll={{ to: navPaths.brokers, label: t('viewAllOfficers') }} />
      <div className="grid grid-cols-2 items-center gap-8">
        <div className="rounded-2xl bg-brand-50/60 p-5">{broker && <FeaturedBroker broker={broker} />}</div>
        <ul className="grid gap-3">
          <ContactRow href={`mailto:${company.email}`} Icon={MailIcon} label={t('officersPanel.email')} value={company.email} />
          <ContactRow href={company.phoneHref} Icon={PhoneIcon} label={t('officersPanel.call')} value={company.phone} />
        </ul>
      </div>
    </>
  );
}
